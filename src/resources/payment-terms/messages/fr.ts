import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The payment terms' texts (`resources.payment-terms.*`), fr. */
const messages: ResourceSection = {
  name: 'Condition de paiement |||| Conditions de paiement',
  menu: 'Paiements',
  fields: {
    id: 'ID',
    code: 'Code',
    description: 'Description',
    method: 'Mode de paiement',
    basis: 'Point de départ',
    days: 'Jours des échéances',
    notes: 'Notes',
  },
  sections: { term: 'Condition', instalments: 'Échéances' },
  days_help: 'Un nombre par échéance, séparés par des virgules : 30, 60, 90 (0 = à vue)',
  empty: 'Aucune condition de paiement',
  invite: 'Ajouter la première condition de paiement',
  message: {
    delete_title: 'Supprimer « %{recordRepresentation} » ?',
    delete_content: 'La condition de paiement sera supprimée définitivement. Action irréversible.',
  },
  notifications: {
    created: 'Condition de paiement créée',
    updated: 'Condition de paiement enregistrée',
    deleted: 'Condition de paiement supprimée',
  },
};

export default messages;
