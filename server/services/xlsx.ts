import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { HttpError, msg } from '../errors';
import { entryChunks, zipEntries, type ZipEntry } from './zip';

/** One row of a worksheet: its number as Excel shows it and the text of its cells. */
export interface SheetRecord {
  line: number;
  cells: string[];
}

const notReadable = () => new HttpError(415, msg('import.damaged_xlsx'));

/** Runs a SAX parser over the chunks of an entry, handing out what `take` collected per chunk. */
function* parse<T>(
  data: Buffer,
  entry: ZipEntry,
  setUp: (parser: SaxesParser) => void,
  take: () => T[],
): Generator<T> {
  const parser = new SaxesParser();
  setUp(parser);
  const decoder = new TextDecoder('utf-8');
  try {
    for (const chunk of entryChunks(data, entry)) {
      parser.write(decoder.decode(chunk, { stream: true }));
      yield* take();
    }
    parser.write(decoder.decode()).close();
  } catch (error) {
    throw error instanceof HttpError ? error : notReadable();
  }
  yield* take();
}

/** The text of every `<si>` of the shared-strings part (rich text runs joined, phonetics left out). */
function sharedStrings(data: Buffer, entry: ZipEntry | undefined): string[] {
  if (!entry) return [];
  const strings: string[] = [];
  let current: string | undefined;
  let inText = false;
  let phonetic = 0;
  const setUp = (parser: SaxesParser) => {
    parser.on('opentag', (tag) => {
      if (tag.name === 'si') current = '';
      else if (tag.name === 'rPh') phonetic++;
      else if (tag.name === 't' && !phonetic) inText = true;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'si') strings.push(current ?? '');
      else if (tag.name === 'rPh') phonetic--;
      else if (tag.name === 't') inText = false;
    });
    parser.on('text', (text) => {
      if (inText && current !== undefined) current += text;
    });
  };
  for (const _ of parse(data, entry, setUp, () => [] as never[]));
  return strings;
}

/** `B12` -> 1: the zero-based column of a cell reference. */
function columnOf(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i++) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

/** Path of the workbook's first worksheet, from workbook.xml and its relationships. */
function firstSheetPath(data: Buffer, entries: Map<string, ZipEntry>): string {
  const read = (name: string) => {
    const entry = entries.get(name);
    if (!entry) throw notReadable();
    return Buffer.concat([...entryChunks(data, entry)]).toString('utf8');
  };
  const workbook = read('xl/workbook.xml');
  const sheet = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(workbook);
  const rels = read('xl/_rels/workbook.xml.rels');
  const target = sheet && new RegExp(`<Relationship\\b[^>]*?Id="${sheet[1]}"[^>]*>`).exec(rels);
  const path = target && /Target="([^"]+)"/.exec(target[0])?.[1];
  if (!path) throw notReadable();
  return path.startsWith('/') ? path.slice(1) : `xl/${path}`;
}

/**
 * The rows of the first worksheet of an xlsx, streamed: the sheet is inflated and parsed a
 * slice at a time. A formula counts as the result Excel saved with it; it is never evaluated.
 */
export function* xlsxRecords(data: Buffer): Generator<SheetRecord> {
  const entries = zipEntries(data);
  const strings = sharedStrings(data, entries.get('xl/sharedStrings.xml'));
  const sheet = entries.get(firstSheetPath(data, entries));
  if (!sheet) throw notReadable();

  const rows: SheetRecord[] = [];
  let row: SheetRecord | undefined;
  let cell: { column: number; type: string; value: string; inValue: boolean } | undefined;
  let nextLine = 1;
  const setUp = (parser: SaxesParser) => {
    parser.on('opentag', (tag: SaxesTagPlain) => {
      if (tag.name === 'row') {
        const line = Number(tag.attributes.r) || nextLine;
        row = { line, cells: [] };
        nextLine = line + 1;
      } else if (tag.name === 'c' && row) {
        const reference = tag.attributes.r;
        const column = reference ? columnOf(reference) : row.cells.length;
        cell = { column, type: tag.attributes.t ?? 'n', value: '', inValue: false };
      } else if (cell && (tag.name === 'v' || (tag.name === 't' && cell.type === 'inlineStr')))
        cell.inValue = true;
    });
    parser.on('text', (text) => {
      if (cell?.inValue) cell.value += text;
    });
    parser.on('closetag', (tag) => {
      if (tag.name === 'v' || tag.name === 't') {
        if (cell) cell.inValue = false;
      } else if (tag.name === 'c' && row && cell) {
        row.cells[cell.column] = cellText(cell.type, cell.value, strings);
        cell = undefined;
      } else if (tag.name === 'row' && row) {
        rows.push({ line: row.line, cells: Array.from(row.cells, (text) => text ?? '') });
        row = undefined;
      }
    });
  };
  yield* parse(data, sheet, setUp, () => rows.splice(0));
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
