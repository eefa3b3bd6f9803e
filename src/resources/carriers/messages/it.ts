import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import generalRegs from '../../general-regs/messages/it';

/** The carriers' texts; their fields are the general registry's, named alike (`resources.carriers.*`), it. */
const messages: ResourceSection = {
  name: 'Vettore |||| Vettori',
  menu: 'Vettori',
  fields: generalRegs.fields,
  sections: { identity: 'Dati del vettore', address: 'Sede' },
  empty: 'Nessun vettore',
  invite: 'Aggiungi il primo vettore',
  message: {
    delete_title: 'Eliminare «%{recordRepresentation}»?',
    delete_content:
      'Il vettore verrà eliminato definitivamente. L’operazione non si può annullare.',
  },
  notifications: {
    created: 'Vettore creato',
    updated: 'Vettore salvato',
    deleted: 'Vettore eliminato',
  },
};

export default messages;
