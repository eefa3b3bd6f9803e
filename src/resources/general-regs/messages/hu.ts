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
    is_public_administration: 'Közigazgatási szerv',
    party_type: 'Ügyfél típusa',
    party_type_company: 'Vállalkozás vagy szakember',
    party_type_person: 'Magánszemély',
    party_type_public_administration: 'Közigazgatási szerv',
    pa_help:
      'FPA12 formátumú számlák az IPA-jegyzék hivatali kódjára (6 karakter), CIG- és CUP-kóddal; általában megosztott fizetéssel',
    office_code: 'Hivatali kód (IPA)',
    office_code_help: 'Az e-számlákat fogadó hivatal 6 karaktere az indicepa.gov.it oldalról',
    is_person: 'Magánszemély',
    is_person_help:
      'A magánszemélynek utóneve, vezetékneve és adókódja van; a számlán „Vezetéknév Utónév”',
    first_name: 'Utónév',
    last_name: 'Vezetéknév',
    vat_number_help:
      'Az ország formátumában: Olaszországban 11 számjegy; külföldön előtaggal is (pl. DE 123456789)',
    sdi_code_help:
      '7 karakteres címzettkód; kód nélkül a számla a PEC-címre megy, PEC nélkül 0000000. Külföldi ügyfelek: XXXXXXX; San Marino: üresen 2R4GTO8',
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
