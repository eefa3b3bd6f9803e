import type { DeferredInvoicesKey } from './en';

const deferredInvoicesDe: Record<DeferredInvoicesKey, string> = {
  'deferred.period_too_long': 'Der Zeitraum darf höchstens %{months} Monate umfassen',
  'deferred.nothing_to_invoice':
    'Vom %{from} bis %{to} gibt es keinen bestätigten Lieferschein (DDT) zu fakturieren',
  'deferred.customer_nothing':
    '%{customer} hat vom %{from} bis %{to} keinen bestätigten Lieferschein (DDT) zu fakturieren',
  'deferred.already_invoiced':
    'Der Lieferschein (DDT) %{number}/%{year} von %{customer} ist bereits fakturiert: %{invoice}',
  'deferred.items_invoiced':
    'Lieferschein %{number}/%{year} von %{customer} hat nichts mehr zu fakturieren: Zeile %{row} von %{order} wird bereits mit %{invoice} berechnet',
};

export default deferredInvoicesDe;
