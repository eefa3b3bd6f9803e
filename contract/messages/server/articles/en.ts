/**
 * The article import's messages: its file, its columns and its values (row, column, value). Spread into the server catalogue of each
 * language (`../<lang>.ts`); English is the reference key set.
 */
const articlesEn = {
  'import.column': 'column %{column} (%{header})',
  'import.no_column': '%{field} (no column in the file)',
  'import.number': '“%{value}” is not a number: write it as 1234.50 or 1,234.50',
  'import.decimals': 'At most %{max} decimals',
  'import.too_large': 'Too large: at most %{max} digits before the decimal point',
  'import.choice': '“%{value}” is not a value of this column',
  'import.vat_rate': '“%{value}” is not an Italian VAT rate (22, 10, 5, 4 or 0 %)',
  'import.date': '“%{value}” is not a date: write it as 31/12/2026 or 2026-12-31',
  'import.barcode_scientific':
    '“%{value}” is a number in scientific notation, the barcode’s digits are lost: format the column as text and type the code again',
  'import.barcode_digits':
    '“%{value}” is not an EAN or GTIN: a barcode has digits only (8, 12, 13 or 14)',
  'import.barcode_length': 'An EAN or GTIN barcode has 8, 12, 13 or 14 digits, this one %{count}',
  'import.barcode_check': 'Wrong check digit: for this code it is %{expected}',
  'import.missing_columns': 'The file has no column for %{fields}: add it to the header row',
  // Import of articles
  'import.unsupported_file': 'Unsupported file type: upload a spreadsheet (.xlsx) or a CSV file',
  'import.damaged_xlsx': 'The spreadsheet file is damaged or not an .xlsx',
  'import.too_many_rows': 'The file has more than %{max} rows: split it into smaller files',
  'import.no_rows': 'The file has no rows under its header',
  'import.rows_with_errors':
    '%{count} rows have errors: nothing was imported. Fix them and import the file again',
  'import.row_field': 'row %{line}: %{field}',
  'import.too_large_unpacked':
    'Unpacked, the spreadsheet would exceed %{max} MB: split it into smaller files',
  'import.too_many_entries':
    'The spreadsheet has more than %{max} parts: it is not a normal .xlsx file',
  'import.compression_ratio':
    'The spreadsheet is compressed more than %{max} to 1: it is not a normal .xlsx file',
  'import.too_many_columns':
    'The file has values in more than %{max} columns: keep only the columns to import',
  'import.too_many_cells': 'The file has more than %{max} cells: split it into smaller files',
  'import.field_too_long': 'The file has a value longer than %{max} characters',
  'import.row_too_long': 'Row %{line} is longer than %{max} characters',
  'import.too_many_strings':
    'The spreadsheet has more than %{max} different texts: split it into smaller files',
  'import.xml_piece':
    'The spreadsheet has a tag or text longer than %{max} characters: it is not a normal .xlsx file',
  'import.xml_too_deep':
    'The spreadsheet nests its elements more than %{max} levels deep: it is not a normal .xlsx file',
} as const;

export default articlesEn;
export type ArticlesKey = keyof typeof articlesEn;
