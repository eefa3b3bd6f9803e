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
    is_public_administration: 'Öffentliche Verwaltung',
    party_type: 'Kundenart',
    party_type_company: 'Unternehmen oder Freiberufler',
    party_type_person: 'Privatperson',
    party_type_public_administration: 'Öffentliche Verwaltung',
    pa_help:
      'Rechnungen im Format FPA12 an den Amtscode aus dem IPA-Verzeichnis (6 Zeichen), mit CIG und CUP; meist mit Zahlungsaufteilung',
    office_code: 'Amtscode (IPA)',
    office_code_help: 'Die 6 Zeichen des Amts, das die E-Rechnungen empfängt, aus indicepa.gov.it',
    is_person: 'Privatperson',
    is_person_help:
      'Eine Privatperson hat Vorname, Nachname und Steuernummer; auf Rechnungen „Nachname Vorname“',
    first_name: 'Vorname',
    last_name: 'Nachname',
    vat_number_help:
      'Im Format des Landes: 11 Ziffern für Italien; im Ausland auch mit Präfix (z. B. DE 123456789)',
    sdi_code_help:
      'Empfängercode mit 7 Zeichen; ohne Code geht die Rechnung an die PEC oder, ohne PEC, mit 0000000. Ausländische Kunden: XXXXXXX; San Marino: 2R4GTO8, wenn leer',
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
