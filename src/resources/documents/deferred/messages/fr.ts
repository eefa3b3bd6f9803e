import type { DeferredMessages } from './en';

const deferred: DeferredMessages = {
  title: 'Facturation différée',
  intro:
    'Une facture brouillon par client et par mois à partir des bons de livraison confirmés et non encore facturés de la période ; chaque ligne cite son bon. À émettre au plus tard le 15 du mois suivant les bons.',
  from: 'Du',
  to: 'Au',
  customers: 'Clients',
  customers_help: 'Vide : tous les clients',
  preview: 'Aperçu',
  empty: 'Aucun bon de livraison (DDT) confirmé à facturer sur la période',
  to_make: '%{smart_count} facture à créer |||| %{smart_count} factures à créer',
  late: 'En retard : elle devait être émise au plus tard le %{deadline} (art. 21, al. 4, let. a, DPR 633/72)',
  ddt: 'n° %{number} du %{date}',
  columns: {
    customer: 'Client',
    invoice_date: 'Date de facture',
    deadline: 'À émettre avant le',
    ddts: 'Bons de livraison (DDT)',
    rows: 'Lignes',
    net_total: 'Base HT',
    total: 'Total',
    grand_total: 'Total de la période',
  },
  settled_title:
    '%{smart_count} bon de livraison de la période est déjà facturé par la facture de sa commande et ne sera pas facturé à nouveau |||| %{smart_count} bons de livraison de la période sont déjà facturés par les factures de leurs commandes et ne seront pas facturés à nouveau',
  settled_item: 'Bon %{number} du %{date}, %{customer} : déjà facturé par %{invoice}',
  create: 'Créer les factures',
  confirm_title: 'Créer les factures ?',
  confirm_content:
    '%{smart_count} facture brouillon sera créée et ses bons marqués comme facturés. |||| %{smart_count} factures brouillon seront créées et leurs bons marqués comme facturés.',
  progress: 'Clients facturés : %{done} sur %{total}',
  stopped: 'Interrompu : %{message}',
  made: '%{smart_count} facture brouillon créée |||| %{smart_count} factures brouillon créées',
  ddt_link: 'Bon de livraison %{number} du %{date}',
  made_item: '%{customer} : %{total}',
};

export default deferred;
