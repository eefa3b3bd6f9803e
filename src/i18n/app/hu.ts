import type { AppMessages } from './en';
import enums from './enums/hu';
import { folderMessages } from './resourceMessages';
import documentsHu from './documents/hu';
import { withDocuments } from './documents';
import configuratorHu from './configurator/hu';
import { withConfigurator } from './configurator';
import shippingHu from './shipping/hu';
import { withShipping } from './shipping';
import dashboardsHu from './dashboards/hu';
import { withDashboards } from './dashboards';

/** Az alkalmazás üzenetei magyarul. */
const hu: AppMessages = {
  app: {
    name: 'Gestionale',
    beta: 'béta',
    loading: 'Betöltés…',
    menu: {
      label: 'Főmenü',
      dashboards: 'Irányítópult',
      dashboard_sales: 'Értékesítés',
      dashboard_orders: 'Rendelések',
      registry: 'Törzsadatok',
      registry_general: 'Általános törzsadatok',
      customers: 'Ügyfelek',
      articles: 'Cikkek',
      documents: 'Bizonylatok',
      sales_orders: 'Vevői rendelések',
      invoices: 'Számlák',
      credit_notes: 'Jóváíró számlák',
      debit_notes: 'Terhelési értesítők',
      shipping: 'Szállítás',
      shipping_lists: 'Szállítási listák',
    },
    labels: {
      dashboard: 'Irányítópult',
      home: 'Kezdőlap',
      documents: 'Bizonylatok',
      sales_orders: 'Vevői rendelések',
      registry: 'Törzsadatok',
      new_customer: 'Új ügyfél',
      add_new_customer: 'Új ügyfél hozzáadása',
      general_profile: 'Általános profil',
      general_info: 'Általános adatok',
      account_details: 'Fiókadatok',
      billing_details: 'Számlázási adatok',
      additional_info: 'További adatok',
    },
    company: {
      title: 'Válassza ki a céget',
      subtitle:
        'Üdvözöljük, %{name}! Melyik cégen szeretne dolgozni? A felső sávban bármikor válthat.',
      empty:
        'A fiókja még egyetlen céghez sincs hozzárendelve. Kérjük, forduljon egy rendszergazdához.',
      vat: 'Adószám: %{vat}',
      current: 'Jelenlegi',
      none: 'Nincs cég',
      switch: 'Cégváltás',
      selected: 'Mostantól ezen a cégen dolgozik: %{name}',
      changed_elsewhere:
        'Mostantól ezen a cégen dolgozik: %{name}. Az aktív céget egy másik lapon váltották át.',
      changed_elsewhere_left:
        'Mostantól ezen a cégen dolgozik: %{name}. Az aktív céget egy másik lapon váltották át. A megnyitott oldal az előző céghez tartozott, ezért mentés nélkül bezárult.',
    },
    login: {
      title: 'Bejelentkezés',
      subtitle: 'Adja meg e-mail-címét és jelszavát az ügyviteli rendszer megnyitásához.',
      email: 'E-mail',
      password: 'Jelszó',
      submit: 'Bejelentkezés',
      invalid_credentials: 'Hibás e-mail-cím vagy jelszó.',
      too_many: 'Túl sok sikertelen próbálkozás. Várjon egy kicsit, majd próbálja újra.',
      too_many_wait: 'Túl sok sikertelen próbálkozás. Próbálja újra %{seconds} másodperc múlva.',
      invalid_response: 'A szerver váratlan választ adott. Próbálja újra egy kis idő múlva.',
    },
    errors: {
      network: 'Hiba történt, kérjük, próbálja újra',
      no_company: 'Előbb válassza ki, melyik cégen szeretne dolgozni.',
      conflict_stale:
        'Ezt a rekordot időközben egy másik felhasználó módosította: töltse újra az oldalt a friss változat megtekintéséhez. Az Ön módosításai nem lettek elmentve.',
      conflict: 'A művelet az adatok jelenlegi állapotában nem hajtható végre.',
      too_large: 'A fájl vagy az elküldött adat túl nagy.',
      unsupported_type: 'Ez a fájltípus nem támogatott.',
      too_many_requests: 'Túl sok kérés. Várjon egy kicsit, majd próbálja újra.',
      too_many_requests_wait: 'Túl sok kérés. Próbálja újra %{seconds} másodperc múlva.',
      generic_title: 'Hiba történt!',
      generic_text: 'Váratlan hiba történt. Kérjük, próbálja újra később.',
      go_home: 'Vissza a kezdőlapra',
      retry: 'Újra',
      sign_in: 'Újra bejelentkezés',
      '401': {
        title: 'A munkamenet lejárt',
        text: 'A munkamenet véget ért, vagy nincs bejelentkezve. A folytatáshoz jelentkezzen be újra.',
      },
      '404': {
        title: 'Az oldal nem található',
        text: 'A keresett oldal nem létezik, vagy áthelyezték.',
      },
      '429': {
        title: 'Túl sok kérés',
        text: 'Rövid idő alatt túl sok kérést küldött. Várjon egy kicsit, majd próbálja újra.',
      },
      '500': {
        title: 'Kiszolgálóhiba',
        text: 'A kiszolgáló nem tudta teljesíteni a kérést. Próbálja újra néhány perc múlva.',
      },
    },
    pages: {
      dashboard_sales: 'Értékesítési irányítópult',
      dashboard_orders: 'Rendelési irányítópult',
      customers: 'Ügyfelek',
      customer_profile: 'Ügyféladatlap',
      articles: 'Cikkek',
      article_create: 'Új cikk',
      article_edit: 'Cikk szerkesztése',
      documents: {
        orders: 'Vevői rendelések',
        orders_edit: 'Vevői rendelés szerkesztése',
        orders_show: 'Vevői rendelés',
        invoices: 'Számlák',
        invoices_edit: 'Számla szerkesztése',
        invoices_show: 'Számla',
        credit_notes: 'Jóváíró számlák',
        credit_notes_edit: 'Jóváíró számla szerkesztése',
        credit_notes_show: 'Jóváíró számla',
        debit_notes: 'Terhelési értesítők',
        debit_notes_edit: 'Terhelési értesítő szerkesztése',
        debit_notes_show: 'Terhelési értesítő',
      },
      shipping_list: 'Szállítási listák',
      shipping_edit: 'Szállítási lista szerkesztése',
    },
    input: {
      no_options: 'Nincs találat',
    },
    list: {
      pagination: {
        label: 'Oldalak',
        rows_per_page: 'Sorok oldalanként',
        range: '%{from}–%{to} / %{total}',
        range_capped: '%{from}–%{to} / több mint %{total}',
        page: '%{page}. oldal',
        first: 'Első oldal',
        previous: 'Előző oldal',
        next: 'Következő oldal',
        last: 'Utolsó oldal',
      },
      table: {
        title: 'Táblázat',
        hover: 'A mutató alatti sor kiemelése',
        zebra: 'Váltakozó színű sorok',
        dense: 'Tömör sorok',
        sticky: 'A fejléc mindig látható',
      },
      export: {
        title: 'Exportálás',
        csv: 'CSV-fájl',
        xlsx: 'Excel-fájl (.xlsx)',
        done: '1 sor exportálva |||| %{smart_count} sor exportálva',
      },
      print: 'Nyomtatás',
    },
    settings: {
      title: 'Beállítások',
      switch_to_dark: 'Váltás sötét témára',
      switch_to_light: 'Váltás világos témára',
      language: 'Nyelv',
      mode: { title: 'Téma', light: 'Világos', dark: 'Sötét' },
      layout: { title: 'Elrendezés', 'main-layout': 'Felső sáv', sideblock: 'Oldalsó blokk' },
      card_skin: { title: 'Kártyák', 'shadow-sm': 'Árnyék', bordered: 'Keret' },
      primary_scheme: 'Fő szín',
      light_scheme: 'A világos téma színei',
      dark_scheme: 'A sötét téma színei',
      schemes: {
        accent: 'Indigó',
        emerald: 'Smaragd',
        amber: 'Borostyán',
        rose: 'Rózsa',
        neutral: 'Semleges',
        slate: 'Pala',
        stone: 'Kő',
        cinder: 'Hamu',
        navy: 'Tengerészkék',
        graphite: 'Grafit',
      },
      direction: { title: 'Írásirány', ltr: 'Balról jobbra', rtl: 'Jobbról balra' },
      notifications: {
        position: 'Értesítések helye',
        visible: 'Egyszerre látható értesítések',
        'top-right': 'Fent jobbra',
        'top-left': 'Fent balra',
        'top-center': 'Fent középen',
        'bottom-right': 'Lent jobbra',
        'bottom-left': 'Lent balra',
        'bottom-center': 'Lent középen',
      },
      reset: 'Alapértékek visszaállítása',
    },
  },
  resources: folderMessages(
    import.meta.glob('../../resources/*/messages/hu.ts', { eager: true, import: 'default' }),
  ),
  enums,
};

export default withDashboards(
  withShipping(withConfigurator(withDocuments(hu, documentsHu), configuratorHu), shippingHu),
  dashboardsHu,
);
