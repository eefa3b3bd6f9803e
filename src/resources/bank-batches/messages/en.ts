import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The bank batches' texts (`resources.bank-batches.*`), en. */
const messages: ResourceSection = {
  name: 'Bank batch |||| Bank batches',
  menu: 'RiBa and SDD batches',
  title: 'Bank batches',
  one: 'Batch %{name}',
  create: 'New batch',
  download: 'Download file',
  count_total: '1 instalment, %{total} |||| %{smart_count} instalments, %{total}',
  credit_date_help:
    'RiBa: the day the bank credits it; SEPA: the collection day (a TARGET banking day, from tomorrow)',
  fields: {
    number: 'Batch',
    year: 'Year',
    kind: 'Kind',
    bank_account: 'Presenting account',
    credit_date: 'Credit date',
    collection_date: 'Collection date',
    count: 'Instalments',
    total: 'Total',
    unpaid_total: 'Unpaid',
    unpaid_count: 'Unpaid count',
    state: 'State',
    file_name: 'File',
    due_from: 'Due from',
    due_to: 'Due to',
    date_from: 'From',
    date_to: 'To',
    due_date: 'Due date',
    customer: 'Customer',
    document: 'Document',
    mandate: 'Mandate',
    amount: 'Amount',
    charges: 'Charges',
  },
  kinds: {
    riba: 'RiBa',
    sdd: 'SEPA direct debit',
  },
  states: {
    presented: 'Presented',
    credited: 'Credited',
  },
  item_states: {
    presented: 'Presented',
    credited: 'Credited',
    unpaid: 'Unpaid',
  },
  candidates: {
    title: 'Instalments to present',
    chosen: '1 instalment chosen, %{total} |||| %{smart_count} instalments chosen, %{total}',
    choose: 'Present instalment %{position} of document %{document}',
    none_riba: 'No open RiBa instalment in the period',
    none_sdd: 'No open SEPA instalment (MP19-MP21) in the period',
  },
  items: {
    title: 'Instalments of the batch',
  },
  credit: {
    action: 'Record credit',
    title: 'Did the bank credit the batch?',
    content:
      'The instalments still presented become paid, each by a payment on the batch’s account. A later unpaid report reverses it.',
    date: 'Credit date',
    done: 'Credit recorded',
  },
  unpaid: {
    action: 'Unpaid',
    title: 'Unpaid by %{customer}',
    content:
      'The instalment reopens as unpaid; the bank’s charges are added to what the customer owes. If it was credited, its payment is reversed.',
    date: 'Date of the outcome',
    charges: 'Bank charges (€)',
    reason: 'Bank’s reason',
    confirm: 'Record unpaid',
    done: 'Unpaid recorded',
  },
};

export default messages;
