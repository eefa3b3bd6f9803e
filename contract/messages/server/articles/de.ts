import type { ArticlesKey } from './en';

const articlesDe: Record<ArticlesKey, string> = {
  'import.column': 'Spalte %{column} (%{header})',
  'import.no_column': '%{field} (keine Spalte in der Datei)',
  'import.number': '„%{value}“ ist keine Zahl: schreiben Sie 1234,50 oder 1.234,50',
  'import.decimals': 'Höchstens %{max} Nachkommastellen',
  'import.too_large': 'Zu groß: höchstens %{max} Stellen vor dem Komma',
  'import.choice': '„%{value}“ ist kein Wert dieser Spalte',
  'import.vat_rate': '„%{value}“ ist kein italienischer MwSt.-Satz (22, 10, 5, 4 oder 0 %)',
  'import.date': '„%{value}“ ist kein Datum: schreiben Sie 31.12.2026 oder 2026-12-31',
  'import.barcode_scientific':
    '„%{value}“ ist eine Zahl in wissenschaftlicher Schreibweise, die Ziffern des Strichcodes sind verloren: formatieren Sie die Spalte als Text und geben Sie den Code neu ein',
  'import.barcode_digits':
    '„%{value}“ ist keine EAN oder GTIN: ein Strichcode hat nur Ziffern (8, 12, 13 oder 14)',
  'import.barcode_length':
    'Ein EAN- oder GTIN-Strichcode hat 8, 12, 13 oder 14 Ziffern, dieser %{count}',
  'import.barcode_check': 'Falsche Prüfziffer: für diesen Code ist sie %{expected}',
  'import.missing_columns': 'Die Datei hat keine Spalte für %{fields}: ergänzen Sie die Kopfzeile',
  'import.unsupported_file':
    'Nicht unterstützter Dateityp: laden Sie eine Tabelle (.xlsx) oder eine CSV-Datei hoch',
  'import.damaged_xlsx': 'Die Tabellendatei ist beschädigt oder keine .xlsx-Datei',
  'import.too_many_rows':
    'Die Datei hat mehr als %{max} Zeilen: teilen Sie sie in kleinere Dateien auf',
  'import.no_rows': 'Die Datei hat keine Zeilen unter der Kopfzeile',
  'import.rows_with_errors':
    '%{count} Zeilen sind fehlerhaft: nichts wurde importiert. Korrigieren Sie sie und importieren Sie die Datei erneut',
  'import.row_field': 'Zeile %{line}: %{field}',
  'import.too_large_unpacked':
    'Entpackt wäre die Tabelle größer als %{max} MB: teilen Sie sie in kleinere Dateien auf',
  'import.too_many_entries':
    'Die Tabelle hat mehr als %{max} Teile: das ist keine normale .xlsx-Datei',
  'import.compression_ratio':
    'Die Tabelle ist stärker als %{max} zu 1 komprimiert: das ist keine normale .xlsx-Datei',
  'import.too_many_columns':
    'Die Datei hat Werte in mehr als %{max} Spalten: behalten Sie nur die zu importierenden Spalten',
  'import.too_many_cells':
    'Die Datei hat mehr als %{max} Zellen: teilen Sie sie in kleinere Dateien auf',
  'import.field_too_long': 'Die Datei enthält einen Wert mit mehr als %{max} Zeichen',
  'import.row_too_long': 'Zeile %{line} ist länger als %{max} Zeichen',
  'import.too_many_strings':
    'Die Tabelle hat mehr als %{max} verschiedene Texte: teilen Sie sie in kleinere Dateien auf',
  'import.xml_piece':
    'Die Tabelle enthält ein Tag oder einen Text mit mehr als %{max} Zeichen: das ist keine normale .xlsx-Datei',
  'import.xml_too_deep':
    'Die Tabelle verschachtelt ihre Elemente tiefer als %{max} Ebenen: das ist keine normale .xlsx-Datei',
};

export default articlesDe;
