import type { DeferredInvoicesKey } from './en';

const deferredInvoicesFr: Record<DeferredInvoicesKey, string> = {
  'deferred.period_too_long': 'La période peut couvrir au plus %{months} mois',
  'deferred.nothing_to_invoice':
    'Aucun bon de livraison (DDT) confirmé à facturer du %{from} au %{to}',
  'deferred.customer_nothing':
    '%{customer} n’a aucun bon de livraison (DDT) confirmé à facturer du %{from} au %{to}',
  'deferred.already_invoiced':
    'Le bon de livraison (DDT) %{number}/%{year} de %{customer} est déjà facturé : %{invoice}',
  'deferred.items_invoiced':
    'Le bon de livraison %{number}/%{year} de %{customer} n’a plus rien à facturer : la ligne %{row} de %{order} est déjà facturée par %{invoice}',
};

export default deferredInvoicesFr;
