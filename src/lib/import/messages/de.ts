import type { ImportMessages } from './en';

/** The words every spreadsheet import shares (articles, initial stock), in German. */
const messages: ImportMessages = {
  choose: 'Datei auswählen',
  working: 'Fortschritt',
  checking: 'Datei wird geprüft…',
  importing: 'Import läuft…',
  summary: {
    label: 'Zusammenfassung',
    unchanged: '%{smart_count} unverändert |||| %{smart_count} unverändert',
    errors: '%{smart_count} mit Fehlern',
  },
  partial: 'Angezeigt werden %{shown} von %{total} Zeilen.',
  table: 'Zeilen der Datei',
  columns: {
    line: 'Zeile',
    code: 'Code',
    action: 'Vorgang',
    errors: 'Fehler',
  },
  actions: {
    unchanged: 'Unverändert',
    error: 'Fehler',
  },
  has_errors:
    'Korrigieren Sie die fehlerhaften Zeilen in der Datei und laden Sie sie erneut hoch: Solange es Fehler gibt, wird nichts importiert',
  errors: {
    rows: 'Einige Zeilen der Datei sind fehlerhaft: Es wurde nichts importiert. Korrigieren Sie die Datei und laden Sie sie erneut hoch.',
    too_large: 'Die Datei ist zu groß: Die Grenze liegt bei 20 MB.',
    unsupported: 'Die Datei ist keine Tabelle: Laden Sie eine .csv- oder .xlsx-Datei hoch.',
    generic: 'Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
  },
};

export default messages;
