import type { ResourceSection } from '../../../i18n/app/resourceMessages';

/** The bank accounts' texts (`resources.bank-accounts.*`), it. */
const messages: ResourceSection = {
  name: 'Conto bancario |||| Conti bancari',
  menu: 'Conti bancari',
  fields: {
    id: 'ID',
    name: 'Nome del conto',
    bank_name: 'Banca',
    iban: 'IBAN',
    bic: 'BIC',
    sia_code: 'Codice SIA',
    sepa_creditor_id: 'Identificativo creditore SEPA',
    notes: 'Note',
  },
  sections: {
    account: 'Conto',
    collections: 'Incassi: RiBa e addebiti diretti SEPA',
  },
  help: {
    iban: 'Il conto su cui arrivano i pagamenti (27 caratteri per un conto italiano)',
    bic: 'Serve per i bonifici e gli addebiti dall’estero',
    sia_code: 'Il codice di 5 caratteri che la banca assegna per presentare le RiBa',
    sepa_creditor_id:
      'IT, 2 cifre di controllo, ZZZ e il codice fiscale dell’azienda: serve per gli addebiti diretti SEPA',
  },
  empty: 'Nessun conto bancario',
  invite: 'Aggiungi il primo conto',
  message: {
    delete_title: 'Eliminare «%{recordRepresentation}»?',
    delete_content: 'Il conto verrà eliminato definitivamente. L’operazione non si può annullare.',
  },
  notifications: {
    created: 'Conto creato',
    updated: 'Conto salvato',
    deleted: 'Conto eliminato',
  },
};

export default messages;
