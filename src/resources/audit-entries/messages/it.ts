import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The audit trail's texts (`resources.audit-entries.*`), it. */
const messages: ResourceSection = {
  name: 'Attività |||| Registro attività',
  menu: 'Registro attività',
  history: 'Cronologia',
  empty: 'Nessuna attività registrata',
  fields: {
    id: 'ID',
    at: 'Quando',
    user_email: 'Chi',
    ip: 'Indirizzo IP',
    action: 'Azione',
    resource: 'Risorsa',
    record_id: 'ID record',
    record: 'Su',
    label: 'Record',
    route: 'Chiamata',
    changes: 'Campi modificati',
    date_from: 'Dal',
    date_to: 'Al',
  },
};

export default messages;
