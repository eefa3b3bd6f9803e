/**
 * The deferred invoicing's messages. Spread into the server catalogue of each
 * language (`../<lang>.ts`); English is the reference key set.
 */
const deferredInvoicesEn = {
  'deferred.period_too_long': 'The period may cover at most %{months} months',
  'deferred.nothing_to_invoice': 'There is no confirmed DDT to invoice from %{from} to %{to}',
  'deferred.customer_nothing': '%{customer} has no confirmed DDT to invoice from %{from} to %{to}',
  'deferred.already_invoiced':
    'DDT %{number}/%{year} of %{customer} is already invoiced: %{invoice}',
  'deferred.items_invoiced':
    'DDT %{number}/%{year} of %{customer} has nothing left to bill: row %{row} of %{order} is already billed by %{invoice}',
} as const;

export default deferredInvoicesEn;
export type DeferredInvoicesKey = keyof typeof deferredInvoicesEn;
