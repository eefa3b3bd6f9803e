import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The bank accounts' texts (`resources.bank-accounts.*`), fr. */
const messages: ResourceSection = {
  name: 'Compte bancaire |||| Comptes bancaires',
  menu: 'Comptes bancaires',
  fields: {
    id: 'ID',
    name: 'Nom du compte',
    bank_name: 'Banque',
    iban: 'IBAN',
    bic: 'BIC',
    sia_code: 'Code SIA',
    sepa_creditor_id: 'Identifiant créancier SEPA',
    notes: 'Notes',
  },
  sections: {
    account: 'Compte',
    collections: 'Encaissements : RiBa et prélèvements SEPA',
  },
  help: {
    iban: 'Le compte où arrivent les paiements (27 caractères pour un compte italien)',
    bic: 'Nécessaire pour les virements et prélèvements depuis l’étranger',
    sia_code: 'Le code de 5 caractères que la banque attribue pour présenter les RiBa',
    sepa_creditor_id:
      'IT, 2 chiffres de contrôle, ZZZ et le code fiscal de l’entreprise : nécessaire pour les prélèvements SEPA',
  },
  empty: 'Aucun compte bancaire',
  invite: 'Ajouter le premier compte',
  message: {
    delete_title: 'Supprimer « %{recordRepresentation} » ?',
    delete_content: 'Le compte sera supprimé définitivement. Cette opération est irréversible.',
  },
  notifications: {
    created: 'Compte créé',
    updated: 'Compte enregistré',
    deleted: 'Compte supprimé',
  },
};

export default messages;
