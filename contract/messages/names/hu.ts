import type { Names } from './it';

const hu: Names = {
  document_type: {
    order: 'Megrendelés',
    invoice: 'Számla',
    'credit-note': 'Jóváíró számla',
    'debit-note': 'Terhelési értesítő',
  },
  order_status: {
    to_confirm: 'Megerősítésre vár',
    confirmed: 'Megerősítve',
    waiting: 'Várakozik',
    in_progress: 'Folyamatban',
    ready: 'Kész',
    packed: 'Csomagolva',
    shipped: 'Kiszállítva',
    cancelled: 'Törölve',
  },
  line_status: {
    to_produce: 'Gyártandó',
    in_production: 'Gyártás alatt',
    ready: 'Kész',
    packed: 'Csomagolva',
    shipped: 'Kiszállítva',
    delivered: 'Kézbesítve',
  },
  payment_status: {
    to_pay: 'Fizetendő',
    paying: 'Fizetés alatt',
    paid: 'Kifizetve',
    overdue: 'Lejárt',
  },
  sdi_status: {
    to_send: 'Küldendő',
    sent: 'Elküldve',
    delivered: 'Kézbesítve',
    not_delivered: 'Nem kézbesíthető',
    rejected: 'Elutasítva (SDI)',
    accepted: 'Elfogadva',
    refused: 'Címzett elutasította',
  },
  sdi_receipt: {
    RC: 'kézbesítési nyugta',
    NS: 'elutasítási értesítés',
    MC: 'kézbesítés elmaradásáról szóló értesítés',
    NE: 'eredményértesítés',
    AT: 'továbbítási igazolás',
    DT: 'határidő-lejárati értesítés',
  },
  label_status: {
    to_print: 'Nyomtatandó',
    printed: 'Nyomtatva',
    applied: 'Felragasztva',
    voided: 'Érvénytelenítve',
  },
  shipping_list_status: {
    open: 'Nyitott',
    confirmed: 'Megerősítve',
  },
  buyer_kind: {
    it_business: 'Olasz vállalkozás',
    it_consumer: 'Olasz magánszemély',
    eu_business: 'Uniós vállalkozás közösségi adószámmal',
    eu_consumer: 'Uniós magánszemély',
    non_eu: 'EU-n kívüli ügyfél',
    san_marino: 'San Marinó-i ügyfél',
    public_administration: 'Közigazgatási szerv',
  },
  record: {
    letter_of_intent: 'Szándéknyilatkozat',
    article: 'Cikk',
    customer: 'Vevő',
    general_reg: 'Törzsadat',
    entry: 'Ez a rekord',
    company_profile: 'A cég adóügyi adatai',
    document: 'Bizonylat',
    shipping_list: 'Szállítási lista',
    configuration: 'Konfiguráció',
  },
};

export default hu;
