import type { ConfiguratorMessages } from './en';

/** Die Meldungen des Konfigurators auf Deutsch. */
const configurator: ConfiguratorMessages = {
  definition: {
    title: 'Konfiguration',
    intro_fixed:
      'Festpreis: der Artikelpreis plus die Preisaufschläge der gewählten Auswahl. Fügen Sie die Optionen hinzu, mit denen eine Belegzeile konfiguriert wird.',
    intro_formula:
      'Berechneter Preis: die Formel unten plus die Preisaufschläge der gewählten Auswahl.',
    intro_table:
      'Tabellenpreis: die Preistabelle unten (nächstgrößeres Maß in beiden Dimensionen) plus die Preisaufschläge der gewählten Auswahl.',
    options: 'Optionen',
    add_option: 'Option hinzufügen',
    key: 'Schlüssel',
    type: 'Typ',
    required: 'Pflichtfeld',
    label_it: 'Bezeichnung (Italienisch)',
    label_en: 'Bezeichnung (Englisch)',
    label_de: 'Bezeichnung (Deutsch)',
    label_fr: 'Bezeichnung (Französisch)',
    label_hu: 'Bezeichnung (Ungarisch)',
    types: { number: 'Zahl', choice: 'Auswahl', boolean: 'Ja/Nein', text: 'Text' },
    unit: 'Einheit',
    min: 'Minimum',
    max: 'Maximum',
    step: 'Schrittweite',
    choices: 'Auswahlwerte',
    add_choice: 'Auswahl hinzufügen',
    choice_value: 'Wert',
    price_delta: 'Preisaufschlag',
    formula: 'Preisformel',
    formula_hint: 'Namen: %{names}. Funktionen: %{functions}. Operatoren: + - * / ^ ( ).',
    table_rows: 'Zeilen: Option',
    table_columns: 'Spalten: Option',
    breakpoints: 'Maße (bis)',
    breakpoints_hint: 'Aufsteigend, getrennt durch ; oder Leerzeichen',
    prices: 'Preistabelle',
    table_empty:
      'Wählen Sie die zwei Dimensionen und geben Sie ihre Maße ein, um die Preise auszufüllen.',
    preview: 'Preisvorschau',
    preview_hint: 'Probieren Sie Werte aus: der Preis wird wie auf einer Belegzeile berechnet.',
    save: 'Konfiguration speichern',
    saved: 'Konfiguration gespeichert',
    invalid: 'Die Konfiguration enthält Fehler: siehe die markierten Felder.',
  },
  values: {
    unit_price: 'Einzelpreis',
    no_price: 'Der Preis kann noch nicht berechnet werden.',
    min: 'min. %{value}',
    max: 'max. %{value}',
    step: 'Schritt %{value}',
  },
  row: {
    configure: 'Konfigurieren',
    title: 'Konfigurieren: %{description}',
    saved: 'Zeile konfiguriert: Preis und Summen aktualisiert',
  },
};

export default configurator;
