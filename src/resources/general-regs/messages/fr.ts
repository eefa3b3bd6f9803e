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
