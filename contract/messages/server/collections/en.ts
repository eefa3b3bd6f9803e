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
  'not_found.bank_batch': 'Bank batch not found',
  'not_found.sdd_mandate': 'Mandate not found',
  'bank_batches.credit_date_past': 'The credit date cannot be before today (%{today})',
  'bank_batches.collection_date':
    'The collection date must be a TARGET banking day, from %{earliest} on',
  'bank_batches.account_riba':
    'The account %{account} needs its SIA code and an Italian IBAN to present RiBa',
  'bank_batches.account_sdd':
    'The account %{account} needs its SEPA creditor identifier to present direct debits',
  'bank_batches.method_riba':
    'Instalment %{position} of %{document} is not collected by RiBa (MP12)',
  'bank_batches.method_sdd':
    'Instalment %{position} of %{document} is not collected by SEPA direct debit (MP19, MP20, MP21)',
  'bank_batches.customer_bank':
    '%{customer} has neither ABI and CAB nor an Italian IBAN: a RiBa needs the customer’s bank',
  'bank_batches.no_mandate':
    '%{customer} has no SEPA mandate signed by the collection date and not revoked',
  'bank_batches.mandate_used':
    'The mandate %{reference} of %{customer} is one-off and has been used already',
  'bank_batches.not_ready_riba': 'Some instalments cannot go in a RiBa batch: see the ones marked',
  'bank_batches.not_ready_sdd':
    'Some instalments cannot go in a direct-debit batch: see the ones marked',
  'bank_batches.credited':
    'This batch was credited on %{date}: what the bank credited cannot be credited again',
  'bank_batches.item_unpaid': 'This instalment was reported unpaid already on %{date}',
  'bank_batches.future_date': 'The date cannot be after today (%{today})',
  'sdd_mandates.reference_taken': 'The reference %{reference} is already another mandate’s',
  'sdd_mandates.used':
    'The mandate %{reference} has collected already: it cannot change or be deleted, revoke it instead',
  'sdd_mandates.revoked': 'This mandate was revoked on %{date}',
  'not_found.reminder': 'Reminder not found',
  'reminders.nothing_overdue':
    '%{customer} has nothing overdue on %{date}: there is nothing to remind',
  'reminders.future_date': 'A reminder cannot be dated after today (%{today})',
} as const;

export type CollectionsKey = keyof typeof collectionsEn;
export default collectionsEn;
