import type { ArticlesKey } from './en';

const articlesHu: Record<ArticlesKey, string> = {
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
  'import.unsupported_file':
    'Nem támogatott fájltípus: töltsön fel táblázatot (.xlsx) vagy CSV-fájlt',
  'import.damaged_xlsx': 'A táblázatfájl sérült, vagy nem .xlsx',
  'import.too_many_rows': 'A fájl több mint %{max} sort tartalmaz: ossza fel kisebb fájlokra',
  'import.no_rows': 'A fájlban nincs sor a fejléc alatt',
  'import.rows_with_errors':
    'Hibás sorok száma: %{count}. Semmi sem került importálásra: javítsa ki őket, és importálja újra a fájlt',
  'import.row_field': '%{line}. sor: %{field}',
  'import.too_large_unpacked':
    'Kicsomagolva a táblázat nagyobb lenne %{max} MB-nál: ossza fel kisebb fájlokra',
  'import.too_many_entries': 'A táblázat több mint %{max} részből áll: ez nem szokásos .xlsx-fájl',
  'import.compression_ratio':
    'A táblázat tömörítése nagyobb, mint %{max}:1: ez nem szokásos .xlsx-fájl',
  'import.too_many_columns':
    'A fájlban több mint %{max} oszlopban vannak értékek: csak az importálandó oszlopokat tartsa meg',
  'import.too_many_cells': 'A fájl több mint %{max} cellát tartalmaz: ossza fel kisebb fájlokra',
  'import.field_too_long': 'A fájl egyik értéke hosszabb %{max} karakternél',
  'import.row_too_long': 'A(z) %{line}. sor hosszabb %{max} karakternél',
  'import.too_many_strings':
    'A táblázat több mint %{max} különböző szöveget tartalmaz: ossza fel kisebb fájlokra',
  'import.xml_piece':
    'A táblázatban van egy %{max} karakternél hosszabb címke vagy szöveg: ez nem szokásos .xlsx-fájl',
  'import.xml_too_deep':
    'A táblázat elemei több mint %{max} szint mélyen vannak egymásba ágyazva: ez nem szokásos .xlsx-fájl',
};

export default articlesHu;
