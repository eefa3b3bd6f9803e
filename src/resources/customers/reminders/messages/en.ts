/** English texts of a customer's reminders (`resources.customers.reminders.*`). */
const reminders = {
  title: 'Reminders',
  intro:
    'Letters to a customer who is late paying: courteous, formal, then formal notice, with the late-payment interest of D.Lgs. 231/2002.',
  new: 'New reminder',
  new_title: 'New reminder to %{customer}',
  empty: 'No reminder sent to this customer.',
  levels: {
    '1': '1 – Courteous reminder',
    '2': '2 – Formal reminder',
    '3': '3 – Formal notice',
  },
  level: 'Level',
  date: 'Date',
  deadline_days: 'Days to pay',
  flat_compensation: 'Add 40 € per invoice (art. 6 D.Lgs. 231/2002)',
  documents: 'Documents',
  open: 'Overdue',
  interest: 'Interest',
  compensation: 'Fixed compensation',
  total: 'Total due',
  pay_by: 'Pay by',
  pay_by_note: 'To pay by %{date}',
  preview: 'What the letter lists',
  document: 'Document',
  due_date: 'Due date',
  days_late: 'Days late',
  no_interest:
    'A consumer: no late-payment interest nor compensation (D.Lgs. 231/2002 applies between businesses and to public administrations).',
  missing_rates:
    'The rates table has no rate for the half-year from %{from}: those days use the latest rate entered.',
  create: 'Create and print',
  created: 'Reminder recorded',
  pdf: 'Reminder PDF',
  pdf_failed: 'The reminder PDF could not be made',
  last: 'Last reminder',
  last_value: '%{level}° on %{date}',
};

export type ReminderMessages = typeof reminders;
export default reminders;
