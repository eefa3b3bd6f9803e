import type { StockMessages } from './en';

/** A raktár szövegei magyarul. */
const messages: StockMessages = {
  name: 'Készletmozgás |||| Készletmozgások',
  menu: 'Készletmozgások',
  valuation_menu: 'Készletértékelés',
  fields: {
    date: 'Dátum',
    article_id: 'Cikk',
    article: 'Cikk',
    description: 'Megnevezés',
    quantity: 'Mennyiség',
    counted: 'Számolt mennyiség',
    reason: 'Jogcím',
    note: 'Megjegyzés',
    document: 'Bizonylat',
    user: 'Rögzítette',
    date_from: 'Ettől',
    date_to: 'Eddig',
    all_reasons: 'Minden jogcím',
    shipping_list_id: 'Szállítólevél',
    reversed: 'Stornózva',
  },
  reasons: {
    ddt: 'Szállítólevél (kiadás)',
    return: 'Visszáru (bevét)',
    count: 'Leltár',
    damage: 'Sérülés',
    initial: 'Nyitókészlet',
    reversal: 'Stornó',
    other: 'Egyéb',
  },
  help: {
    quantity: 'Pozitív: bevét, negatív: kiadás (pl. -3)',
    counted: 'Ami a polcon van: a készlettől való eltérés kerül rögzítésre',
  },
  create: {
    title: 'Új készletkorrekció',
    button: 'Készlet korrekciója',
    created: 'Készletmozgás rögzítve',
  },
  ddt: 'Szállítólevél %{number}',
  reversed_by: 'stornózta: %{id}',
  reverse: {
    button: 'Stornó',
    title: 'Stornózza ezt a mozgást?',
    content:
      'Ma egy ellentétes mennyiségű mozgás kerül rögzítésre; ez a napló része marad. Egy mozgás csak egyszer stornózható.',
    done: 'Mozgás stornózva',
  },
  stock: {
    title: 'Raktár',
    stocked: 'Készleten nyilvántartva',
    stocked_help: 'Kikapcsolva szolgáltatásoknál és készlet nélküli cikkeknél: nincs mozgásuk',
    on_hand: 'Készlet',
    reserved: 'Lekötött',
    available: 'Elérhető',
    min_stock: 'Minimális készlet',
    cost: 'Egységköltség',
    below_min: 'Minimum alatt',
    not_stocked: 'Nincs készleten nyilvántartva',
    last_movements: 'Legutóbbi mozgások',
    no_movements: 'Még nincs mozgás',
    all_movements: 'A cikk összes mozgása',
    available_short: 'elérhető: %{quantity}',
  },
  valuation: {
    title: 'Készletértékelés',
    date: 'Nap végén',
    code: 'Cikkszám',
    description: 'Megnevezés',
    unit: 'Egység',
    quantity: 'Mennyiség',
    cost: 'Egységköltség',
    value: 'Érték',
    total: 'Összesen',
    not_valued: 'nincs költség',
    empty: 'Ezen a napon nincs készlet',
    csv: 'CSV letöltése',
    file: 'készletértékelés',
  },
  settings: {
    allow_negative: 'Negatív készlet engedélyezése',
    allow_negative_help:
      'Kikapcsolva: az a szállítólevél vagy kiadás, amely nulla alá vinné a cikket, elutasításra kerül',
  },
  import: {
    button: 'Készlet importálása',
    title: 'Készletszintek importálása',
    hint: 'Válasszon egy .csv vagy .xlsx fájlt a cikkszámmal és a polcon lévő mennyiséggel (Kód, Készlet; opcionálisan Dátum és Megjegyzés). Minden sor nyitókészlet-mozgással a fájl szerinti értékre állítja a cikk készletét. Először előnézetet lát: semmi sem kerül rögzítésre, amíg nem erősíti meg.',
    summary: {
      move: '%{smart_count} mozgatandó',
    },
    actions: {
      move: 'Mozgás',
    },
    columns: {
      quantity: 'Mozgás',
    },
    nothing: 'A fájl nem tartalmaz importálható készletet.',
    no_changes: 'A fájl készletei már megegyeznek a raktáréval: nincs mit importálni.',
    confirm: '%{smart_count} mozgás rögzítése |||| %{smart_count} mozgás rögzítése',
    done: '%{smart_count} mozgás rögzítve |||| %{smart_count} mozgás rögzítve',
  },
  empty: 'Nincsenek készletmozgások',
};

export default messages;
