import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The general registry's texts (`resources.general-regs.*`), en. */
const messages: ResourceSection = {
  name: 'Registry entry |||| General registry',
  fields: {
    id: 'ID',
    name: 'Company name',
    vat_number: 'VAT number',
    tax_code: 'Tax code',
    address: 'Address',
    zip: 'Postcode',
    city: 'City',
    province: 'Province',
    country: 'Country',
    phone: 'Phone',
    email: 'E-mail',
    pec: 'PEC (certified e-mail)',
    sdi_code: 'SDI code',
    is_public_administration: 'Public administration',
    party_type: 'Kind of customer',
    party_type_company: 'Business or professional',
    party_type_person: 'Private person',
    party_type_public_administration: 'Public administration',
    pa_help:
      'FPA12 invoices to the office code of the IPA index (6 characters), with CIG and CUP; usually under split payment',
    office_code: 'Office code (IPA)',
    office_code_help:
      'The 6 characters of the office that receives the e-invoices, from indicepa.gov.it',
    is_person: 'Private person',
    is_person_help:
      'A private person has first name, last name and tax code; invoices show “Last First”',
    first_name: 'First name',
    last_name: 'Last name',
    vat_number_help:
      'In the country format: 11 digits for Italy; abroad the prefix may be included (e.g. DE 123456789)',
    sdi_code_help:
      '7-character recipient code; without it the invoice goes to the PEC or, without PEC, with 0000000. Foreign customers: XXXXXXX; San Marino: 2R4GTO8 when empty',
    notes: 'Notes',
  },
  sections: {
    identity: 'Company details',
    address: 'Address',
    contacts: 'Contacts and e-invoicing',
    notes: 'Notes',
  },
  empty: 'The general registry is empty',
  invite: 'Add the first entry',
  message: {
    delete_title: 'Delete “%{recordRepresentation}”?',
    delete_content: 'The registry entry will be deleted for good. This cannot be undone.',
  },
  notifications: {
    created: 'Registry entry created',
    updated: 'Registry entry saved',
    deleted: 'Registry entry deleted',
  },
};

export default messages;
