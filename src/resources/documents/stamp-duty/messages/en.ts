/** The stamp duty screen's texts (`resources.documents.stamp_duty.*`), en. */
const stampDuty = {
  title: 'Stamp duty',
  intro:
    'The stamp duty on e-invoices (2.00 € on each issued invoice or note whose amounts outside VAT exceed 77.47 €), paid by F24 each quarter.',
  year: 'Year',
  quarter: 'Quarter',
  quarters: {
    1: '1st quarter (Jan–Mar)',
    2: '2nd quarter (Apr–Jun)',
    3: '3rd quarter (Jul–Sep)',
    4: '4th quarter (Oct–Dec)',
  },
  summary:
    '%{smart_count} document bears the duty: %{total} due |||| %{smart_count} documents bear the duty: %{total} due',
  payment: 'Pay by F24, tax code %{code}, by %{due}',
  total: 'Total due',
  columns: {
    document: 'Document',
    date: 'Date',
    customer: 'Customer',
    exempt_amount: 'Exempt amount',
    duty: 'Duty',
  },
};

export type StampDutyMessages = typeof stampDuty;
export default stampDuty;
