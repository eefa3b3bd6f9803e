/** English texts of the deferred invoicing screen (the reference key set). */
const deferred = {
  title: 'Deferred invoicing',
  intro:
    "One draft invoice per customer and month from the period's confirmed DDTs not yet invoiced; each row cites its DDT. It is due by the 15th of the month after the DDTs.",
  from: 'From',
  to: 'To',
  customers: 'Customers',
  customers_help: 'Leave empty for every customer',
  preview: 'Preview',
  empty: 'No confirmed DDT to invoice in this period',
  to_make: '%{smart_count} invoice to make |||| %{smart_count} invoices to make',
  late: 'Late: it was due by %{deadline} (art. 21(4)(a) DPR 633/72)',
  ddt: 'no. %{number} of %{date}',
  columns: {
    customer: 'Customer',
    invoice_date: 'Invoice date',
    deadline: 'Due by',
    ddts: 'DDTs',
    rows: 'Rows',
    net_total: 'Taxable',
    total: 'Total',
    grand_total: 'Total of the period',
  },
  settled_title:
    "%{smart_count} DDT of the period is billed by its order's invoice already and will not be invoiced again |||| %{smart_count} DDTs of the period are billed by their orders' invoices already and will not be invoiced again",
  settled_item: 'DDT %{number} of %{date}, %{customer}: already billed by %{invoice}',
  create: 'Create invoices',
  confirm_title: 'Create the invoices?',
  confirm_content:
    '%{smart_count} draft invoice will be created and its DDTs marked as invoiced. |||| %{smart_count} draft invoices will be created and their DDTs marked as invoiced.',
  progress: 'Customers invoiced: %{done} of %{total}',
  stopped: 'Stopped: %{message}',
  made: '%{smart_count} draft invoice created |||| %{smart_count} draft invoices created',
  ddt_link: 'DDT %{number} of %{date}',
  made_item: '%{customer}: %{total}',
};

export type DeferredMessages = typeof deferred;
export default deferred;
