import type { StockMessages } from './en';

/** Die Texte des Lagers auf Deutsch. */
const messages: StockMessages = {
  name: 'Lagerbewegung |||| Lagerbewegungen',
  menu: 'Lagerbewegungen',
  valuation_menu: 'Lagerbewertung',
  fields: {
    date: 'Datum',
    article_id: 'Artikel',
    article: 'Artikel',
    description: 'Beschreibung',
    quantity: 'Menge',
    counted: 'Gezählte Menge',
    reason: 'Grund',
    note: 'Notiz',
    document: 'Beleg',
    user: 'Erfasst von',
    date_from: 'Von',
    date_to: 'Bis',
    all_reasons: 'Alle Gründe',
    shipping_list_id: 'Lieferschein',
    reversed: 'Storniert',
  },
  reasons: {
    ddt: 'Lieferschein (Abgang)',
    return: 'Rücksendung (Zugang)',
    count: 'Inventur',
    damage: 'Beschädigung',
    initial: 'Anfangsbestand',
    reversal: 'Storno',
    other: 'Sonstiges',
  },
  help: {
    quantity: 'Positiv: Zugang, negativ: Abgang (z. B. -3)',
    counted: 'Was im Regal liegt: die Differenz zum Bestand wird erfasst',
  },
  create: {
    title: 'Neue Bestandskorrektur',
    button: 'Bestand korrigieren',
    created: 'Lagerbewegung erfasst',
  },
  ddt: 'Lieferschein %{number}',
  reversed_by: 'storniert durch %{id}',
  reverse: {
    button: 'Stornieren',
    title: 'Diese Bewegung stornieren?',
    content:
      'Heute wird eine Bewegung der Gegenmenge erfasst; diese bleibt im Journal. Eine Bewegung kann nur einmal storniert werden.',
    done: 'Bewegung storniert',
  },
  stock: {
    title: 'Lager',
    stocked: 'Lagerführung',
    stocked_help: 'Aus für Dienstleistungen und Artikel ohne Bestand: sie haben keine Bewegungen',
    on_hand: 'Bestand',
    reserved: 'Reserviert',
    available: 'Verfügbar',
    min_stock: 'Mindestbestand',
    cost: 'Stückkosten',
    below_min: 'Unter Mindestbestand',
    not_stocked: 'Ohne Lagerführung',
    last_movements: 'Letzte Bewegungen',
    no_movements: 'Noch keine Bewegungen',
    all_movements: 'Alle Bewegungen des Artikels',
    available_short: 'verfügbar: %{quantity}',
  },
  valuation: {
    title: 'Lagerbewertung',
    date: 'Zum Ende des',
    code: 'Artikelnummer',
    description: 'Beschreibung',
    unit: 'Einheit',
    quantity: 'Menge',
    cost: 'Stückkosten',
    value: 'Wert',
    total: 'Summe',
    not_valued: 'ohne Kosten',
    empty: 'Kein Bestand zu diesem Datum',
    csv: 'CSV herunterladen',
    file: 'Lagerbewertung',
  },
  settings: {
    allow_negative: 'Negativen Bestand erlauben',
    allow_negative_help:
      'Aus: ein Lieferschein oder Abgang, der einen Artikel unter null bringen würde, wird abgelehnt',
  },
  import: {
    button: 'Bestand importieren',
    title: 'Lagerbestände importieren',
    hint: 'Wählen Sie eine .csv- oder .xlsx-Datei mit Artikelnummer und Menge im Regal (Code, Bestand; optional Datum und Notiz). Jede Zeile setzt den Bestand des Artikels mit einer Anfangsbestandsbuchung auf den Wert der Datei. Zuerst sehen Sie eine Vorschau: Gebucht wird erst, wenn Sie bestätigen.',
    summary: {
      move: '%{smart_count} zu buchen',
    },
    actions: {
      move: 'Buchung',
    },
    columns: {
      quantity: 'Buchung',
    },
    nothing: 'Die Datei enthält keine Bestände zum Importieren.',
    no_changes:
      'Die Bestände der Datei entsprechen bereits dem Lager: es gibt nichts zu importieren.',
    confirm: '%{smart_count} Buchung erfassen |||| %{smart_count} Buchungen erfassen',
    done: '%{smart_count} Buchung erfasst |||| %{smart_count} Buchungen erfasst',
  },
  empty: 'Keine Lagerbewegungen',
};

export default messages;
