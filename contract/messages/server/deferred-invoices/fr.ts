import type { DeferredInvoicesKey } from './en';

const deferredInvoicesFr: Record<DeferredInvoicesKey, string> = {
  'deferred.period_too_long': 'La période peut couvrir au plus %{months} mois',
  'deferred.nothing_to_invoice':
    'Aucun bon de livraison (DDT) confirmé à facturer du %{from} au %{to}',
  'deferred.customer_nothing':
    '%{customer} n’a aucun bon de livraison (DDT) confirmé à facturer du %{from} au %{to}',
  'deferred.already_invoiced':
    'Le bon de livraison (DDT) %{number}/%{year} de %{customer} est déjà facturé : %{invoice}',
};

export default deferredInvoicesFr;
