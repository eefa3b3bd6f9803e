import type { LetterMessages } from './en';

/** I testi delle dichiarazioni d'intento del cliente in italiano. */
const letters: LetterMessages = {
  protocol: 'Numero di protocollo',
  protocol_help:
    "Come sulla ricevuta dell'Agenzia delle Entrate: 17 cifre, un trattino e 6 cifre (es. 21010112345678901-000001)",
  protocol_date: 'Data della ricevuta',
  period: 'Periodo',
  valid_from: 'Valida dal',
  valid_to: 'Valida fino al',
  amount: 'Importo dichiarato',
  plafond: 'Plafond utilizzato',
  left: 'Disponibile',
  used_of: '%{used} di %{amount} (%{percent})',
  used_with: '%{used} di %{amount} già usati; con questo documento %{percent}',
  single_operation: 'Operazione singola',
  single_operation_help:
    'La dichiarazione vale per una sola fattura: una volta usata non resta nulla',
  notes: 'Note',
  empty:
    "Nessuna dichiarazione d'intento: con la dichiarazione di un esportatore abituale le fatture vanno a 0 % N3.5 (art. 8 c.1 lett. c DPR 633/72) fino all'importo dichiarato.",
  delete_title: "Eliminare la dichiarazione d'intento?",
  delete_content:
    'La dichiarazione verrà eliminata. Non si può eliminare finché una fattura emessa la cita.',
  saved: "Dichiarazione d'intento salvata",
  deleted: "Dichiarazione d'intento eliminata",
};

export default letters;
