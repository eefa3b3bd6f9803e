import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The bank batches' texts (`resources.bank-batches.*`), it. */
const messages: ResourceSection = {
  name: 'Distinta |||| Distinte',
  menu: 'Distinte RiBa e SDD',
  title: 'Distinte bancarie',
  one: 'Distinta %{name}',
  create: 'Nuova distinta',
  download: 'Scarica file',
  count_total: '1 scadenza, %{total} |||| %{smart_count} scadenze, %{total}',
  credit_date_help:
    'RiBa: il giorno in cui la banca accredita; SEPA: il giorno di addebito (un giorno lavorativo TARGET, da domani)',
  fields: {
    number: 'Distinta',
    year: 'Anno',
    kind: 'Tipo',
    bank_account: 'Conto di presentazione',
    credit_date: 'Data di accredito',
    collection_date: 'Data di addebito',
    count: 'Scadenze',
    total: 'Totale',
    unpaid_total: 'Insoluti',
    unpaid_count: 'Numero insoluti',
    state: 'Stato',
    file_name: 'File',
    due_from: 'Scadenze dal',
    due_to: 'Scadenze al',
    date_from: 'Dal',
    date_to: 'Al',
    due_date: 'Scadenza',
    customer: 'Cliente',
    document: 'Documento',
    mandate: 'Mandato',
    amount: 'Importo',
    charges: 'Spese',
  },
  kinds: {
    riba: 'RiBa',
    sdd: 'Addebito diretto SEPA',
  },
  states: {
    presented: 'Presentata',
    credited: 'Accreditata',
  },
  item_states: {
    presented: 'Presentata',
    credited: 'Accreditata',
    unpaid: 'Insoluta',
  },
  candidates: {
    title: 'Scadenze da presentare',
    chosen: '1 scadenza scelta, %{total} |||| %{smart_count} scadenze scelte, %{total}',
    choose: 'Presenta la rata %{position} del documento %{document}',
    none_riba: 'Nessuna scadenza RiBa aperta nel periodo',
    none_sdd: 'Nessuna scadenza SEPA (MP19-MP21) aperta nel periodo',
  },
  items: {
    title: 'Scadenze della distinta',
  },
  credit: {
    action: 'Registra accredito',
    title: 'La banca ha accreditato la distinta?',
    content:
      'Le scadenze ancora presentate risulteranno pagate, ognuna con un incasso sul conto della distinta. Un insoluto successivo lo storna.',
    date: 'Data di accredito',
    done: 'Accredito registrato',
  },
  unpaid: {
    action: 'Insoluto',
    title: 'Insoluto di %{customer}',
    content:
      'La scadenza torna aperta come insoluta; le spese della banca si aggiungono a quanto il cliente deve. Se era già accreditata, l’incasso viene stornato.',
    date: 'Data dell’esito',
    charges: 'Spese bancarie (€)',
    reason: 'Motivo della banca',
    confirm: 'Registra insoluto',
    done: 'Insoluto registrato',
  },
};

export default messages;
