import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The general registry's texts (`resources.general-regs.*`), fr. */
const messages: ResourceSection = {
  name: 'Fiche |||| Fichier général',
  fields: {
    id: 'ID',
    name: 'Raison sociale',
    vat_number: 'N° de TVA',
    tax_code: 'Code fiscal',
    address: 'Adresse',
    zip: 'Code postal',
    city: 'Ville',
    province: 'Province',
    country: 'Pays',
    phone: 'Téléphone',
    email: 'E-mail',
    pec: 'PEC (e-mail certifié)',
    sdi_code: 'Code SDI',
    is_public_administration: 'Administration publique',
    party_type: 'Type de client',
    party_type_company: 'Entreprise ou professionnel',
    party_type_person: 'Particulier (personne physique)',
    party_type_public_administration: 'Administration publique',
    pa_help:
      'Factures au format FPA12 au code bureau de l’index IPA (6 caractères), avec CIG et CUP ; le plus souvent en paiement scindé',
    office_code: 'Code bureau (IPA)',
    office_code_help:
      'Les 6 caractères du bureau qui reçoit les factures électroniques, sur indicepa.gov.it',
    is_person: 'Particulier (personne physique)',
    is_person_help:
      'Un particulier a un prénom, un nom et un code fiscal ; les factures indiquent « Nom Prénom »',
    first_name: 'Prénom',
    last_name: 'Nom',
    vat_number_help:
      "Au format du pays : 11 chiffres pour l'Italie ; à l'étranger, le préfixe est accepté (ex. DE 123456789)",
    sdi_code_help:
      'Code destinataire de 7 caractères ; sans code, la facture va à la PEC ou, sans PEC, avec 0000000. Clients étrangers : XXXXXXX ; Saint-Marin : 2R4GTO8 si vide',
    notes: 'Notes',
  },
  sections: {
    identity: "Informations sur l'entreprise",
    address: 'Adresse',
    contacts: 'Contacts et facturation électronique',
    notes: 'Notes',
  },
  empty: 'Le fichier général est vide',
  invite: 'Ajouter la première fiche',
  message: {
    delete_title: 'Supprimer « %{recordRepresentation} » ?',
    delete_content: 'La fiche sera supprimée définitivement. Cette action est irréversible.',
  },
  notifications: {
    created: 'Fiche créée',
    updated: 'Fiche enregistrée',
    deleted: 'Fiche supprimée',
  },
};

export default messages;
