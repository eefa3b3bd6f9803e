/**
 * The messages of collections: instalments, payments (docs/collections.md). Spread into the
 * server catalogue of each language (`../<lang>.ts`); English is the reference key set.
 */
const collectionsEn = {
  'not_found.instalment': 'Instalment not found',
  'not_found.payment': 'Payment not found',
  'instalments.plan_settled':
    '%{document} has payments, credits or bank presentations on its instalments: reverse them before changing its amount, date, customer or payment terms',
  'instalments.presented':
    "Instalment %{position} of %{document} is presented to the bank: record the bank's outcome first",
  'instalments.over_open':
    'Instalment %{position} of %{document} has %{open} open: it cannot take %{amount}',
  'instalments.nothing_open': 'Instalment %{position} of %{document} has nothing open',
  'payments.over_amount':
    'The allocations add up to %{allocated}, but only %{left} of the payment is left to allocate',
  'payments.over_amount_field': 'At most %{left} in all',
  'payments.not_customers': "Choose instalments of the payment's customer",
  'payments.reversed': 'This payment was reversed on %{date}: it cannot change any more',
  'payments.credit_note_reverse':
    'This is the credit of %{document}: it follows the credit note and is not reversed (a debit note corrects the credit note)',
  'payments.credit_note_used':
    'The credit of %{document} is already allocated to instalments: its customer cannot change, nor its amount fall below what is allocated',
  'payments.future_date': 'The payment date cannot be after today (%{today})',
} as const;

export type CollectionsKey = keyof typeof collectionsEn;
export default collectionsEn;
