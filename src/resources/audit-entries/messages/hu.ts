import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The audit trail's texts (`resources.audit-entries.*`), hu. */
const messages: ResourceSection = {
  name: 'Tevékenység |||| Tevékenységnapló',
  menu: 'Tevékenységnapló',
  history: 'Előzmények',
  empty: 'Nincs rögzített tevékenység',
  fields: {
    id: 'Azonosító',
    at: 'Mikor',
    user_email: 'Ki',
    ip: 'IP-cím',
    action: 'Művelet',
    resource: 'Erőforrás',
    record_id: 'Rekord azonosító',
    record: 'Érintett',
    label: 'Rekord',
    route: 'Hívás',
    changes: 'Módosított mezők',
    date_from: 'Ettől',
    date_to: 'Eddig',
  },
};

export default messages;
