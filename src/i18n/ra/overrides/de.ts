import type { StringMap } from 'ra-core';

/**
 * What ra-language-german (written for react-admin 3) lacks or says wrongly, merged over it
 * (src/i18n/de.ts): the keys react-admin 5 added, and our corrections of outdated or wrong
 * upstream strings (v3 placeholders such as `%{id}`, Swiss "ss" spellings, informal
 * imperatives, mistranslations). tests/unit/ra-catalogues.test.ts checks that every key here
 * is one react-admin 5 reads and differs from the package.
 *
 * Polyglot uses the two-form rule for German (`1 |||| n`, with 0 taking the plural form).
 * The upstream key `ra.navigation.prev`, no longer read by v5, is kept.
 *
 * Note: for the confirmation dialogs react-admin lower-cases the resource name it passes
 * as `%{name}` (e.g. "kunde"); define `resources.<resource>.forcedCaseName` in the app
 * messages to keep German nouns capitalised.
 */
const overrides: StringMap = {
  ra: {
    action: {
      add: 'Hinzufügen',
      clear_array_input: 'Liste leeren',
      clone: 'Duplizieren',
      create_item: '%{item} erstellen',
      remove_all_filters: 'Alle Filter entfernen',
      reset: 'Zurücksetzen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      undo: 'Rückgängig',
      close: 'Schließen',
      open_menu: 'Menü öffnen',
      close_menu: 'Menü schließen',
      update: 'Aktualisieren',
      move_up: 'Nach oben verschieben',
      move_down: 'Nach unten verschieben',
      open: 'Öffnen',
      toggle_theme: 'Hell/Dunkel umschalten',
      select_columns: 'Spalten',
      update_application: 'Anwendung neu laden',
    },
    page: {
      edit: '%{name} %{recordRepresentation}',
      error: 'Ein Fehler ist aufgetreten',
      loading: 'Wird geladen',
      show: '%{name} %{recordRepresentation}',
      empty: 'Noch keine %{name} vorhanden.',
      invite: 'Möchten Sie einen neuen Eintrag erstellen?',
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Authentifizierungsfehler',
    },
    message: {
      access_denied:
        'Sie haben nicht die erforderlichen Berechtigungen, um diese Seite aufzurufen.',
      authentication_error:
        'Der Authentifizierungsserver hat einen Fehler gemeldet, Ihre Anmeldedaten konnten nicht überprüft werden.',
      auth_error: 'Beim Überprüfen des Authentifizierungstokens ist ein Fehler aufgetreten.',
      bulk_delete_content:
        'Möchten Sie dieses Element wirklich löschen? |||| Möchten Sie diese %{smart_count} Elemente wirklich löschen?',
      bulk_delete_title: '%{name} löschen |||| %{smart_count} %{name} löschen',
      bulk_update_content:
        'Möchten Sie dieses Element wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Elemente wirklich aktualisieren?',
      bulk_update_title:
        '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
      clear_array_input: 'Möchten Sie wirklich die gesamte Liste leeren?',
      delete_content: 'Möchten Sie dieses Element wirklich löschen?',
      delete_title: '%{name} %{recordRepresentation} löschen',
      error:
        'Im Browser ist ein Fehler aufgetreten, Ihre Anfrage konnte nicht abgeschlossen werden.',
      loading: 'Bitte warten',
      not_found:
        'Entweder haben Sie eine falsche URL eingegeben oder Sie sind einem ungültigen Link gefolgt.',
      select_all_limit_reached:
        'Es gibt zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} Elemente wurden ausgewählt.',
      unsaved_changes:
        'Einige Ihrer Änderungen wurden nicht gespeichert. Möchten Sie sie wirklich verwerfen?',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
      no_results: 'Keine %{name} gefunden',
      no_more_results:
        'Die Seitenzahl %{page} liegt außerhalb des gültigen Bereichs. Versuchen Sie es mit der vorherigen Seite.',
      page_out_of_boundaries: 'Die Seitenzahl %{page} liegt außerhalb des gültigen Bereichs',
      page_out_from_end: 'Dies ist bereits die letzte Seite',
      page_out_from_begin: 'Dies ist bereits die erste Seite',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
      current_page: 'Seite %{page}',
      page: 'Zu Seite %{page} wechseln',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      next: 'Zur nächsten Seite',
      previous: 'Zur vorherigen Seite',
    },
    sort: {
      // `%{field}` rather than `%{field_lower_first}`: German nouns keep their capital letter.
      sort_by: 'Sortieren nach %{field} (%{order})',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      auth_check_error: 'Bitte melden Sie sich an, um fortzufahren',
      username: 'Benutzername',
      email: 'E-Mail',
      sign_in_error: 'Anmeldung fehlgeschlagen, bitte versuchen Sie es erneut',
    },
    notification: {
      http_error: 'Fehler bei der Kommunikation mit dem Server',
      data_provider_error: 'Fehler im dataProvider. Details finden Sie in der Konsole.',
      logged_out: 'Ihre Sitzung ist abgelaufen, bitte melden Sie sich erneut an.',
      not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
    },
    validation: {
      required: 'Pflichtfeld',
      number: 'Muss eine Zahl sein',
      email: 'Muss eine gültige E-Mail-Adresse sein',
      oneOf: 'Muss einer der folgenden Werte sein: %{options}',
      regex: 'Muss einem bestimmten Format entsprechen (regulärer Ausdruck): %{pattern}',
      unique: 'Muss eindeutig sein',
    },
    saved_queries: {
      label: 'Gespeicherte Abfragen',
      query_name: 'Name der Abfrage',
      new_label: 'Aktuelle Abfrage speichern...',
      new_dialog_title: 'Aktuelle Abfrage speichern unter',
      remove_label: 'Gespeicherte Abfrage entfernen',
      remove_label_with_name: 'Abfrage „%{name}“ entfernen',
      remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
      remove_message:
        'Möchten Sie dieses Element wirklich aus Ihrer Liste gespeicherter Abfragen entfernen?',
      help: 'Filtern Sie die Liste und speichern Sie diese Abfrage für später',
    },
    guesser: {
      empty: {
        title: 'Keine Daten zum Anzeigen',
        message: 'Bitte überprüfen Sie Ihren Data Provider',
      },
    },
    configurable: {
      customize: 'Anpassen',
      configureMode: 'Diese Seite konfigurieren',
      inspector: {
        title: 'Inspektor',
        content:
          'Bewegen Sie den Mauszeiger über die Elemente der Oberfläche, um sie zu konfigurieren',
        reset: 'Einstellungen zurücksetzen',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
      },
      Datagrid: {
        title: 'Tabelle',
        unlabeled: 'Spalte ohne Bezeichnung #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Feld ohne Bezeichnung #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Primärtext',
        secondaryText: 'Sekundärtext',
        tertiaryText: 'Tertiärtext',
      },
    },
  },
};

export default overrides;
