import type { DocumentsKey } from './en';

const documentsFr: Record<DocumentsKey, string> = {
  'documents.transition':
    'Un document ne peut pas passer de « %{from} » à « %{to} » : il ne peut passer qu’à %{allowed}',
  'documents.status_from_payments':
    'Le statut de paiement suit les encaissements : enregistrez l’encaissement dans « Encaissements » (ou annulez-en un) au lieu de le changer',
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
  'documents.row_shipped_quantity':
    '%{quantity} de cette ligne figurent sur des listes d’expédition : sa quantité ne peut pas être inférieure',
  'documents.overdue_derived':
    '« En retard » ne se choisit pas à la main : un document est en retard quand il n’est pas payé et que sa première échéance est passée',
  'documents.row_already_invoiced':
    'Il ne reste rien à facturer de %{document} : la ligne %{row} (%{description}) est facturée par %{invoice}',
  'documents.left_to_deferred':
    'Ce qui reste à facturer de %{document} figure sur des bons de livraison confirmés, laissés à la facturation différée : choisissez de le facturer maintenant en citant les bons',
  'documents.nothing_to_invoice': '%{document} n’a aucune ligne à facturer',
  'documents.row_over_order':
    'Il reste %{left} à facturer de la ligne %{row} de %{order} (%{quantity} commandés, %{invoiced} facturés par %{invoice}) : une quantité supérieure la facturerait deux fois',
  'documents.row_invoiced_quantity':
    '%{quantity} de cette ligne sont facturés par %{invoice} : la quantité ne peut pas être inférieure',
  'documents.row_over_ordered':
    'La ligne %{row} de %{order} compte %{quantity} commandés : une facture ne peut pas en facturer davantage',
  'documents.vat_treatment':
    'La ligne %{line} a %{treatment}, qui ne s’applique pas à %{customer} (%{kind}) : utilise un taux de TVA ou l’une de ces natures : %{natures}',
  'documents.vat_treatment_zero':
    'La ligne %{line} a %{treatment}, qui ne s’applique pas à %{customer} (%{kind}) : ce client ne paie pas la TVA italienne, utilise 0 % avec l’une de ces natures : %{natures}',
  'documents.issue_late_immediate':
    '%{document} est en retard : datée du %{date}, elle devait être émise au plus tard le %{deadline}, 12 jours après l’opération (art. 21, al. 4, DPR 633/72). Elle peut être émise maintenant, mais le retard peut être sanctionné',
  'documents.issue_late_deferred':
    '%{document} est en retard : facture différée de bons de livraison du %{ddt}, elle devait être émise au plus tard le %{deadline}, le 15 du mois suivant les bons (art. 21, al. 4, let. a, DPR 633/72). Elle peut être émise maintenant, mais le retard peut être sanctionné',
  'documents.note_unlinked':
    '%{document} n’indique pas la facture qu’elle rectifie : choisis-la dans «Facture rectifiée», ou écris pourquoi elle ne rectifie pas une seule facture (p. ex. remise de fin d’année sur plusieurs factures)',
  'documents.expired_derived':
    '«Expiré» ne se choisit pas à la main : un devis est expiré quand il est en brouillon ou envoyé et que sa date de validité est passée. Pour le prolonger, change «Valable jusqu’au»',
  'documents.not_quote':
    '%{document} n’est pas un devis : seuls les devis deviennent des commandes',
  'documents.quote_refused':
    '%{document} a été refusé : rouvre-le (statut «Brouillon») avant de le transformer en commande',
  'documents.quote_converted':
    '%{document} est déjà devenu %{order} : un devis ne devient une commande qu’une fois',
};

export default documentsFr;
