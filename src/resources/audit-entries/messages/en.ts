import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The audit trail's texts (`resources.audit-entries.*`), en. */
const messages: ResourceSection = {
  name: 'Activity |||| Activity log',
  menu: 'Activity log',
  history: 'History',
  empty: 'No activity recorded',
  fields: {
    id: 'ID',
    at: 'When',
    user_email: 'Who',
    ip: 'IP address',
    action: 'Action',
    resource: 'Resource',
    record_id: 'Record ID',
    record: 'On',
    label: 'Record',
    route: 'Call',
    changes: 'Fields changed',
    date_from: 'From',
    date_to: 'To',
  },
};

export default messages;
