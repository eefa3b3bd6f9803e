import type { Names } from './it';

const fr: Names = {
  document_type: {
    order: 'Commande',
    invoice: 'Facture',
    'credit-note': 'Avoir',
    'debit-note': 'Note de débit',
  },
  order_status: {
    to_confirm: 'À confirmer',
    confirmed: 'Confirmée',
    waiting: 'En attente',
    in_progress: 'En cours',
    ready: 'Prête',
    packed: 'Emballée',
    shipped: 'Expédiée',
    cancelled: 'Annulée',
  },
  line_status: {
    to_produce: 'À produire',
    in_production: 'En production',
    ready: 'Prête',
    packed: 'Emballée',
    shipped: 'Expédiée',
    delivered: 'Livrée',
  },
  payment_status: {
    to_pay: 'À payer',
    paying: 'Paiement en cours',
    paid: 'Payée',
    overdue: 'En retard',
  },
  sdi_status: {
    to_send: 'À envoyer',
    sent: 'Envoyée',
    delivered: 'Remise',
    not_delivered: 'Non remise',
    rejected: 'Rejetée',
    accepted: 'Acceptée',
    refused: 'Refusée',
  },
  sdi_receipt: {
    RC: 'reçu de remise',
    NS: 'notification de rejet',
    MC: 'notification de non-remise',
    NE: 'notification de résultat',
    AT: 'attestation de transmission',
    DT: 'notification d’expiration du délai',
  },
  label_status: {
    to_print: 'À imprimer',
    printed: 'Imprimée',
    applied: 'Apposée',
    voided: 'Annulée',
  },
  shipping_list_status: {
    open: 'Ouverte',
    confirmed: 'Confirmée',
  },
  buyer_kind: {
    it_business: 'Entreprise italienne',
    it_consumer: 'Particulier italien',
    eu_business: 'Entreprise UE avec n° de TVA',
    eu_consumer: 'Particulier UE',
    non_eu: 'Client hors UE',
    san_marino: 'Client de Saint-Marin',
    public_administration: 'Administration publique',
  },
  record: {
    letter_of_intent: 'Lettre d’intention',
    article: 'Article',
    customer: 'Client',
    general_reg: 'Fiche du registre',
    entry: 'Cet enregistrement',
    company_profile: 'Profil fiscal de l’entreprise',
    document: 'Document',
    shipping_list: "Liste d'expédition",
    configuration: 'Configuration',
  },
};

export default fr;
