import type { ReminderMessages } from './en';

/** A customer's reminders, de. */
const reminders: ReminderMessages = {
  title: 'Mahnungen',
  intro:
    'Schreiben an einen Kunden mit Zahlungsverzug: freundlich, förmlich, dann Inverzugsetzung, mit den Verzugszinsen nach D.Lgs. 231/2002.',
  new: 'Neue Mahnung',
  new_title: 'Neue Mahnung an %{customer}',
  empty: 'Diesem Kunden wurde keine Mahnung geschickt.',
  levels: {
    '1': '1 – Zahlungserinnerung',
    '2': '2 – Förmliche Mahnung',
    '3': '3 – Inverzugsetzung',
  },
  level: 'Stufe',
  date: 'Datum',
  deadline_days: 'Tage bis zur Zahlung',
  flat_compensation: '40 € je Rechnung hinzufügen (Art. 6 D.Lgs. 231/2002)',
  documents: 'Belege',
  open: 'Überfällig',
  interest: 'Zinsen',
  compensation: 'Pauschale Entschädigung',
  total: 'Gesamt fällig',
  pay_by: 'Zahlbar bis',
  pay_by_note: 'Zahlbar bis %{date}',
  preview: 'Was das Schreiben auflistet',
  document: 'Beleg',
  due_date: 'Fälligkeit',
  days_late: 'Tage Verzug',
  no_interest:
    'Ein Verbraucher: keine Verzugszinsen und keine Entschädigung (D.Lgs. 231/2002 gilt zwischen Unternehmen und gegenüber öffentlichen Verwaltungen).',
  missing_rates:
    'In der Zinstabelle fehlt das Halbjahr ab %{from}: für diese Tage gilt der zuletzt eingetragene Satz.',
  create: 'Erstellen und drucken',
  created: 'Mahnung erfasst',
  pdf: 'Mahnung als PDF',
  pdf_failed: 'Das PDF der Mahnung konnte nicht erstellt werden',
  last: 'Letzte Mahnung',
  last_value: '%{level}. am %{date}',
};

export default reminders;
