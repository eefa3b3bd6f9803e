/** English texts of a customer's letters of intent (`resources.customers.letters.*`). */
const letters = {
  protocol: 'Protocol number',
  protocol_help:
    'As on the Agenzia delle Entrate receipt: 17 digits, a hyphen and 6 digits (e.g. 21010112345678901-000001)',
  protocol_date: 'Receipt date',
  period: 'Period',
  valid_from: 'Covers from',
  valid_to: 'Covers to',
  amount: 'Amount declared',
  plafond: 'Plafond used',
  left: 'Left',
  used_of: '%{used} of %{amount} (%{percent})',
  used_with: '%{used} of %{amount} used; with this document %{percent}',
  single_operation: 'Single operation',
  single_operation_help: 'The letter covers one invoice only: once used, nothing is left',
  notes: 'Notes',
  empty:
    'No letter of intent: a habitual exporter’s letter puts its invoices at 0 % N3.5 (art. 8 c.1 lett. c DPR 633/72) up to the amount it declares.',
  delete_title: 'Delete the letter of intent?',
  delete_content:
    'The letter will be deleted. It cannot be deleted while an issued invoice cites it.',
  saved: 'Letter of intent saved',
  deleted: 'Letter of intent deleted',
};

export type LetterMessages = typeof letters;
export default letters;
