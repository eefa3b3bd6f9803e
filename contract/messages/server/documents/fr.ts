import type { DocumentsKey } from './en';

const documentsFr: Record<DocumentsKey, string> = {
  'documents.transition':
    'Un document ne peut pas passer de « %{from} » à « %{to} » : il ne peut passer qu’à %{allowed}',
  'documents.transition_final':
    'Un document ne peut pas passer de « %{from} » à « %{to} » : ce statut est définitif',
  'documents.date_in_year':
    'La date doit rester en %{year} : le numéro %{number}/%{year} appartient à cette année',
  'documents.issued_locked':
    '%{document} est émis : il ne peut plus être modifié ni supprimé (seul son état de paiement peut changer). Pour le corriger, émettez un avoir',
  'documents.already_issued': '%{document} est déjà émis',
  'documents.not_issuable':
    '%{document} est une commande : seules les factures, les avoirs et les notes de débit sont émis',
  'documents.issue_no_rows':
    '%{document} n’a aucune ligne : ajoutez-en au moins une avant de l’émettre',
  'documents.issue_date_before':
    'La date ne peut pas être antérieure au %{date}, date de %{last} : les numéros doivent suivre les dates',
  'documents.issue_date_future': 'La date ne peut pas être postérieure à aujourd’hui (%{today})',
  'documents.invoice_draft': 'La facture est un brouillon : émettez-la avant d’en faire un avoir',
  'documents.referenced':
    '%{other} fait référence à %{document} : supprimez d’abord ce document-là',
  'documents.not_order':
    '%{document} n’est pas une commande : seules les commandes deviennent des factures',
  'documents.order_cancelled': '%{document} est annulée : elle ne peut pas être facturée',
  'documents.not_invoice':
    '%{document} n’est pas une facture : seules les factures reçoivent un avoir',
  'documents.already_invoiced': '%{document} a déjà été facturée avec %{invoice}',
  'documents.row_shipped_quantity':
    '%{quantity} de cette ligne figurent sur des listes d’expédition : sa quantité ne peut pas être inférieure',
  'documents.overdue_derived':
    '« En retard » ne se choisit pas à la main : un document est en retard quand il n’est pas payé et que sa première échéance est passée',
};

export default documentsFr;
