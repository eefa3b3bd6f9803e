import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The receivables ledger's texts (`resources.instalments.*`), en. */
const messages: ResourceSection = {
  name: 'Instalment |||| Instalments',
  menu: 'Receivables ledger',
  title: 'Receivables ledger',
  fields: {
    due_date: 'Due date',
    customer: 'Customer',
    document: 'Document',
    position: 'Instalment',
    method: 'Method',
    amount: 'Amount',
    open: 'Open',
    state: 'State',
    days_overdue: 'Days overdue',
    last_reminder: 'Last reminder',
    last_reminder_level: 'Last reminder level',
    paid: 'Collected',
    credited: 'Credit notes',
    written_off: 'Written off',
    charges: 'Charges',
    due_from: 'Due from',
    due_to: 'Due to',
    overdue: 'Overdue only',
    settled: 'Settled too',
    bucket: 'Age',
    write_off_reason: 'Write-off reason',
    customer_id: 'Customer',
    all_states: 'All states',
    all_methods: 'All methods',
    all_buckets: 'All ages',
  },
  summary: {
    label: 'Ledger summary',
    open: 'To collect',
    overdue: 'Overdue',
    count: '%{smart_count} instalment |||| %{smart_count} instalments',
    by_month: 'By month due',
    by_week: 'By week due',
    month: 'Month',
    week: 'Week from',
    show_bucket: 'Show the instalments: %{bucket}',
  },
  of: '%{position} of %{count}',
  last_reminder: 'Reminder %{level}, %{date}',
  actions: {
    remind: 'Remind',
    collect: 'Record payment',
    write_off: 'Write off the rest',
    one_customer: 'Choose instalments of one customer to record a payment',
  },
  write_off: {
    title: 'Write off the open %{amount}?',
    content:
      'What is open of instalment %{position} of %{document} will count as settled, with the reason given.',
    reason_help: 'For example: a rounding difference, a bad debt',
    done: 'Written off',
  },
  document: {
    title: 'Instalments and payments',
    none: 'No instalments: the document has nothing to collect',
    all_settled: 'All collected',
  },
  empty: 'No open instalments',
};

export default messages;
