import type { ReminderMessages } from './en';

/** A customer's reminders, it. */
const reminders: ReminderMessages = {
  title: 'Solleciti',
  intro:
    'Lettere al cliente in ritardo con i pagamenti: cortese, formale, poi diffida, con gli interessi di mora del D.Lgs. 231/2002.',
  new: 'Nuovo sollecito',
  new_title: 'Nuovo sollecito a %{customer}',
  empty: 'Nessun sollecito inviato a questo cliente.',
  levels: {
    '1': '1 – Sollecito cortese',
    '2': '2 – Sollecito formale',
    '3': '3 – Diffida e messa in mora',
  },
  level: 'Livello',
  date: 'Data',
  deadline_days: 'Giorni per pagare',
  flat_compensation: 'Aggiungi 40 € per fattura (art. 6 D.Lgs. 231/2002)',
  documents: 'Documenti',
  open: 'Scaduto',
  interest: 'Interessi',
  compensation: 'Indennizzo forfettario',
  total: 'Totale dovuto',
  pay_by: 'Entro il',
  pay_by_note: 'Da pagare entro il %{date}',
  preview: 'Cosa elenca la lettera',
  document: 'Documento',
  due_date: 'Scadenza',
  days_late: 'Giorni di ritardo',
  no_interest:
    'Cliente privato: niente interessi di mora né indennizzo (il D.Lgs. 231/2002 vale tra imprese e verso la pubblica amministrazione).',
  missing_rates:
    'Nella tabella dei tassi di mora manca il semestre dal %{from}: per quei giorni vale l’ultimo tasso inserito.',
  create: 'Crea e stampa',
  created: 'Sollecito registrato',
  pdf: 'PDF del sollecito',
  pdf_failed: 'Non è stato possibile creare il PDF del sollecito',
  last: 'Ultimo sollecito',
  last_value: '%{level}° il %{date}',
};

export default reminders;
