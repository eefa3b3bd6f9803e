import type { LettersOfIntentKey } from './en';

const lettersOfIntentFr: Record<LettersOfIntentKey, string> = {
  'not_found.letter_of_intent': 'Lettre d’intention introuvable',
  'letters_of_intent.record': 'La lettre d’intention %{protocol}',
  'letters_of_intent.protocol_taken':
    'Une lettre d’intention de protocole %{protocol} est déjà enregistrée',
  'letters_of_intent.none':
    'La ligne %{row} est à 0 % N3.5, mais aucune lettre d’intention du client ne couvre le %{date} : enregistrez la lettre sur le client (onglet « Lettres d’intention ») ou changez la TVA de la ligne',
  'letters_of_intent.exceeded':
    'Il reste %{left} à la lettre d’intention %{protocol} et ce document en prend %{amount} : la facture ne peut dépasser ce que le client a déclaré (enregistrez sa nouvelle lettre ou facturez le reste avec TVA)',
  'letters_of_intent.in_use':
    'La lettre d’intention %{protocol} est citée par %{document} : elle ne peut être supprimée',
  'letters_of_intent.amount_below_used':
    'La lettre d’intention %{protocol} a déjà utilisé %{used} : son montant ne peut être inférieur',
};

export default lettersOfIntentFr;
