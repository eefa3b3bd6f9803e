import type { ResourceMessages } from '../../i18n/app/resourceMessages';
import generalRegs from '../general-regs/messages';

/** The carriers' texts in the five languages (`resources.carriers.*`); their fields are the
 * general registry's, named alike. */
const messages: ResourceMessages = {
  it: {
    name: 'Vettore |||| Vettori',
    menu: 'Vettori',
    fields: generalRegs.it.fields,
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
  },
  en: {
    name: 'Carrier |||| Carriers',
    menu: 'Carriers',
    fields: generalRegs.en.fields,
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
  },
  de: {
    name: 'Spediteur |||| Spediteure',
    menu: 'Spediteure',
    fields: generalRegs.de.fields,
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
  },
  fr: {
    name: 'Transporteur |||| Transporteurs',
    menu: 'Transporteurs',
    fields: generalRegs.fr.fields,
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
  },
  hu: {
    name: 'Fuvarozó |||| Fuvarozók',
    menu: 'Fuvarozók',
    fields: generalRegs.hu.fields,
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
  },
};

export default messages;
