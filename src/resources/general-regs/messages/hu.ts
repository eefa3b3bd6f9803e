import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The general registry's texts (`resources.general-regs.*`), hu. */
const messages: ResourceSection = {
  name: 'Törzsadat |||| Általános törzsadatok',
  fields: {
    id: 'Azonosító',
    name: 'Cégnév',
    vat_number: 'Adószám',
    tax_code: 'Adóazonosító',
    address: 'Cím',
    zip: 'Irányítószám',
    city: 'Település',
    province: 'Megye',
    country: 'Ország',
    phone: 'Telefon',
    email: 'E-mail',
    pec: 'PEC (hitelesített e-mail)',
    sdi_code: 'SDI-kód',
    notes: 'Megjegyzés',
  },
  sections: {
    identity: 'Cégadatok',
    address: 'Cím',
    contacts: 'Elérhetőségek és e-számlázás',
    notes: 'Megjegyzés',
  },
  empty: 'Az általános törzsadatok listája üres',
  invite: 'Az első törzsadat felvétele',
  message: {
    delete_title: 'Törli ezt: „%{recordRepresentation}”?',
    delete_content: 'A törzsadat véglegesen törlődik. Ez a művelet nem vonható vissza.',
  },
  notifications: {
    created: 'Törzsadat létrehozva',
    updated: 'Törzsadat mentve',
    deleted: 'Törzsadat törölve',
  },
};

export default messages;
