/**
 * The dashboards' words in English, the catalogue's `dashboards.*` (src/i18n/app/en.ts): the
 * reference key set of the other languages.
 */
const dashboards = {
  range: {
    label: 'Period',
    from: 'From',
    to: 'To',
    presets: 'Quick periods',
    this_month: 'This month',
    this_year: 'This year',
    last_12_months: 'Last 12 months',
    last_year: 'Last year',
    default: 'Default period',
    shown: 'From %{from} to %{to}',
    problems: {
      invalid: 'Incomplete or invalid date',
      order: 'The end date is before the start date',
      too_long: 'The period can cover ten years at most',
    },
  },
  errors: {
    load: 'The dashboard could not be loaded.',
    range: 'The period was not accepted: %{message}',
    retry: 'Retry',
    reset: 'Back to the default period',
  },
  view: {
    label: 'Show as',
    chart: 'Chart',
    table: 'Table',
  },
  kpi: {
    last_year: 'Last year: %{amount}',
    change: 'Change on last year: %{change}',
    no_base: 'nothing last year',
    open: 'Open the documents',
  },
  sales: {
    revenue: 'Revenue in the period',
    month: 'This month',
    year: 'This year',
    invoices: 'Invoices',
    credit_notes: 'Credit notes',
    debit_notes: 'Debit notes',
    overdue: 'Overdue receivables',
    overdue_detail: '%{smart_count} overdue instalment |||| %{smart_count} overdue instalments',
    average_invoice: 'Average invoice',
    average_detail: 'over %{smart_count} invoice |||| over %{smart_count} invoices',
    monthly: 'Monthly revenue (24 months)',
    top_customers: 'Top 10 customers',
    top_articles: 'Top 10 articles',
    receivables: 'Receivables by payment status (VAT included)',
    rank: 'Rank',
    customer: 'Customer',
    article: 'Article',
    month_column: 'Month',
    status: 'Status',
    amount: 'Revenue',
    total: 'Amount',
    documents: 'Documents',
    quantity: 'Quantity',
    empty: 'Nothing in this period.',
  },
  orders: {
    by_status: 'Orders of the period by status',
    backlog: 'Backlog',
    backlog_detail:
      '%{smart_count} confirmed order not shipped yet |||| %{smart_count} confirmed orders not shipped yet',
    to_ship: 'To ship in the next 28 days',
    late: 'Late orders',
    late_detail:
      '%{smart_count} open order past its shipping date |||| %{smart_count} open orders past their shipping date',
    most_late: 'The most overdue',
    see_all: 'See all late orders',
    no_late: 'No late orders.',
    status: 'Status',
    day: 'Shipping date',
    orders: 'Orders',
    value: 'Value',
    number: 'Order',
    customer: 'Customer',
    reference: 'Reference',
    days_late: 'Days late',
    net_total: 'Net total',
  },
};

export type DashboardMessages = typeof dashboards;
export default dashboards;
