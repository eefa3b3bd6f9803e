import type { TranslationMessages } from 'react-admin';

/**
 * react-admin UI messages in Hungarian (there is no ra-language-hungarian package).
 *
 * Plurals: Hungarian has two forms (`1 |||| n`, 0 taking the second
 * form), so `||||` is used where the sentence differs between one and many. Hungarian uses
 * the singular noun after a numeral ("5 elem"), so both forms often look alike.
 *
 * `%{...}` values are never followed by a suffix (it would depend on vowel harmony); they
 * are placed before a colon, inside parentheses or before a postposition instead.
 */
const messages: TranslationMessages = {
  ra: {
    action: {
      add_filter: 'Szűrő hozzáadása',
      add: 'Hozzáadás',
      back: 'Vissza',
      bulk_actions: '1 elem kijelölve |||| %{smart_count} elem kijelölve',
      cancel: 'Mégse',
      clear_array_input: 'Lista kiürítése',
      clear_input_value: 'Érték törlése',
      clone: 'Duplikálás',
      confirm: 'Megerősítés',
      create: 'Létrehozás',
      create_item: 'Létrehozás: %{item}',
      delete: 'Törlés',
      edit: 'Szerkesztés',
      export: 'Exportálás',
      list: 'Lista',
      refresh: 'Frissítés',
      remove_filter: 'Szűrő eltávolítása',
      remove_all_filters: 'Összes szűrő eltávolítása',
      remove: 'Eltávolítás',
      reset: 'Visszaállítás',
      save: 'Mentés',
      search: 'Keresés',
      search_columns: 'Oszlopok keresése',
      select_all: 'Összes kijelölése',
      select_all_button: 'Összes kijelölése',
      select_row: 'Sor kijelölése',
      show: 'Megtekintés',
      sort: 'Rendezés',
      undo: 'Visszavonás',
      unselect: 'Kijelölés megszüntetése',
      expand: 'Kibontás',
      close: 'Bezárás',
      open_menu: 'Menü megnyitása',
      close_menu: 'Menü bezárása',
      update: 'Módosítás',
      move_up: 'Mozgatás felfelé',
      move_down: 'Mozgatás lefelé',
      open: 'Megnyitás',
      toggle_theme: 'Világos/sötét mód váltása',
      select_columns: 'Oszlopok',
      update_application: 'Alkalmazás újratöltése',
    },
    boolean: {
      true: 'Igen',
      false: 'Nem',
      null: ' ',
    },
    page: {
      create: '%{name} létrehozása',
      dashboard: 'Irányítópult',
      edit: '%{name} %{recordRepresentation}',
      error: 'Hiba történt',
      list: '%{name}',
      loading: 'Betöltés',
      not_found: 'Nem található',
      show: '%{name} %{recordRepresentation}',
      empty: '%{name}: még nincs egyetlen elem sem.',
      invite: 'Szeretne létrehozni egyet?',
      access_denied: 'Hozzáférés megtagadva',
      authentication_error: 'Hitelesítési hiba',
    },
    input: {
      file: {
        upload_several:
          'Húzza ide a feltöltendő fájlokat, vagy kattintson ide, és válasszon ki egyet.',
        upload_single: 'Húzza ide a feltöltendő fájlt, vagy kattintson ide a kiválasztásához.',
      },
      image: {
        upload_several:
          'Húzza ide a feltöltendő képeket, vagy kattintson ide, és válasszon ki egyet.',
        upload_single: 'Húzza ide a feltöltendő képet, vagy kattintson ide a kiválasztásához.',
      },
      references: {
        all_missing: 'A hivatkozott adatok nem találhatók.',
        many_missing: 'A kapcsolódó hivatkozások közül legalább egy már nem érhető el.',
        single_missing: 'A kapcsolódó hivatkozás már nem érhető el.',
      },
      password: {
        toggle_visible: 'Jelszó elrejtése',
        toggle_hidden: 'Jelszó megjelenítése',
      },
    },
    message: {
      about: 'Névjegy',
      access_denied: 'Nincs jogosultsága az oldal megtekintéséhez',
      are_you_sure: 'Biztos benne?',
      authentication_error:
        'A hitelesítési szerver hibát jelzett, ezért a hitelesítő adatait nem sikerült ellenőrizni.',
      auth_error: 'Hiba történt a hitelesítési token ellenőrzése közben.',
      bulk_delete_content:
        'Biztosan törölni szeretné ezt az elemet? |||| Biztosan törölni szeretné a kijelölt %{smart_count} elemet?',
      bulk_delete_title: 'Törlés: %{name} |||| Törlés: %{smart_count} elem (%{name})',
      bulk_update_content:
        'Biztosan módosítani szeretné ezt az elemet? |||| Biztosan módosítani szeretné a kijelölt %{smart_count} elemet?',
      bulk_update_title:
        'Módosítás: %{name} %{recordRepresentation} |||| Módosítás: %{smart_count} elem (%{name})',
      clear_array_input: 'Biztosan ki szeretné üríteni a teljes listát?',
      delete_content: 'Biztosan törölni szeretné ezt az elemet?',
      delete_title: 'Törlés: %{name} %{recordRepresentation}',
      details: 'Részletek',
      error: 'Kliensoldali hiba történt, a kérést nem sikerült végrehajtani.',
      invalid_form: 'Az űrlap érvénytelen. Kérjük, ellenőrizze a hibákat.',
      loading: 'Kérjük, várjon',
      no: 'Nem',
      not_found: 'Hibás URL-t adott meg, vagy hibás hivatkozásra kattintott.',
      select_all_limit_reached:
        'Túl sok elem van ahhoz, hogy mindet ki lehessen jelölni. Csak az első %{max} elem lett kijelölve.',
      unsaved_changes: 'Néhány módosítás nincs mentve. Biztosan elveti őket?',
      yes: 'Igen',
      placeholder_data_warning: 'Hálózati hiba: az adatok frissítése nem sikerült.',
    },
    navigation: {
      clear_filters: 'Szűrők törlése',
      no_filtered_results: '%{name}: a jelenlegi szűrőkkel nincs találat.',
      no_results: '%{name}: nincs találat',
      no_more_results:
        'A megadott oldalszám (%{page}) kívül esik a tartományon. Próbálja meg az előző oldalt.',
      page_out_of_boundaries: 'Az oldalszám (%{page}) kívül esik a tartományon',
      page_out_from_end: 'Ez már az utolsó oldal',
      page_out_from_begin: 'Ez már az első oldal',
      page_range_info: '%{offsetBegin}-%{offsetEnd} / %{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / több mint %{offsetEnd}',
      current_page: '%{page}. oldal',
      page: 'Ugrás erre az oldalra: %{page}',
      first: 'Ugrás az első oldalra',
      last: 'Ugrás az utolsó oldalra',
      next: 'Ugrás a következő oldalra',
      previous: 'Ugrás az előző oldalra',
      page_rows_per_page: 'Sorok oldalanként:',
      skip_nav: 'Ugrás a tartalomhoz',
    },
    sort: {
      sort_by: 'Rendezés: %{field_lower_first} (%{order})',
      ASC: 'növekvő',
      DESC: 'csökkenő',
    },
    auth: {
      auth_check_error: 'A folytatáshoz jelentkezzen be',
      user_menu: 'Profil',
      username: 'Felhasználónév',
      password: 'Jelszó',
      email: 'E-mail',
      sign_in: 'Bejelentkezés',
      sign_in_error: 'Sikertelen hitelesítés, kérjük, próbálja újra',
      logout: 'Kijelentkezés',
    },
    notification: {
      updated: 'Elem frissítve |||| %{smart_count} elem frissítve',
      created: 'Elem létrehozva',
      deleted: 'Elem törölve |||| %{smart_count} elem törölve',
      bad_item: 'Hibás elem',
      item_doesnt_exist: 'Az elem nem létezik',
      http_error: 'Hiba a szerverrel való kommunikáció során',
      data_provider_error: 'dataProvider hiba. A részleteket a konzolon találja.',
      i18n_error: 'A kiválasztott nyelv fordításai nem tölthetők be',
      canceled: 'Művelet visszavonva',
      logged_out: 'A munkamenete lejárt, kérjük, jelentkezzen be újra.',
      not_authorized: 'Nincs jogosultsága az erőforrás eléréséhez.',
      application_update_available: 'Új verzió érhető el.',
      offline: 'Nincs hálózati kapcsolat. Az adatok lekérése nem sikerült.',
    },
    validation: {
      required: 'Kötelező mező',
      minLength: 'Legalább %{min} karakter hosszúnak kell lennie',
      maxLength: 'Legfeljebb %{max} karakter hosszú lehet',
      minValue: 'Legalább %{min} kell legyen',
      maxValue: 'Legfeljebb %{max} lehet',
      number: 'Számnak kell lennie',
      email: 'Érvényes e-mail-címnek kell lennie',
      oneOf: 'A következők egyikének kell lennie: %{options}',
      regex: 'Meg kell felelnie egy adott formátumnak (reguláris kifejezés): %{pattern}',
      unique: 'Egyedinek kell lennie',
    },
    saved_queries: {
      label: 'Mentett lekérdezések',
      query_name: 'Lekérdezés neve',
      new_label: 'Aktuális lekérdezés mentése...',
      new_dialog_title: 'Aktuális lekérdezés mentése másként',
      remove_label: 'Mentett lekérdezés törlése',
      remove_label_with_name: 'Lekérdezés törlése: „%{name}”',
      remove_dialog_title: 'Törli a mentett lekérdezést?',
      remove_message: 'Biztosan eltávolítja ezt az elemet a mentett lekérdezések listájáról?',
      help: 'Szűrje a listát, és mentse el ezt a lekérdezést későbbi használatra',
    },
    guesser: {
      empty: {
        title: 'Nincs megjeleníthető adat',
        message: 'Kérjük, ellenőrizze az adatszolgáltatót (data provider)',
      },
    },
    configurable: {
      customize: 'Testreszabás',
      configureMode: 'Oldal testreszabása',
      inspector: {
        title: 'Vizsgáló',
        content: 'Vigye az egeret a felület elemei fölé a beállításukhoz',
        reset: 'Beállítások visszaállítása',
        hideAll: 'Összes elrejtése',
        showAll: 'Összes megjelenítése',
      },
      Datagrid: {
        title: 'Táblázat',
        unlabeled: 'Címke nélküli oszlop #%{column}',
      },
      SimpleForm: {
        title: 'Űrlap',
        unlabeled: 'Címke nélküli mező #%{input}',
      },
      SimpleList: {
        title: 'Lista',
        primaryText: 'Elsődleges szöveg',
        secondaryText: 'Másodlagos szöveg',
        tertiaryText: 'Harmadlagos szöveg',
      },
    },
  },
};

export default messages;
