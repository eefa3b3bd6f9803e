import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The payment terms' texts (`resources.payment-terms.*`), de. */
const messages: ResourceSection = {
  name: 'Zahlungsbedingung |||| Zahlungsbedingungen',
  menu: 'Zahlungsbedingungen',
  fields: {
    id: 'ID',
    code: 'Kürzel',
    description: 'Beschreibung',
    method: 'Zahlungsart',
    basis: 'Fristbeginn',
    days: 'Tage der Raten',
    notes: 'Notizen',
  },
  sections: { term: 'Bedingung', instalments: 'Raten' },
  days_help: 'Eine Zahl je Rate, durch Kommas getrennt: 30, 60, 90 (0 = sofort)',
  empty: 'Noch keine Zahlungsbedingungen',
  invite: 'Erste Zahlungsbedingung anlegen',
  message: {
    delete_title: '„%{recordRepresentation}“ löschen?',
    delete_content:
      'Die Zahlungsbedingung wird endgültig gelöscht. Das kann nicht rückgängig gemacht werden.',
  },
  notifications: {
    created: 'Zahlungsbedingung angelegt',
    updated: 'Zahlungsbedingung gespeichert',
    deleted: 'Zahlungsbedingung gelöscht',
  },
};

export default messages;
