import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The company fiscal profile's texts (`resources.company-profile.*`), de. */
const messages: ResourceSection = {
  name: 'Unternehmensprofil',
  menu: 'Steuerprofil',
  group: 'Unternehmen',
  title: 'Steuerprofil des Unternehmens',
  fields: {
    name: 'Firmenname',
    vat_number: 'USt-IdNr.',
    tax_code: 'Steuernummer',
    regime_fiscale: 'Steuerregelung',
    address: 'Adresse',
    zip: 'PLZ',
    city: 'Ort',
    province: 'Provinz',
    country: 'Land',
    rea_office: 'REA-Amt (Provinz)',
    rea_number: 'REA-Nummer',
    share_capital: 'Stammkapital (€)',
    sole_shareholder: 'Gesellschafter',
    liquidation: 'Liquidationsstatus',
    iban: 'IBAN',
    bank_name: 'Bank',
    phone: 'Telefon',
    email: 'E-Mail',
    pec: 'PEC',
    transmitter_country: 'Land des Übermittlers',
    transmitter_code: 'Code des Übermittlers',
    series_invoice: 'Nummernkreis Rechnungen',
    series_deferred: 'Nummernkreis Sammelrechnungen',
    series_credit_note: 'Nummernkreis Gutschriften',
    series_debit_note: 'Nummernkreis Belastungsanzeigen',
  },
  sections: {
    identity: 'Steuerdaten',
    address: 'Sitz',
    rea: 'REA-Eintragung',
    bank: 'Zahlungen',
    contacts: 'Kontakte',
    transmitter: 'Übermittlung an SDI',
    numbering: 'Nummerierung (Nummernkreise)',
  },
  choices: {
    SU: 'Alleingesellschafter',
    SM: 'Mehrere Gesellschafter',
    LN: 'Nicht in Liquidation',
    LS: 'In Liquidation',
  },
  helpers: {
    rea: 'Für im Handelsregister eingetragene Gesellschaften: Amt und Nummer gehören zusammen.',
    iban: 'Wird auf Rechnungen und Gutschriften für die Überweisung gedruckt.',
    transmitter:
      'Leer lassen, wenn das Unternehmen seine Rechnungen selbst sendet: dann gilt seine USt-IdNr. Sonst Land und Steuernummer des Vermittlers angeben.',
    numbering:
      'Jeder Nummernkreis wird lückenlos, in Datumsfolge und pro Jahr nummeriert: „12/D/2026“ ist Rechnung 12 des Kreises D. Leer: die Hauptnummerierung („12/2026“). Ein Kreis für Sammelrechnungen erlaubt, sie im Monat ihrer Lieferscheine zu datieren, nachdem schon Rechnungen des Folgemonats ausgestellt sind. Ein geänderter Code gilt für ab dann ausgestellte Belege.',
    who: 'Nur der Inhaber des Unternehmens darf Änderungen am Profil speichern; die anderen Rollen können es einsehen.',
  },
  notifications: { updated: 'Steuerprofil gespeichert' },
};

export default messages;
