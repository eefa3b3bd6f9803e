import type { ImportKey } from './en';

const importDe: Record<ImportKey, string> = {
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
};

export default importDe;
