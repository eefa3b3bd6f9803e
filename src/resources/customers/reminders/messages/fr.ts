import type { ReminderMessages } from './en';

/** A customer's reminders, fr. */
const reminders: ReminderMessages = {
  title: 'Relances',
  intro:
    'Courriers au client en retard de paiement : courtois, formel, puis mise en demeure, avec les intérêts de retard du D.Lgs. 231/2002.',
  new: 'Nouvelle relance',
  new_title: 'Nouvelle relance à %{customer}',
  empty: 'Aucune relance envoyée à ce client.',
  levels: {
    '1': '1 – Relance courtoise',
    '2': '2 – Relance formelle',
    '3': '3 – Mise en demeure',
  },
  level: 'Niveau',
  date: 'Date',
  deadline_days: 'Jours pour payer',
  flat_compensation: 'Ajouter 40 € par facture (art. 6 D.Lgs. 231/2002)',
  documents: 'Documents',
  open: 'Échu',
  interest: 'Intérêts',
  compensation: 'Indemnité forfaitaire',
  total: 'Total dû',
  pay_by: 'À payer avant le',
  pay_by_note: 'À payer avant le %{date}',
  preview: 'Ce que le courrier liste',
  document: 'Document',
  due_date: 'Échéance',
  days_late: 'Jours de retard',
  no_interest:
    'Un consommateur : ni intérêts de retard ni indemnité (le D.Lgs. 231/2002 vaut entre entreprises et envers les administrations publiques).',
  missing_rates:
    'La table des taux n’a pas de taux pour le semestre à partir du %{from} : ces jours-là utilisent le dernier taux saisi.',
  create: 'Créer et imprimer',
  created: 'Relance enregistrée',
  pdf: 'PDF de la relance',
  pdf_failed: 'Le PDF de la relance n’a pas pu être créé',
  last: 'Dernière relance',
  last_value: '%{level}e le %{date}',
};

export default reminders;
