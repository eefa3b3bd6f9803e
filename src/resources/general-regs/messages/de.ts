import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The general registry's texts (`resources.general-regs.*`), de. */
const messages: ResourceSection = {
  name: 'Stammdatensatz |||| Allgemeine Stammdaten',
  fields: {
    id: 'ID',
    name: 'Firmenname',
    vat_number: 'USt-IdNr.',
    tax_code: 'Steuernummer',
    address: 'Adresse',
    zip: 'PLZ',
    city: 'Ort',
    province: 'Provinz',
    country: 'Land',
    phone: 'Telefon',
    email: 'E-Mail',
    pec: 'PEC (zertifizierte E-Mail)',
    sdi_code: 'SDI-Code',
    notes: 'Notizen',
  },
  sections: {
    identity: 'Firmendaten',
    address: 'Adresse',
    contacts: 'Kontakt und E-Rechnung',
    notes: 'Notizen',
  },
  empty: 'Die allgemeinen Stammdaten sind leer',
  invite: 'Ersten Datensatz anlegen',
  message: {
    delete_title: '„%{recordRepresentation}“ löschen?',
    delete_content:
      'Der Stammdatensatz wird endgültig gelöscht. Dies kann nicht rückgängig gemacht werden.',
  },
  notifications: {
    created: 'Stammdatensatz angelegt',
    updated: 'Stammdatensatz gespeichert',
    deleted: 'Stammdatensatz gelöscht',
  },
};

export default messages;
