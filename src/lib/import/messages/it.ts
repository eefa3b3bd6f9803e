import type { ImportMessages } from './en';

/** The words every spreadsheet import shares (articles, initial stock), in Italian. */
const messages: ImportMessages = {
  choose: 'Scegli il file',
  working: 'Avanzamento',
  checking: 'Controllo del file in corso…',
  importing: 'Importazione in corso…',
  summary: {
    label: 'Riepilogo',
    unchanged: '%{smart_count} invariato |||| %{smart_count} invariati',
    errors: '%{smart_count} con errori',
  },
  partial: 'Sono mostrate %{shown} righe su %{total}.',
  table: 'Righe del file',
  columns: {
    line: 'Riga',
    code: 'Codice',
    action: 'Operazione',
    errors: 'Errori',
  },
  actions: {
    unchanged: 'Invariato',
    error: 'Errore',
  },
  has_errors:
    'Correggi le righe con errori nel file e caricalo di nuovo: non verrà importato nulla finché ci sono errori',
  errors: {
    rows: 'Alcune righe del file hanno errori: non è stato importato nulla. Correggi il file e caricalo di nuovo.',
    too_large: 'Il file è troppo grande: il limite è 20 MB.',
    unsupported: 'Il file non è un foglio di calcolo: carica un file .csv o .xlsx.',
    generic: 'Non è stato possibile leggere il file. Riprova.',
  },
};

export default messages;
