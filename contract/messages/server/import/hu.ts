import type { ImportKey } from './en';

const importHu: Record<ImportKey, string> = {
  'import.column': '%{column} oszlop (%{header})',
  'import.no_column': '%{field} (nincs ilyen oszlop a fájlban)',
  'import.number': '„%{value}” nem szám: írja így: 1234,50 vagy 1 234,50',
  'import.decimals': 'Legfeljebb %{max} tizedesjegy',
  'import.too_large': 'Túl nagy: legfeljebb %{max} számjegy a tizedesvessző előtt',
  'import.choice': '„%{value}” nem érvényes érték ebben az oszlopban',
  'import.vat_rate': '„%{value}” nem olasz ÁFA-kulcs (22, 10, 5, 4 vagy 0%)',
  'import.date': '„%{value}” nem dátum: írja így: 2026. 12. 31. vagy 2026-12-31',
  'import.barcode_scientific':
    '„%{value}” normálalakú szám, a vonalkód számjegyei elvesztek: formázza az oszlopot szövegként, és írja be újra a kódot',
  'import.barcode_digits':
    '„%{value}” nem EAN- vagy GTIN-kód: a vonalkód csak számjegyekből áll (8, 12, 13 vagy 14)',
  'import.barcode_length':
    'Egy EAN- vagy GTIN-vonalkód 8, 12, 13 vagy 14 számjegyből áll, ez %{count} számjegyű',
  'import.barcode_check': 'Hibás ellenőrző számjegy: ennél a kódnál %{expected}',
  'import.missing_columns': 'A fájlban nincs oszlop ehhez: %{fields}; vegye fel a fejlécbe',
};

export default importHu;
