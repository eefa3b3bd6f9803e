import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The payment terms' texts (`resources.payment-terms.*`), it. */
const messages: ResourceSection = {
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
};

export default messages;
