/**
 * The hostile uploads the import must refuse, with the status and the Italian message naming
 * the limit: the server suite checks them (articles-import-hostile.test.ts), and
 * bench/hostile-uploads.ts measures them (time, memory, longest pause) against any version.
 */
import crypto from 'node:crypto';
import {
  entry,
  row,
  sheetEntry,
  validRows,
  workbookParts,
  xlsx,
  zip,
  type RawEntry,
} from './hostileFiles';

export const MiB = 2 ** 20;
export const GiB = 2 ** 30;
export const emptyRows = (bytes: number) => ({ unit: '<row/>', times: Math.floor(bytes / 6) });
/** An entry that declares `size` whatever it really holds. */
export const declaring = (size: number, raw: RawEntry): RawEntry => ({ ...raw, size });
/** A part that declares `size` and holds random bytes enough for a ratio under 100. */
const randomPart = (name: string, size: number): RawEntry => ({
  name,
  data: crypto.randomBytes(Math.ceil(size / 90)),
  size,
});
const csv = (text: string) => Buffer.from(text);

export interface HostileFile {
  name: string;
  build: () => Buffer;
  status: number;
  message: string;
}

export const HOSTILE_FILES: HostileFile[] = [
  {
    name: 'a sheet of 1 GB of empty rows, declared as such',
    build: () => xlsx([emptyRows(GiB)]),
    status: 413,
    message: 'Decompresso, il foglio di calcolo supererebbe 256 MB: dividilo in file più piccoli',
  },
  {
    name: 'a sheet of 200 MB of empty rows (1,000 to 1 compressed)',
    build: () => xlsx([emptyRows(200 * MiB)]),
    status: 413,
    message: 'Il foglio di calcolo è compresso più di 100 a 1: non è un normale file .xlsx',
  },
  {
    name: 'an inline-string cell of 700 MB',
    build: () =>
      xlsx([`<row r="1"><c r="A1" t="inlineStr"><is><t>`, { unit: 'a', times: 700 * MiB }]),
    status: 413,
    message: 'Decompresso, il foglio di calcolo supererebbe 256 MB: dividilo in file più piccoli',
  },
  {
    name: 'shared strings of 1 GB',
    build: () =>
      xlsx(
        [row(1, ['x'])],
        entry('xl/sharedStrings.xml', '<sst><si><t>', { unit: 'a', times: GiB }),
      ),
    status: 413,
    message: 'Decompresso, il foglio di calcolo supererebbe 256 MB: dividilo in file più piccoli',
  },
  {
    name: 'shared strings declaring 100 MB',
    // Never inflated: 1.1 MB of random bytes keep the declared ratio under 100.
    build: () => xlsx([row(1, ['x'])], randomPart('xl/sharedStrings.xml', 100 * MiB)),
    status: 413,
    message: 'Decompresso, il foglio di calcolo supererebbe 64 MB: dividilo in file più piccoli',
  },
  {
    name: 'more than 1,000,000 shared strings',
    build: () => {
      const strings = Array.from({ length: 1_000_001 }, (_, i) => `<si><t>${i}</t></si>`);
      return xlsx([row(1, ['x'])], entry('xl/sharedStrings.xml', `<sst>${strings.join('')}</sst>`));
    },
    status: 413,
    message: 'Il foglio di calcolo ha più di 1000000 testi diversi: dividilo in file più piccoli',
  },
  {
    name: 'a value at column ZZZZZ after 2,500 valid rows',
    build: () => xlsx([...validRows(2500), row(2502, ['KO-1'], '<c r="ZZZZZ2502"><v>1</v></c>')]),
    status: 413,
    message: 'Il file supera 200 colonne con valori: tieni solo le colonne da importare',
  },
  {
    name: 'a cell of 40,000 characters',
    build: () => xlsx([row(1, ['Codice', 'x'.repeat(40_000)])]),
    status: 413,
    message: 'Il file contiene un valore più lungo di 32767 caratteri',
  },
  {
    name: 'a row of 4 values of 30,000 characters',
    build: () => xlsx([row(1, Array(4).fill('x'.repeat(30_000)))]),
    status: 413,
    message: 'La riga 1 supera 100000 caratteri',
  },
  {
    name: 'an attribute of 2 MB',
    // Random letters: compressed, it is no bomb.
    build: () => xlsx([`<row r="1" x="${crypto.randomBytes(1.5 * MiB).toString('base64')}"/>`]),
    status: 413,
    message:
      'Il foglio di calcolo contiene un tag o un testo più lungo di 1048576 caratteri: non è un normale file .xlsx',
  },
  {
    name: 'elements nested 100,000 deep',
    build: () => xlsx([{ unit: '<a>', times: 100_000 }]),
    status: 413,
    message:
      'Il foglio di calcolo annida i suoi elementi oltre 64 livelli: non è un normale file .xlsx',
  },
  {
    name: 'a sheet declaring 1 MB that inflates to 1 GB',
    build: () => zip([...workbookParts(), declaring(MiB, sheetEntry(emptyRows(GiB)))]),
    status: 415,
    message: 'Il foglio di calcolo è danneggiato o non è un file .xlsx',
  },
  {
    name: 'a part declaring 4 GB that holds 1 kB',
    build: () => zip([...workbookParts(), declaring(2 ** 32 - 1, sheetEntry(row(1, ['x'])))]),
    status: 413,
    message: 'Decompresso, il foglio di calcolo supererebbe 256 MB: dividilo in file più piccoli',
  },
  {
    name: 'parts declaring 600 MB together',
    build: () => {
      const part = (n: number) => randomPart(`xl/media/${n}.bin`, 200 * MiB);
      return xlsx([row(1, ['x'])], part(1), part(2), part(3));
    },
    status: 413,
    message: 'Decompresso, il foglio di calcolo supererebbe 512 MB: dividilo in file più piccoli',
  },
  {
    name: '1,001 zip entries',
    build: () =>
      xlsx(
        [row(1, ['x'])],
        ...Array.from({ length: 1001 }, (_, i) => entry(`xl/media/${i}.txt`, 'x')),
      ),
    status: 413,
    message: 'Il foglio di calcolo ha più di 1000 parti: non è un normale file .xlsx',
  },
  {
    name: 'a sheet of 1,100,000 rows without cells',
    build: () =>
      xlsx([Array.from({ length: 1_100_000 }, (_, i) => `<row r="${i + 1}"/>`).join('')]),
    status: 413,
    message: 'Il file ha più di 1048576 righe: dividilo in file più piccoli',
  },
  {
    name: 'a CSV whose header has 1,000,000 columns',
    build: () => csv(`${'Codice;'.repeat(1_000_000)}\nA;B\n`),
    status: 413,
    message: 'Il file supera 200 colonne con valori: tieni solo le colonne da importare',
  },
  {
    name: 'a CSV with an unclosed quote over 15 MB after 2,500 valid rows',
    build: () => {
      const rows = Array.from({ length: 2500 }, (_, i) => `OK-${i};Articolo;1`);
      return csv(`Codice;Descrizione;Prezzo\n${rows.join('\n')}\n"${'x'.repeat(15 * MiB)}`);
    },
    status: 413,
    message: 'Il file contiene un valore più lungo di 32767 caratteri',
  },
  {
    name: 'a CSV of 5,000,000 empty cells',
    build: () => csv(`${';'.repeat(199)}\n`.repeat(25_001)),
    status: 413,
    message: 'Il file supera 5000000 celle: dividilo in file più piccoli',
  },
  {
    name: 'a CSV of 1,100,000 empty lines',
    build: () => csv(`Codice;Prezzo\n${'\n'.repeat(1_100_000)}`),
    status: 413,
    message: 'Il file ha più di 1048576 righe: dividilo in file più piccoli',
  },
];
