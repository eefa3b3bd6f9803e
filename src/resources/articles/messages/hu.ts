import type { ResourceSection } from '../../../i18n/app/resourceMessages';
import articleNames from '../../../../contract/messages/articleNames/hu';

/** The articles' texts (`resources.articles.*`), hu. */
const messages: ResourceSection = {
  name: 'Cikk |||| Cikkek',
  fields: articleNames.fields,
  sections: {
    identity: 'Cikk',
    pricing: 'Ár és ÁFA',
    price_lists: 'Árlisták',
    image: 'Kép',
  },
  image: {
    placeholder:
      'Húzzon ide egy PNG, JPEG, WebP vagy GIF képet (legfeljebb 5 MB), vagy kattintson a kiválasztáshoz',
    rejected: 'A fájl nem legfeljebb 5 MB-os PNG, JPEG, WebP vagy GIF kép',
  },
  helpers: {
    price: 'Legfeljebb 8 tizedesjegy, vesszővel (pl. 12,3456)',
  },
  price_lists: {
    list_name: 'Árlista',
    price: 'Ár',
    min_quantity: 'Minimális mennyiség',
    empty: 'Ehhez a cikkhez még nincs árlista.',
    delete_title: 'Törli a listaárat?',
    delete_content: 'Az ár kikerül az árlistából.',
    saved: 'Árlista mentve',
    deleted: 'Listaár törölve',
  },
  empty: 'Még nincsenek cikkek',
  invite: 'Első cikk hozzáadása',
  message: {
    delete_title: 'Törli: „%{recordRepresentation}”?',
    delete_content: 'A cikk véglegesen törlődik. A művelet nem vonható vissza.',
  },
  notifications: {
    created: 'Cikk létrehozva',
    updated: 'Cikk mentve',
    deleted: 'Cikk törölve',
  },
  import: {
    button: 'Importálás',
    title: 'Cikkek importálása',
    hint: 'Válasszon egy fejléces .csv vagy .xlsx fájlt (Kód, Leírás, Mértékegység, Ár, ÁFA…). Először előnézetet lát: semmi sem kerül mentésre, amíg nem erősíti meg.',
    summary: {
      create: '%{smart_count} létrehozandó',
      update: '%{smart_count} frissítendő',
    },
    actions: {
      create: 'Új',
      update: 'Frissítés',
    },
    nothing: 'A fájl nem tartalmaz importálható cikket.',
    no_changes: 'A fájl cikkei már így szerepelnek: nincs mit importálni.',
    confirm: '%{smart_count} cikk importálása |||| %{smart_count} cikk importálása',
    done: '%{smart_count} cikk importálva |||| %{smart_count} cikk importálva',
  },
};

export default messages;
