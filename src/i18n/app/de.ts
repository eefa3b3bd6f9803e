import type { AppMessages } from './en';
import enums from './enums/de';
import configurator from '../../lib/configurator/messages/de';
import spreadsheetImport from '../../lib/import/messages/de';
import dashboards from '../../pages/dashboards/messages/de';
import shipping from '../../resources/shipping-lists/messages/de';
import { folderMessages } from './resourceMessages';

/** Die Meldungen der App auf Deutsch. */
const de: AppMessages = {
  app: {
    name: 'Gestionale',
    beta: 'Beta',
    loading: 'Wird geladen…',
    choose_date: 'Datum auswählen',
    menu: {
      label: 'Hauptmenü',
      dashboards: 'Übersicht',
      dashboard_sales: 'Verkauf',
      dashboard_orders: 'Aufträge',
      registry: 'Stammdaten',
      registry_general: 'Allgemeine Stammdaten',
      customers: 'Kunden',
      articles: 'Artikel',
      documents: 'Belege',
      quotes: 'Angebote',
      sales_orders: 'Verkaufsaufträge',
      invoices: 'Rechnungen',
      credit_notes: 'Gutschriften',
      debit_notes: 'Belastungsanzeigen',
      shipping: 'Versand',
      shipping_lists: 'Versandlisten',
      collections: 'Inkasso',
    },
    labels: {
      dashboard: 'Übersicht',
      home: 'Startseite',
      documents: 'Belege',
      sales_orders: 'Verkaufsaufträge',
      registry: 'Stammdaten',
      new_customer: 'Neuer Kunde',
      new_article: 'Neuer Artikel',
      add_new_customer: 'Neuen Kunden anlegen',
      general_profile: 'Allgemeines Profil',
      general_info: 'Allgemeine Angaben',
      account_details: 'Kontodaten',
      billing_details: 'Rechnungsdaten',
      additional_info: 'Weitere Angaben',
    },
    company: {
      title: 'Firma auswählen',
      subtitle:
        'Hallo %{name}, für welche Firma möchten Sie arbeiten? Sie können sie jederzeit oben in der Leiste wechseln.',
      empty:
        'Ihr Konto ist noch keiner Firma zugeordnet. Bitte wenden Sie sich an einen Administrator.',
      vat: 'USt-IdNr. %{vat}',
      current: 'Aktuell',
      none: 'Keine Firma',
      switch: 'Firma wechseln',
      selected: 'Sie arbeiten jetzt für %{name}',
      changed_elsewhere:
        'Sie arbeiten jetzt für %{name}: Die aktive Firma wurde in einem anderen Tab gewechselt.',
      changed_elsewhere_left:
        'Sie arbeiten jetzt für %{name}: Die aktive Firma wurde in einem anderen Tab gewechselt. Die geöffnete Seite gehörte zur vorherigen Firma und wurde ohne Speichern geschlossen.',
    },
    login: {
      title: 'Anmelden',
      subtitle: 'Geben Sie E-Mail-Adresse und Passwort ein, um die Verwaltung zu öffnen.',
      email: 'E-Mail',
      password: 'Passwort',
      submit: 'Anmelden',
      invalid_credentials: 'E-Mail-Adresse oder Passwort ist falsch.',
      too_many:
        'Zu viele fehlgeschlagene Versuche. Bitte warten Sie kurz und versuchen Sie es erneut.',
      invalid_response:
        'Der Server hat unerwartet geantwortet. Bitte versuchen Sie es gleich noch einmal.',
    },
    account: {
      title: 'Passwort ändern',
      forced:
        'Sie verwenden das Ihnen übergebene Anfangspasswort: Wählen Sie ein eigenes, um fortzufahren.',
      initial: 'Anfangspasswort',
      current: 'Aktuelles Passwort',
      new: 'Neues Passwort',
      confirm: 'Neues Passwort wiederholen',
      rule: 'Mindestens 10 Zeichen, mit Buchstaben und Ziffern',
      mismatch: 'Die beiden Passwörter stimmen nicht überein',
      save: 'Passwort ändern',
      changed: 'Passwort geändert',
    },
    errors: {
      network: 'Etwas ist schiefgelaufen, bitte versuchen Sie es erneut',
      no_company: 'Wählen Sie zuerst die Firma aus, für die Sie arbeiten.',
      conflict_stale:
        'Dieser Datensatz wurde inzwischen von einem anderen Benutzer geändert: Laden Sie die Seite neu, um den aktuellen Stand zu sehen. Ihre Änderungen wurden nicht gespeichert.',
      conflict: 'Der Vorgang ist beim aktuellen Stand der Daten nicht möglich.',
      too_large: 'Die Datei oder die gesendeten Daten sind zu groß.',
      unsupported_type: 'Dieser Dateityp wird nicht unterstützt.',
      too_many_requests: 'Zu viele Anfragen. Bitte warten Sie kurz und versuchen Sie es erneut.',
      generic_title: 'Ein Fehler ist aufgetreten!',
      generic_text:
        'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
      go_home: 'Zur Startseite',
      retry: 'Erneut versuchen',
      sign_in: 'Erneut anmelden',
      '401': {
        title: 'Sitzung abgelaufen',
        text: 'Ihre Sitzung ist beendet oder Sie sind nicht angemeldet. Melden Sie sich erneut an, um fortzufahren.',
      },
      '403': {
        title: 'Zugriff verweigert',
        text: 'Ihre Rolle (%{role}) erlaubt diese Seite nicht. Wenn Sie sie brauchen, fragen Sie einen Inhaber des Unternehmens.',
      },
      '404': {
        title: 'Seite nicht gefunden',
        text: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
      },
      '429': {
        title: 'Zu viele Anfragen',
        text: 'Sie haben in kurzer Zeit zu viele Anfragen gesendet. Warten Sie einen Moment und versuchen Sie es dann erneut.',
      },
      '500': {
        title: 'Serverfehler',
        text: 'Der Server konnte die Anfrage nicht ausführen. Versuchen Sie es in ein paar Minuten erneut.',
      },
    },
    pages: {
      dashboard_sales: 'Verkaufsübersicht',
      dashboard_orders: 'Auftragsübersicht',
      customers: 'Kunden',
      customer_profile: 'Kundenprofil',
      articles: 'Artikel',
      article_create: 'Neuer Artikel',
      article_edit: 'Artikel bearbeiten',
      documents: {
        orders: 'Verkaufsaufträge',
        orders_edit: 'Verkaufsauftrag bearbeiten',
        orders_show: 'Verkaufsauftrag',
        invoices: 'Rechnungen',
        invoices_edit: 'Rechnung bearbeiten',
        invoices_show: 'Rechnung',
        credit_notes: 'Gutschriften',
        credit_notes_edit: 'Gutschrift bearbeiten',
        credit_notes_show: 'Gutschrift',
        debit_notes: 'Belastungsanzeigen',
        debit_notes_edit: 'Belastungsanzeige bearbeiten',
        debit_notes_show: 'Belastungsanzeige',
      },
      shipping_list: 'Versandlisten',
      shipping_edit: 'Versandliste bearbeiten',
    },
    input: {
      no_options: 'Keine Optionen',
    },
    list: {
      pagination: {
        label: 'Seiten',
        rows_per_page: 'Zeilen pro Seite',
        range: '%{from}–%{to} von %{total}',
        range_capped: '%{from}–%{to} von über %{total}',
        page: 'Seite %{page}',
        first: 'Erste Seite',
        previous: 'Vorherige Seite',
        next: 'Nächste Seite',
        last: 'Letzte Seite',
      },
      table: {
        title: 'Tabelle',
        hover: 'Zeile unter dem Zeiger hervorheben',
        zebra: 'Abwechselnd gefärbte Zeilen',
        dense: 'Kompakte Zeilen',
        sticky: 'Kopfzeile immer sichtbar',
      },
      export: {
        title: 'Exportieren',
        csv: 'CSV-Datei',
        xlsx: 'Excel-Datei (.xlsx)',
        done: '1 Zeile exportiert |||| %{smart_count} Zeilen exportiert',
      },
      print: 'Drucken',
    },
    settings: {
      title: 'Einstellungen',
      switch_to_dark: 'Zum dunklen Design wechseln',
      switch_to_light: 'Zum hellen Design wechseln',
      language: 'Sprache',
      mode: { title: 'Design', light: 'Hell', dark: 'Dunkel' },
      layout: { title: 'Anordnung', 'main-layout': 'Leiste oben', sideblock: 'Seitenblock' },
      card_skin: { title: 'Karten', 'shadow-sm': 'Schatten', bordered: 'Rahmen' },
      primary_scheme: 'Hauptfarbe',
      light_scheme: 'Farben des hellen Designs',
      dark_scheme: 'Farben des dunklen Designs',
      schemes: {
        accent: 'Indigo',
        emerald: 'Smaragd',
        amber: 'Bernstein',
        rose: 'Rosé',
        neutral: 'Neutral',
        slate: 'Schiefer',
        stone: 'Stein',
        cinder: 'Asche',
        navy: 'Marineblau',
        graphite: 'Graphit',
      },
      direction: {
        title: 'Textrichtung',
        ltr: 'Von links nach rechts',
        rtl: 'Von rechts nach links',
      },
      notifications: {
        position: 'Position der Benachrichtigungen',
        visible: 'Gleichzeitig sichtbare Benachrichtigungen',
        'top-right': 'Oben rechts',
        'top-left': 'Oben links',
        'top-center': 'Oben mittig',
        'bottom-right': 'Unten rechts',
        'bottom-left': 'Unten links',
        'bottom-center': 'Unten mittig',
      },
      reset: 'Standardwerte wiederherstellen',
    },
  },
  // The shipping lists' words are `shipping.*`, where their screens read them: imported above.
  resources: folderMessages(
    import.meta.glob(['../../resources/*/messages/de.ts', '!**/shipping-lists/**'], {
      eager: true,
      import: 'default',
    }),
  ),
  enums,
  shipping,
  configurator,
  import: spreadsheetImport,
  dashboards,
};

export default de;
