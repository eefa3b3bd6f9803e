import type { MandateMessages } from './en';

/** A customer's SEPA mandates, it. */
const mandates: MandateMessages = {
  reference: 'Riferimento mandato',
  signature_date: 'Firmato il',
  scheme: 'Schema',
  schemes: {
    CORE: 'CORE (consumatori e imprese)',
    B2B: 'B2B (solo imprese)',
  },
  recurrent: 'Ricorrente',
  recurrent_yes: 'Ricorrente',
  recurrent_no: 'Singolo addebito',
  iban: 'IBAN del debitore',
  bic: 'BIC del debitore',
  collections: 'Addebiti',
  empty:
    'Nessun mandato SEPA: una distinta di addebiti diretti incassa le scadenze MP19-MP21 solo dai clienti con un mandato firmato.',
  delete_title: 'Eliminare il mandato?',
  delete_content:
    'Il mandato verrà eliminato. Non si può eliminare un mandato già usato in una distinta.',
  saved: 'Mandato salvato',
  deleted: 'Mandato eliminato',
  state: 'Stato',
  revoked_on: 'Revocato il %{date}',
  revoke: 'Revoca',
  revoke_title: 'Revocare il mandato %{reference}?',
  revoke_content:
    'Da oggi il mandato non addebita più: le distinte SEPA non incasseranno più con esso. La revoca non si annulla.',
  revoked: 'Mandato revocato',
};

export default mandates;
