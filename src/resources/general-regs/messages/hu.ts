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
    is_person: 'Magánszemély',
    is_person_help:
      'A magánszemélynek utóneve, vezetékneve és adókódja van; a számlán „Vezetéknév Utónév”',
    first_name: 'Utónév',
    last_name: 'Vezetéknév',
    vat_number_help:
      'Az ország formátumában: Olaszországban 11 számjegy; külföldön előtaggal is (pl. DE 123456789)',
    sdi_code_help:
      '7 karakteres címzettkód; kód nélkül a számla a PEC-címre megy, PEC nélkül 0000000. Külföldi ügyfelek: XXXXXXX',
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
