/** English texts of a customer's statement (`resources.customers.statement.*`). */
const statement = {
  title: 'Statement',
  from: 'Movements from',
  pdf: 'Print PDF',
  pdf_failed: 'The PDF could not be made',
  totals: 'Balance: %{balance} · To collect: %{open} · Overdue: %{overdue}',
  date: 'Date',
  movement: 'Movement',
  debit: 'Debit',
  credit: 'Credit',
  balance: 'Balance',
  opening: 'Opening balance',
  overdue: 'overdue',
  kinds: {
    document: 'Document',
    credit_note: 'Credit',
    payment: 'Payment',
    reversal: 'Payment reversed',
    write_off: 'Written off',
    charges: 'Unpaid charges',
  },
};

export type StatementMessages = typeof statement;
export default statement;
