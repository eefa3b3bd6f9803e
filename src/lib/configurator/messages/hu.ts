import type { ConfiguratorMessages } from './en';

/** A konfigurátor üzenetei magyarul. */
const configurator: ConfiguratorMessages = {
  definition: {
    title: 'Konfiguráció',
    intro_fixed:
      'Fix ár: a cikk ára plusz a választott lehetőségek felárai. Adja meg azokat az opciókat, amelyekkel egy bizonylatsor konfigurálható.',
    intro_formula: 'Számított ár: az alábbi képlet, plusz a választott lehetőségek felárai.',
    intro_table:
      'Táblázatos ár: az alábbi ártáblázat (mindkét méretnél a következő nagyobb), plusz a választott lehetőségek felárai.',
    options: 'Opciók',
    add_option: 'Opció hozzáadása',
    key: 'Kulcs',
    type: 'Típus',
    required: 'Kötelező',
    label_it: 'Felirat (olasz)',
    label_en: 'Felirat (angol)',
    label_de: 'Felirat (német)',
    label_fr: 'Felirat (francia)',
    label_hu: 'Felirat (magyar)',
    types: { number: 'Szám', choice: 'Választás', boolean: 'Igen/nem', text: 'Szöveg' },
    unit: 'Egység',
    min: 'Minimum',
    max: 'Maximum',
    step: 'Lépésköz',
    choices: 'Lehetőségek',
    add_choice: 'Lehetőség hozzáadása',
    choice_value: 'Érték',
    price_delta: 'Felár',
    formula: 'Árképlet',
    formula_hint: 'Nevek: %{names}. Függvények: %{functions}. Műveletek: + - * / ^ ( ).',
    table_rows: 'Sorok: opció',
    table_columns: 'Oszlopok: opció',
    breakpoints: 'Méretek (legfeljebb)',
    breakpoints_hint: 'Növekvő sorrendben, ; vagy szóköz választja el',
    prices: 'Ártáblázat',
    table_empty: 'Válassza ki a két méretet, és írja be a méretlépcsőket az árak kitöltéséhez.',
    preview: 'Ár előnézete',
    preview_hint: 'Próbáljon ki értékeket: az ár úgy számolódik, mint egy bizonylatsoron.',
    save: 'Konfiguráció mentése',
    saved: 'Konfiguráció mentve',
    invalid: 'A konfiguráció hibás: lásd a kiemelt mezőket.',
  },
  values: {
    unit_price: 'Egységár',
    no_price: 'Az ár még nem számítható ki.',
    min: 'min. %{value}',
    max: 'max. %{value}',
    step: 'lépés %{value}',
  },
  row: {
    configure: 'Konfigurálás',
    title: 'Konfigurálás: %{description}',
    saved: 'Sor konfigurálva: ár és összesítők frissítve',
  },
};

export default configurator;
