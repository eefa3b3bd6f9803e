import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import generalRegs from '../../general-regs/messages/de';

/** The carriers' texts; their fields are the general registry's, named alike (`resources.carriers.*`), de. */
const messages: ResourceSection = {
  name: 'Spediteur |||| Spediteure',
  menu: 'Spediteure',
  fields: generalRegs.fields,
  sections: { identity: 'Angaben zum Spediteur', address: 'Sitz' },
  empty: 'Noch keine Spediteure',
  invite: 'Ersten Spediteur anlegen',
  message: {
    delete_title: '„%{recordRepresentation}“ löschen?',
    delete_content:
      'Der Spediteur wird endgültig gelöscht. Das kann nicht rückgängig gemacht werden.',
  },
  notifications: {
    created: 'Spediteur angelegt',
    updated: 'Spediteur gespeichert',
    deleted: 'Spediteur gelöscht',
  },
};

export default messages;
