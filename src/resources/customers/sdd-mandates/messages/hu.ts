import type { MandateMessages } from './en';

/** A customer's SEPA mandates, hu. */
const mandates: MandateMessages = {
  reference: 'Megbízás azonosítója',
  signature_date: 'Aláírva',
  scheme: 'Séma',
  schemes: {
    CORE: 'CORE (magánszemélyek és vállalkozások)',
    B2B: 'B2B (csak vállalkozások)',
  },
  recurrent: 'Ismétlődő',
  recurrent_yes: 'Ismétlődő',
  recurrent_no: 'Egyszeri',
  iban: 'Az adós IBAN-ja',
  bic: 'Az adós BIC-je',
  collections: 'Beszedések',
  empty:
    'Nincs SEPA megbízás: a beszedési köteg csak aláírt megbízással rendelkező ügyfelektől szedi be az MP19-MP21 részleteket.',
  delete_title: 'Törlöd a megbízást?',
  delete_content: 'A megbízás törlődik. Kötegben már használt megbízás nem törölhető.',
  saved: 'Megbízás mentve',
  deleted: 'Megbízás törölve',
  state: 'Állapot',
  revoked_on: 'Visszavonva: %{date}',
  revoke: 'Visszavonás',
  revoke_title: 'Visszavonja a(z) %{reference} megbízást?',
  revoke_content:
    'Mától a megbízással nem lehet beszedni: a SEPA-kötegek többé nem használják. A visszavonás nem vonható vissza.',
  revoked: 'Megbízás visszavonva',
};

export default mandates;
