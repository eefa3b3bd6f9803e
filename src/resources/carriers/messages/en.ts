import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import generalRegs from '../../general-regs/messages/en';

/** The carriers' texts; their fields are the general registry's, named alike (`resources.carriers.*`), en. */
const messages: ResourceSection = {
  name: 'Carrier |||| Carriers',
  menu: 'Carriers',
  fields: generalRegs.fields,
  sections: { identity: 'Carrier details', address: 'Registered office' },
  empty: 'No carriers yet',
  invite: 'Add the first carrier',
  message: {
    delete_title: 'Delete “%{recordRepresentation}”?',
    delete_content: 'The carrier will be deleted for good. This cannot be undone.',
  },
  notifications: {
    created: 'Carrier created',
    updated: 'Carrier saved',
    deleted: 'Carrier deleted',
  },
};

export default messages;
