import type { ResourceMessages } from '../../i18n/app/resourceMessages';

/** The payment terms' texts in the five languages (`resources.payment-terms.*`). */
const messages: ResourceMessages = {
  it: {
    name: 'Condizione di pagamento |||| Condizioni di pagamento',
    menu: 'Pagamenti',
    fields: {
      id: 'ID',
      code: 'Codice',
      description: 'Descrizione',
      method: 'Modalità di pagamento',
      basis: 'Decorrenza',
      days: 'Giorni delle scadenze',
      notes: 'Note',
    },
    sections: { term: 'Condizione', instalments: 'Scadenze' },
    days_help: 'Un numero per scadenza, separati da virgole: 30, 60, 90 (0 = a vista)',
    empty: 'Nessuna condizione di pagamento',
    invite: 'Aggiungi la prima condizione di pagamento',
    message: {
      delete_title: 'Eliminare «%{recordRepresentation}»?',
      delete_content:
        'La condizione di pagamento verrà eliminata definitivamente. L’operazione non si può annullare.',
    },
    notifications: {
      created: 'Condizione di pagamento creata',
      updated: 'Condizione di pagamento salvata',
      deleted: 'Condizione di pagamento eliminata',
    },
  },
  en: {
    name: 'Payment term |||| Payment terms',
    menu: 'Payment terms',
    fields: {
      id: 'ID',
      code: 'Code',
      description: 'Description',
      method: 'Payment method',
      basis: 'Counted from',
      days: 'Days of the instalments',
      notes: 'Notes',
    },
    sections: { term: 'Term', instalments: 'Instalments' },
    days_help: 'One number per instalment, separated by commas: 30, 60, 90 (0 = on sight)',
    empty: 'No payment terms yet',
    invite: 'Add the first payment term',
    message: {
      delete_title: 'Delete “%{recordRepresentation}”?',
      delete_content: 'The payment term will be deleted for good. This cannot be undone.',
    },
    notifications: {
      created: 'Payment term created',
      updated: 'Payment term saved',
      deleted: 'Payment term deleted',
    },
  },
  de: {
    name: 'Zahlungsbedingung |||| Zahlungsbedingungen',
    menu: 'Zahlungsbedingungen',
    fields: {
      id: 'ID',
      code: 'Kürzel',
      description: 'Beschreibung',
      method: 'Zahlungsart',
      basis: 'Fristbeginn',
      days: 'Tage der Raten',
      notes: 'Notizen',
    },
    sections: { term: 'Bedingung', instalments: 'Raten' },
    days_help: 'Eine Zahl je Rate, durch Kommas getrennt: 30, 60, 90 (0 = sofort)',
    empty: 'Noch keine Zahlungsbedingungen',
    invite: 'Erste Zahlungsbedingung anlegen',
    message: {
      delete_title: '„%{recordRepresentation}“ löschen?',
      delete_content:
        'Die Zahlungsbedingung wird endgültig gelöscht. Das kann nicht rückgängig gemacht werden.',
    },
    notifications: {
      created: 'Zahlungsbedingung angelegt',
      updated: 'Zahlungsbedingung gespeichert',
      deleted: 'Zahlungsbedingung gelöscht',
    },
  },
  fr: {
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
      delete_content:
        'La condition de paiement sera supprimée définitivement. Action irréversible.',
    },
    notifications: {
      created: 'Condition de paiement créée',
      updated: 'Condition de paiement enregistrée',
      deleted: 'Condition de paiement supprimée',
    },
  },
  hu: {
    name: 'Fizetési feltétel |||| Fizetési feltételek',
    menu: 'Fizetési feltételek',
    fields: {
      id: 'Azonosító',
      code: 'Kód',
      description: 'Leírás',
      method: 'Fizetési mód',
      basis: 'Határidő kezdete',
      days: 'Részletek napjai',
      notes: 'Megjegyzés',
    },
    sections: { term: 'Feltétel', instalments: 'Részletek' },
    days_help: 'Részletenként egy szám, vesszővel elválasztva: 30, 60, 90 (0 = azonnal)',
    empty: 'Még nincs fizetési feltétel',
    invite: 'Az első fizetési feltétel felvétele',
    message: {
      delete_title: 'Törlöd: „%{recordRepresentation}”?',
      delete_content: 'A fizetési feltétel véglegesen törlődik. A művelet nem vonható vissza.',
    },
    notifications: {
      created: 'Fizetési feltétel létrehozva',
      updated: 'Fizetési feltétel mentve',
      deleted: 'Fizetési feltétel törölve',
    },
  },
};

export default messages;
