import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The bank accounts' texts (`resources.bank-accounts.*`), de. */
const messages: ResourceSection = {
  name: 'Bankkonto |||| Bankkonten',
  menu: 'Bankkonten',
  fields: {
    id: 'ID',
    name: 'Kontoname',
    bank_name: 'Bank',
    iban: 'IBAN',
    bic: 'BIC',
    sia_code: 'SIA-Code',
    sepa_creditor_id: 'SEPA-Gläubiger-ID',
    notes: 'Notizen',
  },
  sections: {
    account: 'Konto',
    collections: 'Inkasso: RiBa und SEPA-Lastschriften',
  },
  help: {
    iban: 'Das Konto, auf dem Zahlungen eingehen (27 Zeichen für ein italienisches Konto)',
    bic: 'Nötig für Überweisungen und Lastschriften aus dem Ausland',
    sia_code: 'Der 5-stellige Code, den die Bank für das Einreichen von RiBa vergibt',
    sepa_creditor_id:
      'IT, 2 Prüfziffern, ZZZ und die Steuernummer des Unternehmens: nötig für SEPA-Lastschriften',
  },
  empty: 'Noch keine Bankkonten',
  invite: 'Erstes Konto hinzufügen',
  message: {
    delete_title: '„%{recordRepresentation}“ löschen?',
    delete_content: 'Das Konto wird endgültig gelöscht. Das kann nicht rückgängig gemacht werden.',
  },
  notifications: {
    created: 'Konto angelegt',
    updated: 'Konto gespeichert',
    deleted: 'Konto gelöscht',
  },
};

export default messages;
