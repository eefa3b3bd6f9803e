import type { DeferredInvoicesKey } from './en';

const deferredInvoicesIt: Record<DeferredInvoicesKey, string> = {
  'deferred.period_too_long': 'Il periodo può coprire al massimo %{months} mesi',
  'deferred.nothing_to_invoice': 'Non ci sono DDT confermati da fatturare dal %{from} al %{to}',
  'deferred.customer_nothing':
    '%{customer} non ha DDT confermati da fatturare dal %{from} al %{to}',
  'deferred.already_invoiced':
    'Il DDT %{number}/%{year} di %{customer} è già fatturato: %{invoice}',
  'deferred.items_invoiced':
    'Il DDT %{number}/%{year} di %{customer} non ha nulla da fatturare: la riga %{row} di %{order} è già fatturata con %{invoice}',
};

export default deferredInvoicesIt;
