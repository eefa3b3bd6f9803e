import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The audit trail's texts (`resources.audit-entries.*`), fr. */
const messages: ResourceSection = {
  name: 'Activité |||| Journal d’activité',
  menu: 'Journal d’activité',
  history: 'Historique',
  empty: 'Aucune activité enregistrée',
  fields: {
    id: 'ID',
    at: 'Quand',
    user_email: 'Qui',
    ip: 'Adresse IP',
    action: 'Action',
    resource: 'Ressource',
    record_id: 'ID de l’enregistrement',
    record: 'Sur',
    label: 'Enregistrement',
    route: 'Appel',
    changes: 'Champs modifiés',
    date_from: 'Du',
    date_to: 'Au',
  },
};

export default messages;
