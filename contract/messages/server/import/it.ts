import type { ImportKey } from './en';

const importIt: Record<ImportKey, string> = {
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
};

export default importIt;
