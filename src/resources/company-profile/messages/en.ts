import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The company fiscal profile's texts (`resources.company-profile.*`), en. */
const messages: ResourceSection = {
  name: 'Company profile',
  menu: 'Fiscal profile',
  group: 'Company',
  title: 'Company fiscal profile',
  fields: {
    name: 'Company name',
    vat_number: 'VAT number',
    tax_code: 'Tax code',
    regime_fiscale: 'Tax regime',
    address: 'Address',
    zip: 'Postcode',
    city: 'City',
    province: 'Province',
    country: 'Country',
    rea_office: 'REA office (province)',
    rea_number: 'REA number',
    share_capital: 'Share capital (€)',
    sole_shareholder: 'Shareholders',
    liquidation: 'Liquidation status',
    iban: 'IBAN',
    bank_name: 'Bank',
    phone: 'Phone',
    email: 'Email',
    pec: 'PEC',
    transmitter_country: 'Transmitter country',
    transmitter_code: 'Transmitter code',
    series_invoice: 'Invoice series',
    series_deferred: 'Deferred invoice series',
    series_credit_note: 'Credit note series',
    series_debit_note: 'Debit note series',
  },
  sections: {
    identity: 'Tax details',
    address: 'Registered office',
    rea: 'REA registration',
    bank: 'Payments',
    contacts: 'Contacts',
    transmitter: 'Sending to SDI',
    numbering: 'Numbering (series)',
  },
  choices: {
    SU: 'Sole shareholder',
    SM: 'Several shareholders',
    LN: 'Not in liquidation',
    LS: 'In liquidation',
  },
  helpers: {
    rea: 'For companies in the register of companies: office and number go together.',
    iban: 'Printed on invoices and notes, for payment by bank transfer.',
    transmitter:
      'Leave empty if the company sends its own invoices: its VAT number is used. Otherwise give the intermediary’s country and tax code.',
    numbering:
      'Each series is numbered without gaps, in date order, per year: “12/D/2026” is invoice 12 of series D. Empty: the main numbering (“12/2026”). A series for deferred invoices lets them be dated in their DDTs’ month after invoices of the next month are issued. A changed code applies to documents issued from then on.',
    who: "Only the company's owner may save changes to the profile; the other roles can consult it.",
  },
  notifications: { updated: 'Fiscal profile saved' },
};

export default messages;
