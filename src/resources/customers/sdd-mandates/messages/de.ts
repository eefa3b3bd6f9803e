import type { MandateMessages } from './en';

/** A customer's SEPA mandates, de. */
const mandates: MandateMessages = {
  reference: 'Mandatsreferenz',
  signature_date: 'Unterschrieben am',
  scheme: 'Verfahren',
  schemes: {
    CORE: 'CORE (Verbraucher und Unternehmen)',
    B2B: 'B2B (nur Unternehmen)',
  },
  recurrent: 'Wiederkehrend',
  recurrent_yes: 'Wiederkehrend',
  recurrent_no: 'Einmalig',
  iban: 'IBAN des Schuldners',
  bic: 'BIC des Schuldners',
  collections: 'Einzüge',
  empty:
    'Kein SEPA-Mandat: Eine Lastschrift-Einreichung zieht MP19-MP21-Fälligkeiten nur bei Kunden mit unterschriebenem Mandat ein.',
  delete_title: 'Mandat löschen?',
  delete_content:
    'Das Mandat wird gelöscht. Ein bereits eingezogenes Mandat kann nicht gelöscht werden.',
  saved: 'Mandat gespeichert',
  deleted: 'Mandat gelöscht',
  state: 'Status',
  revoked_on: 'Widerrufen am %{date}',
  revoke: 'Widerrufen',
  revoke_title: 'Mandat %{reference} widerrufen?',
  revoke_content:
    'Ab heute zieht das Mandat nichts mehr ein: SEPA-Einreichungen nutzen es nicht mehr. Ein Widerruf lässt sich nicht rückgängig machen.',
  revoked: 'Mandat widerrufen',
};

export default mandates;
