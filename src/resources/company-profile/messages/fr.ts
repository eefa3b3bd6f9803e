import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The company fiscal profile's texts (`resources.company-profile.*`), fr. */
const messages: ResourceSection = {
  name: 'Profil de l’entreprise',
  menu: 'Profil fiscal',
  group: 'Entreprise',
  title: 'Profil fiscal de l’entreprise',
  fields: {
    name: 'Raison sociale',
    vat_number: 'N° TVA',
    tax_code: 'Code fiscal',
    regime_fiscale: 'Régime fiscal',
    address: 'Adresse',
    zip: 'Code postal',
    city: 'Ville',
    province: 'Province',
    country: 'Pays',
    rea_office: 'Bureau REA (province)',
    rea_number: 'Numéro REA',
    share_capital: 'Capital social (€)',
    sole_shareholder: 'Associés',
    liquidation: 'État de liquidation',
    iban: 'IBAN',
    bank_name: 'Banque',
    phone: 'Téléphone',
    email: 'E-mail',
    pec: 'PEC',
    transmitter_country: 'Pays du transmetteur',
    transmitter_code: 'Code du transmetteur',
    series_invoice: 'Série des factures',
    series_deferred: 'Série des factures différées',
    series_credit_note: 'Série des avoirs',
    series_debit_note: 'Série des notes de débit',
  },
  sections: {
    identity: 'Données fiscales',
    address: 'Siège social',
    rea: 'Inscription au REA',
    bank: 'Paiements',
    contacts: 'Contacts',
    transmitter: 'Envoi au SDI',
    numbering: 'Numérotation (séries)',
  },
  choices: {
    SU: 'Associé unique',
    SM: 'Plusieurs associés',
    LN: 'Pas en liquidation',
    LS: 'En liquidation',
  },
  helpers: {
    rea: 'Pour les sociétés inscrites au registre du commerce : bureau et numéro vont ensemble.',
    iban: 'Imprimé sur les factures et les avoirs, pour le paiement par virement.',
    transmitter:
      'Laissez vide si l’entreprise envoie elle-même ses factures : son n° TVA est utilisé. Sinon indiquez le pays et le code fiscal de l’intermédiaire.',
    numbering:
      'Chaque série est numérotée sans trou, dans l’ordre des dates, par année : « 12/D/2026 » est la facture 12 de la série D. Vide : la numérotation principale (« 12/2026 »). Une série pour les factures différées permet de les dater dans le mois de leurs bons de livraison après l’émission de factures du mois suivant. Un code modifié vaut pour les documents émis ensuite.',
    who: 'Seul le titulaire de l’entreprise peut enregistrer des modifications du profil ; les autres rôles peuvent le consulter.',
  },
  notifications: { updated: 'Profil fiscal enregistré' },
};

export default messages;
