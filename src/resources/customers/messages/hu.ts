import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import letters from '../letters-of-intent/messages/hu';
import mandates from '../sdd-mandates/messages/hu';
import statement from '../statement/messages/hu';
import reminders from '../reminders/messages/hu';

/** The customers' texts (`resources.customers.*`), hu. */
const messages: ResourceSection = {
  name: 'Ügyfél |||| Ügyfelek',
  fields: {
    registry_code: 'Nyilvántartási kód',
    credit_limit: 'Hitelkeret',
    payment_terms: 'Fizetési feltételek',
    language: 'Dokumentumok nyelve',
    split_payment: 'Megosztott fizetés (17-ter. cikk)',
    split_payment_help:
      'A számlák áfáját az ügyfél fizeti be az államkincstárba: a határidők és a befizetések áfa nélküliek',
    iban: 'IBAN',
    bank_abi: 'Bank ABI kódja (RiBa)',
    bank_cab: 'Bank CAB kódja (RiBa)',
    bank_help: 'RiBa-hoz, ha a bank nem az IBAN-é (egyenként 5 számjegy)',
    phone: 'Telefon',
    email: 'E-mail',
    references: 'Kapcsolattartók',
    notes: 'Megjegyzések',
    existing_general: 'Meglévő általános nyilvántartási tétel',
    existing_general_help: 'Hagyja üresen, ha az alábbi adatokkal új tételt szeretne létrehozni',
    phone_override: 'Csak ennek az ügyfélnek a telefonszáma',
    email_override: 'Csak ennek az ügyfélnek az e-mail-címe',
    override_help: 'Ha üres, a bizonylatok és PDF-ek a törzsadat értékét használják',
  },
  letters,
  mandates,
  statement,
  reminders,
  buyer_kind: {
    label: 'Ügyféltípus az ÁFA szempontjából: %{kind}',
    zero: 'Az új sorok 0 % %{nature} kezelést kapnak: %{reference}',
    article: 'Az új sorok a cikk ÁFA-kulcsát kapják',
  },
  tabs: {
    prices: 'Árlista',
    articles: 'Ügyfél cikkei',
    destinations: 'Szállítási címek',
    letters: 'Szándéknyilatkozatok',
    mandates: 'SEPA megbízások',
    statement: 'Folyószámla',
    reminders: 'Felszólítások',
  },
  prices: {
    article: 'Cikk',
    price: 'Ár',
    min_quantity: 'Minimális mennyiség',
    valid_from: 'Érvényes ettől',
    valid_to: 'Érvényes eddig',
    empty: 'Még nincs egyedi ár ennél az ügyfélnél.',
    delete_title: 'Törli az árat?',
    delete_content: 'Az ár kikerül az ügyfél árlistájából.',
    saved: 'Ár mentve',
    deleted: 'Ár törölve',
  },
  articles: {
    article: 'Cikk',
    customer_code: 'Ügyfél cikkszáma',
    description: 'Ügyfél megnevezése',
    empty: 'Még nincs ügyfél-cikkszám.',
    delete_title: 'Törli az ügyfél cikkszámát?',
    delete_content: 'Az ügyfél cikkszáma és megnevezése ehhez a cikkhez törlődik.',
    saved: 'Ügyfélcikk mentve',
    deleted: 'Ügyfélcikk törölve',
  },
  destinations: {
    name: 'Szállítási cím neve',
    notes: 'Szállítási megjegyzés',
    empty: 'Nincs szállítási cím: az áru a számlázási címre megy.',
    delete_title: 'Törli a szállítási címet?',
    delete_content:
      'A szállítási cím törlődik. Amíg rendelés vagy szállítólevél hivatkozik rá, nem törölhető.',
    saved: 'Szállítási cím mentve',
    deleted: 'Szállítási cím törölve',
  },
  empty: 'Még nincsenek ügyfelek',
  invite: 'Új ügyfél hozzáadása',
  message: {
    delete_title: 'Törli a(z) „%{recordRepresentation}” ügyfelet?',
    delete_content:
      'Az ügyfél az árlistájával együtt törlődik; az általános nyilvántartási tétel megmarad. A művelet nem vonható vissza.',
  },
  notifications: {
    created: 'Ügyfél létrehozva',
    updated: 'Ügyfél mentve',
    deleted: 'Ügyfél törölve',
  },
};

export default messages;
