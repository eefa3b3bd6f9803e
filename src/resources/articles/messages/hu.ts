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
    choose: 'Fájl kiválasztása',
    working: 'Folyamat',
    checking: 'A fájl ellenőrzése folyamatban…',
    importing: 'Importálás folyamatban…',
    summary: {
      label: 'Összesítés',
      create: '%{smart_count} létrehozandó',
      update: '%{smart_count} frissítendő',
      unchanged: '%{smart_count} változatlan |||| %{smart_count} változatlan',
      errors: '%{smart_count} hibás',
    },
    partial: '%{total} sorból %{shown} látható.',
    table: 'A fájl sorai',
    columns: {
      line: 'Sor',
      code: 'Kód',
      action: 'Művelet',
      errors: 'Hibák',
    },
    actions: {
      create: 'Új',
      update: 'Frissítés',
      unchanged: 'Változatlan',
      error: 'Hiba',
    },
    has_errors:
      'Javítsa a hibás sorokat a fájlban, és töltse fel újra: amíg vannak hibák, semmi sem kerül importálásra',
    nothing: 'A fájl nem tartalmaz importálható cikket.',
    no_changes: 'A fájl cikkei már így szerepelnek: nincs mit importálni.',
    confirm: '%{smart_count} cikk importálása |||| %{smart_count} cikk importálása',
    done: '%{smart_count} cikk importálva |||| %{smart_count} cikk importálva',
    errors: {
      rows: 'A fájl néhány sora hibás: semmi sem lett importálva. Javítsa a fájlt, és töltse fel újra.',
      too_large: 'A fájl túl nagy: a korlát 20 MB.',
      unsupported: 'A fájl nem táblázat: töltsön fel egy .csv vagy .xlsx fájlt.',
      generic: 'A fájlt nem sikerült beolvasni. Próbálja újra.',
    },
  },
};

export default messages;
