import type { ArticlesKey } from './en';

const articlesIt: Record<ArticlesKey, string> = {
  'import.column': 'colonna %{column} (%{header})',
  'import.no_column': '%{field} (colonna assente nel file)',
  'import.number': '«%{value}» non è un numero: scrivilo come 1234,50 o 1.234,50',
  'import.decimals': 'Al massimo %{max} decimali',
  'import.too_large': 'Numero troppo grande: al massimo %{max} cifre prima della virgola',
  'import.choice': '«%{value}» non è un valore previsto per questa colonna',
  'import.vat_rate': '«%{value}» non è un’aliquota IVA italiana (22, 10, 5, 4 o 0 %)',
  'import.date': '«%{value}» non è una data: scrivila come 31/12/2026 o 2026-12-31',
  'import.barcode_scientific':
    '«%{value}» è un numero in notazione scientifica e le cifre del codice a barre sono perse: formatta la colonna come testo e riscrivi il codice',
  'import.barcode_digits':
    '«%{value}» non è un codice EAN o GTIN: un codice a barre ha solo cifre (8, 12, 13 o 14)',
  'import.barcode_length':
    'Un codice a barre EAN o GTIN ha 8, 12, 13 o 14 cifre, questo ne ha %{count}',
  'import.barcode_check': 'Cifra di controllo errata: per questo codice è %{expected}',
  'import.missing_columns': 'Il file non ha una colonna per %{fields}: aggiungila all’intestazione',
  'import.unsupported_file':
    'Tipo di file non supportato: carica un foglio di calcolo (.xlsx) o un file CSV',
  'import.damaged_xlsx': 'Il foglio di calcolo è danneggiato o non è un file .xlsx',
  'import.too_many_rows': 'Il file ha più di %{max} righe: dividilo in file più piccoli',
  'import.no_rows': 'Il file non ha righe sotto l’intestazione',
  'import.rows_with_errors':
    '%{count} righe hanno errori: non è stato importato nulla. Correggile e importa di nuovo il file',
  'import.row_field': 'riga %{line}: %{field}',
  'import.too_large_unpacked':
    'Decompresso, il foglio di calcolo supererebbe %{max} MB: dividilo in file più piccoli',
  'import.too_many_entries':
    'Il foglio di calcolo ha più di %{max} parti: non è un normale file .xlsx',
  'import.compression_ratio':
    'Il foglio di calcolo è compresso più di %{max} a 1: non è un normale file .xlsx',
  'import.too_many_columns':
    'Il file supera %{max} colonne con valori: tieni solo le colonne da importare',
  'import.too_many_cells': 'Il file supera %{max} celle: dividilo in file più piccoli',
  'import.field_too_long': 'Il file contiene un valore più lungo di %{max} caratteri',
  'import.row_too_long': 'La riga %{line} supera %{max} caratteri',
  'import.too_many_strings':
    'Il foglio di calcolo ha più di %{max} testi diversi: dividilo in file più piccoli',
  'import.xml_piece':
    'Il foglio di calcolo contiene un tag o un testo più lungo di %{max} caratteri: non è un normale file .xlsx',
  'import.xml_too_deep':
    'Il foglio di calcolo annida i suoi elementi oltre %{max} livelli: non è un normale file .xlsx',
};

export default articlesIt;
