import type { LettersOfIntentKey } from './en';

const lettersOfIntentIt: Record<LettersOfIntentKey, string> = {
  'not_found.letter_of_intent': "Dichiarazione d'intento non trovata",
  'letters_of_intent.record': "La dichiarazione d'intento %{protocol}",
  'letters_of_intent.protocol_taken':
    "Una dichiarazione d'intento con protocollo %{protocol} è già registrata",
  'letters_of_intent.none':
    "La riga %{row} è a 0 % N3.5, ma nessuna dichiarazione d'intento del cliente copre il %{date}: registra la dichiarazione sul cliente (scheda «Dichiarazioni d'intento») o cambia l'IVA della riga",
  'letters_of_intent.exceeded':
    "Alla dichiarazione d'intento %{protocol} restano %{left} e questo documento ne usa %{amount}: la fattura non può superare quanto dichiarato dal cliente (registra la sua nuova dichiarazione o fattura il resto con IVA)",
  'letters_of_intent.in_use':
    "La dichiarazione d'intento %{protocol} è citata da %{document}: non si può eliminare",
  'letters_of_intent.amount_below_used':
    "La dichiarazione d'intento %{protocol} ha già usato %{used}: l'importo non può essere inferiore",
};

export default lettersOfIntentIt;
