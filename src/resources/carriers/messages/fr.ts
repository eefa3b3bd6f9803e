import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import generalRegs from '../../general-regs/messages/fr';

/** The carriers' texts; their fields are the general registry's, named alike (`resources.carriers.*`), fr. */
const messages: ResourceSection = {
  name: 'Transporteur |||| Transporteurs',
  menu: 'Transporteurs',
  fields: generalRegs.fields,
  sections: { identity: 'Données du transporteur', address: 'Siège' },
  empty: 'Aucun transporteur',
  invite: 'Ajouter le premier transporteur',
  message: {
    delete_title: 'Supprimer « %{recordRepresentation} » ?',
    delete_content: 'Le transporteur sera supprimé définitivement. Action irréversible.',
  },
  notifications: {
    created: 'Transporteur créé',
    updated: 'Transporteur enregistré',
    deleted: 'Transporteur supprimé',
  },
};

export default messages;
