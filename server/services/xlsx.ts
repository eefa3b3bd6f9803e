import { HttpError, msg } from '../errors';
import { checkColumn, checkField, checkRow, LIMITS, sheetCounter } from './spreadsheet-limits';
import { parseXml, readXml, type XmlHandlers } from './xml-stream';
import { entryChunks, zipEntries, type ZipEntry } from './zip';

/** One row of a worksheet: its number as Excel shows it and the text of its cells. */
export interface SheetRecord {
  line: number;
  cells: string[];
}

const notReadable = () => new HttpError(415, msg('import.damaged_xlsx'));

/** The text of every `<si>` of the shared-strings part (rich text runs joined, phonetics left out). */
async function sharedStrings(data: Buffer, entry: ZipEntry | undefined): Promise<string[]> {
  if (!entry) return [];
  const strings: string[] = [];
  let current: string | undefined;
  let inText = false;
  let phonetic = 0;
  await readXml(entryChunks(data, entry, LIMITS.sharedStringsBytes), {
    opentag(tag) {
      if (tag.name === 'si') {
        current = '';
        if (strings.length >= LIMITS.sharedStrings)
          throw new HttpError(413, msg('import.too_many_strings', { max: LIMITS.sharedStrings }));
      } else if (tag.name === 'rPh') phonetic++;
      else if (tag.name === 't' && !phonetic) inText = true;
    },
    closetag(tag) {
      if (tag.name === 'si') strings.push(current ?? '');
      else if (tag.name === 'rPh') phonetic--;
      else if (tag.name === 't') inText = false;
    },
    text(text) {
      if (!inText || current === undefined) return;
      current += text;
      checkField(current.length);
    },
  });
  return strings;
}

/** `B12` -> 1: the zero-based column of a cell reference (-1 without letters). */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** The text of a small part (the workbook and its relationships), within its limit. */
async function partText(data: Buffer, entries: Map<string, ZipEntry>, name: string) {
  const entry = entries.get(name);
  if (!entry) throw notReadable();
  const chunks: Uint8Array[] = [];
  for await (const chunk of entryChunks(data, entry, LIMITS.workbookBytes)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Path of the workbook's first worksheet, from workbook.xml and its relationships. The patterns
 * never cross a tag's `<` or `>`, so each character is looked at a bounded number of times.
 */
async function firstSheetPath(data: Buffer, entries: Map<string, ZipEntry>): Promise<string> {
  const workbook = await partText(data, entries, 'xl/workbook.xml');
  const id = /<(?:\w+:)?sheet\b[^<>]*?\br:id="([^"<>]*)"/.exec(workbook)?.[1];
  const rels = await partText(data, entries, 'xl/_rels/workbook.xml.rels');
  let path: string | undefined;
  for (const [tag] of rels.matchAll(/<Relationship\b[^<>]*>/g)) {
    if (id !== undefined && /\bId="([^"<>]*)"/.exec(tag)?.[1] === id)
      path ??= /\bTarget="([^"<>]*)"/.exec(tag)?.[1];
  }
  if (!path) throw notReadable();
  return path.startsWith('/') ? path.slice(1) : `xl/${path}`;
}

/**
 * The rows of the first worksheet of an xlsx that have a value, a chunk's worth at a time,
 * streamed: the sheet is inflated and parsed a slice at a time, within the limits of `spreadsheet-limits.ts`; empty cells past the last
 * column allowed are left out. A formula counts as the result Excel saved with it; it is never
 * evaluated.
 */
export async function* xlsxRecords(data: Buffer): AsyncGenerator<SheetRecord[]> {
  const entries = zipEntries(data);
  const strings = await sharedStrings(data, entries.get('xl/sharedStrings.xml'));
  const sheet = entries.get(await firstSheetPath(data, entries));
  if (!sheet) throw notReadable();

  const counter = sheetCounter();
  const rows: SheetRecord[] = [];
  let row: { line: number; cells: string[]; chars: number; next: number } | undefined;
  let cell: { column: number; type: string; value: string; inValue: boolean } | undefined;
  let nextLine = 1;
  const handlers: XmlHandlers = {
    opentag(tag) {
      if (tag.name === 'row') {
        counter.row();
        const line = Number(tag.attributes.r) || nextLine;
        row = { line, cells: [], chars: 0, next: 0 };
        nextLine = line + 1;
      } else if (tag.name === 'c' && row) {
        counter.cell();
        const reference = tag.attributes.r;
        const column = reference ? columnOf(reference) : -1;
        cell = {
          column: column < 0 ? row.next : column,
          type: tag.attributes.t ?? 'n',
          value: '',
          inValue: false,
        };
        row.next = cell.column + 1;
      } else if (cell && (tag.name === 'v' || (tag.name === 't' && cell.type === 'inlineStr')))
        cell.inValue = true;
    },
    text(text) {
      if (!cell?.inValue) return;
      cell.value += text;
      checkField(cell.value.length);
    },
    closetag(tag) {
      if (tag.name === 'v' || tag.name === 't') {
        if (cell) cell.inValue = false;
      } else if (tag.name === 'c' && row && cell) {
        const text = cellText(cell.type, cell.value, strings);
        if (text !== '') checkColumn(cell.column);
        if (cell.column < LIMITS.columns) row.cells[cell.column] = text;
        checkRow((row.chars += text.length), row.line);
        cell = undefined;
      } else if (tag.name === 'row' && row) {
        if (row.chars) rows.push({ line: row.line, cells: Array.from(row.cells, (t) => t ?? '') });
        row = undefined;
      }
    },
  };
  yield* parseXml(entryChunks(data, sheet), handlers, () => rows.splice(0));
}

function cellText(type: string, value: string, strings: string[]): string {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'b':
      return value === '1' ? 'TRUE' : value === '0' ? 'FALSE' : '';
    case 'e':
      return '';
    default:
      return value;
  }
}
