import type { LetterMessages } from './en';

/** Textes français des lettres d'intention d'un client. */
const letters: LetterMessages = {
  protocol: 'Numéro de protocole',
  protocol_help:
    "Comme sur le reçu de l'Agenzia delle Entrate : 17 chiffres, un tiret et 6 chiffres (ex. 21010112345678901-000001)",
  protocol_date: 'Date du reçu',
  period: 'Période',
  valid_from: 'Valable du',
  valid_to: "Valable jusqu'au",
  amount: 'Montant déclaré',
  plafond: 'Plafond utilisé',
  left: 'Disponible',
  used_of: '%{used} sur %{amount} (%{percent})',
  used_with: '%{used} sur %{amount} utilisés ; avec ce document %{percent}',
  single_operation: 'Opération unique',
  single_operation_help:
    'La lettre ne vaut que pour une facture : une fois utilisée, il ne reste rien',
  notes: 'Notes',
  empty:
    "Aucune lettre d'intention : avec la lettre d'un exportateur habituel, ses factures passent à 0 % N3.5 (art. 8 al. 1 let. c DPR 633/72) jusqu'au montant déclaré.",
  delete_title: "Supprimer la lettre d'intention ?",
  delete_content: "La lettre sera supprimée. C'est impossible tant qu'une facture émise la cite.",
  saved: "Lettre d'intention enregistrée",
  deleted: "Lettre d'intention supprimée",
};

export default letters;
