import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The audit trail's texts (`resources.audit-entries.*`), de. */
const messages: ResourceSection = {
  name: 'Aktivität |||| Aktivitätsprotokoll',
  menu: 'Aktivitätsprotokoll',
  history: 'Verlauf',
  empty: 'Keine Aktivität erfasst',
  fields: {
    id: 'ID',
    at: 'Wann',
    user_email: 'Wer',
    ip: 'IP-Adresse',
    action: 'Aktion',
    resource: 'Ressource',
    record_id: 'Datensatz-ID',
    record: 'Betrifft',
    label: 'Datensatz',
    route: 'Aufruf',
    changes: 'Geänderte Felder',
    date_from: 'Von',
    date_to: 'Bis',
  },
};

export default messages;
