import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import generalRegs from '../../general-regs/messages/hu';

/** The carriers' texts; their fields are the general registry's, named alike (`resources.carriers.*`), hu. */
const messages: ResourceSection = {
  name: 'Fuvarozó |||| Fuvarozók',
  menu: 'Fuvarozók',
  fields: generalRegs.fields,
  sections: { identity: 'A fuvarozó adatai', address: 'Székhely' },
  empty: 'Még nincs fuvarozó',
  invite: 'Az első fuvarozó felvétele',
  message: {
    delete_title: 'Törlöd: „%{recordRepresentation}”?',
    delete_content: 'A fuvarozó véglegesen törlődik. A művelet nem vonható vissza.',
  },
  notifications: {
    created: 'Fuvarozó létrehozva',
    updated: 'Fuvarozó mentve',
    deleted: 'Fuvarozó törölve',
  },
};

export default messages;
