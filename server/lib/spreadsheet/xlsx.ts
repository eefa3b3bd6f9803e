import { checkColumn, checkField, checkRow, LIMITS, sheetCounter } from './limits';
import { serialDate } from './values';
import { parseXml, type XmlHandlers } from '../xml-stream';
import {
  localName,
  NumberKind,
  sharedStrings,
  styleKinds,
  workbookParts,
  type SharedStrings,
} from './xlsx-parts';
import { entryChunks, zipEntries } from '../zip';

/** One row of a worksheet: its number as Excel shows it and the text of its cells. */
export interface SheetRecord {
  line: number;
  cells: string[];
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

/** How a cell's number reads, by its style: `22%` for 0.22 as a percentage, ISO for a date. */
interface CellContext {
  strings: SharedStrings;
  kinds: Uint8Array;
  date1904: boolean;
}

/**
 * The rows of the first worksheet of an xlsx that have a value, a chunk's worth at a time,
 * streamed: the sheet is inflated and parsed a slice at a time, within the limits of
 * `limits.ts`; empty cells past the last column allowed are left out. A formula
 * counts as the result Excel saved with it; it is never evaluated. Written by Excel,
 * LibreOffice, Google Sheets, openpyxl or exceljs, with or without namespace prefixes.
 */
export async function* xlsxRecords(data: Buffer): AsyncGenerator<SheetRecord[]> {
  const entries = zipEntries(data);
  const parts = await workbookParts(data, entries);
  const context: CellContext = {
    strings: await sharedStrings(data, parts.sharedStrings),
    kinds: await styleKinds(data, parts.styles),
    date1904: parts.date1904,
  };

  const counter = sheetCounter();
  const rows: SheetRecord[] = [];
  let row: { line: number; cells: string[]; chars: number; next: number } | undefined;
  let cell:
    { column: number; type: string; style: number; value: string; inValue: boolean } | undefined;
  let nextLine = 1;
  const handlers: XmlHandlers = {
    opentag(tag) {
      const name = localName(tag.name);
      if (name === 'row') {
        counter.row();
        const line = Number(tag.attributes.r) || nextLine;
        row = { line, cells: [], chars: 0, next: 0 };
        nextLine = line + 1;
      } else if (name === 'c' && row) {
        counter.cell();
        const reference = tag.attributes.r;
        const column = reference ? columnOf(reference) : -1;
        cell = {
          column: column < 0 ? row.next : column,
          type: tag.attributes.t ?? 'n',
          style: Number(tag.attributes.s ?? 0),
          value: '',
          inValue: false,
        };
        row.next = cell.column + 1;
      } else if (cell && (name === 'v' || (name === 't' && cell.type === 'inlineStr')))
        cell.inValue = true;
    },
    text(text) {
      if (!cell?.inValue) return;
      cell.value += text;
      checkField(cell.value.length);
    },
    closetag(tag) {
      const name = localName(tag.name);
      if (name === 'v' || name === 't') {
        if (cell) cell.inValue = false;
      } else if (name === 'c' && row && cell) {
        const text = cellText(cell, context);
        if (text !== '') checkColumn(cell.column);
        if (cell.column < LIMITS.columns) row.cells[cell.column] = detached(text);
        checkRow((row.chars += text.length), row.line);
        cell = undefined;
      } else if (name === 'row' && row) {
        if (row.chars) rows.push({ line: row.line, cells: Array.from(row.cells, (t) => t ?? '') });
        row = undefined;
      }
    },
  };
  yield* parseXml(entryChunks(data, parts.sheet), handlers, () => rows.splice(0));
}

/**
 * A copy of `text` that does not hold the XML it was cut from. saxes gives a cell's text as a
 * slice of the 64 kB piece of the sheet being parsed (V8 keeps slices of 13 characters or more
 * as a view on the whole string), so a description kept in a batch kept its whole piece alive
 * and moved it to the old generation with the batch: 25 MB of a 100,000-row sheet.
 */
const detached = (text: string) => (text.length < 13 ? text : (' ' + text).slice(1));

function cellText(
  cell: { type: string; style: number; value: string },
  { strings, kinds, date1904 }: CellContext,
): string {
  switch (cell.type) {
    case 's':
      return strings.get(Number(cell.value));
    case 'b':
      return cell.value === '1' ? 'TRUE' : cell.value === '0' ? 'FALSE' : '';
    case 'e':
      return '';
    case 'd':
      return cell.value.slice(0, 10);
    case 'n':
      return numberText(cell.value, kinds[cell.style] ?? NumberKind.plain, date1904);
    default:
      return cell.value;
  }
}

/** A number as its format shows it: 0.22 as a percentage is `22%`, 46387 as a date `2026-12-31`. */
function numberText(value: string, kind: number, date1904: boolean): string {
  if (kind === NumberKind.plain || value === '') return value;
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  if (kind === NumberKind.percent) return `${Number((number * 100).toPrecision(15))}%`;
  return serialDate(number + (date1904 ? 1462 : 0)).value ?? value;
}
