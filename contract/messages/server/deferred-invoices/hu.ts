import type { DeferredInvoicesKey } from './en';

const deferredInvoicesHu: Record<DeferredInvoicesKey, string> = {
  'deferred.period_too_long': 'Az időszak legfeljebb %{months} hónap lehet',
  'deferred.nothing_to_invoice':
    '%{from} és %{to} között nincs számlázandó megerősített szállítólevél (DDT)',
  'deferred.customer_nothing':
    '%{customer}: %{from} és %{to} között nincs számlázandó megerősített szállítólevél (DDT)',
  'deferred.already_invoiced':
    '%{customer} %{number}/%{year} számú szállítólevele (DDT) már számlázva: %{invoice}',
  'deferred.items_invoiced':
    'A(z) %{number}/%{year} szállítólevélen (%{customer}) nincs több számlázandó: a(z) %{order} %{row}. sorát már számlázza: %{invoice}',
};

export default deferredInvoicesHu;
