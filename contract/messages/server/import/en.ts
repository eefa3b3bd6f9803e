/**
 * The article import's messages about values and places in the file: where (row,
 * column letter and header as the spreadsheet shows them) and what is wrong with a value.
 * Spread into the server catalogue of each language (`../<lang>.ts`); English is the reference.
 */
const importEn = {
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
} as const;

export default importEn;
export type ImportKey = keyof typeof importEn;
