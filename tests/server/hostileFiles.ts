/**
 * Hostile spreadsheets, built in memory and small on disk, for the upload tests and
 * bench/hostile-uploads.ts. A zip bomb is not compressed in full: one deflated block of a
 * repeated unit is flushed to a byte boundary (Z_SYNC_FLUSH) and repeated, which inflates to
 * the unit repeated, so a gigabyte costs a millisecond to build.
 */
import zlib from 'node:zlib';

/** A piece of an entry's content: bytes, or a unit repeated `times` times. */
export type Content = string | Buffer | { unit: string; times: number };

export interface RawEntry {
  name: string;
  /** Deflated bytes (or the bytes themselves with `stored`). */
  data: Buffer;
  /** The uncompressed size written in the central directory. */
  size: number;
  stored?: boolean;
}

const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
const flushed = (bytes: Buffer) =>
  zlib.deflateRawSync(bytes, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });

/** An entry whose content is the pieces one after the other, deflated, its size declared truly. */
export function entry(name: string, ...pieces: Content[]): RawEntry {
  const blocks: Buffer[] = [];
  let size = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string' || Buffer.isBuffer(piece)) {
      const bytes = Buffer.from(piece);
      blocks.push(flushed(bytes));
      size += bytes.length;
    } else {
      // A unit of about 1 MiB, deflated once and repeated.
      const copies = Math.max(1, Math.floor(2 ** 20 / piece.unit.length));
      const whole = Math.floor(piece.times / copies);
      const block = flushed(Buffer.from(piece.unit.repeat(copies)));
      for (let i = 0; i < whole; i++) blocks.push(block);
      const rest = piece.times - whole * copies;
      if (rest) blocks.push(flushed(Buffer.from(piece.unit.repeat(rest))));
      size += piece.unit.length * piece.times;
    }
  }
  return { name, data: Buffer.concat([...blocks, FINAL_EMPTY_BLOCK]), size };
}

/** A zip header: its signature, then (from `at`) the fields local and central headers share. */
function header(signature: number, length: number, at: number, entry: RawEntry, name: Buffer) {
  const bytes = Buffer.alloc(length);
  bytes.writeUInt32LE(signature, 0);
  bytes.writeUInt16LE(20, at - 4); // version needed to extract
  bytes.writeUInt16LE(entry.stored ? 0 : 8, at);
  bytes.writeUInt32LE(entry.data.length, at + 10);
  bytes.writeUInt32LE(entry.size, at + 14);
  bytes.writeUInt16LE(name.length, at + 18);
  return bytes;
}

/** A zip archive of the entries as given (sizes as declared, CRC left at 0: we never check it). */
export function zip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const central = header(0x02014b50, 46, 10, entry, name);
    central.writeUInt32LE(offset, 42);
    locals.push(header(0x04034b50, 30, 8, entry, name), name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const SHEET_START = `<?xml version="1.0" encoding="UTF-8"?>\n<worksheet xmlns="${MAIN}"><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

/** The parts of a workbook around its first sheet (`xl/worksheets/sheet1.xml`). */
export function workbookParts(): RawEntry[] {
  return [
    entry(
      'xl/workbook.xml',
      `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets><sheet name="Articoli" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
  ];
}

/** The sheet entry whose rows are the pieces given, inside the worksheet's own tags. */
export const sheetEntry = (...rows: Content[]) =>
  entry('xl/worksheets/sheet1.xml', SHEET_START, ...rows, SHEET_END);

/** An xlsx whose first sheet holds the rows given (inline strings), plus any other parts. */
export const xlsx = (rows: Content[], ...others: RawEntry[]) =>
  zip([...workbookParts(), sheetEntry(...rows), ...others]);

/** `0` -> `A`, `26` -> `AA`: the letters of a column. */
const columnName = (i: number): string =>
  (i >= 26 ? columnName(Math.floor(i / 26) - 1) : '') + String.fromCharCode(65 + (i % 26));

/** A row of inline-string cells, as `<row>` XML, with any more cells (`extra`) after them. */
export function row(line: number, values: string[], extra = ''): string {
  const cells = values.map(
    (value, i) => `<c r="${columnName(i)}${line}" t="inlineStr"><is><t>${value}</t></is></c>`,
  );
  return `<row r="${line}">${cells.join('')}${extra}</row>`;
}

/** `count` valid article rows from line 2 on, after a header row: what a hostile part follows. */
export function validRows(count: number, prefix = 'OK'): string[] {
  const rows = [row(1, ['Codice', 'Descrizione', 'Prezzo'])];
  for (let i = 1; i <= count; i++) rows.push(row(i + 1, [`${prefix}-${i}`, `Articolo ${i}`, '1']));
  return rows;
}
