import { HttpError, msg } from '../errors';
import { pacer } from '../pace';
import { checkColumn, checkField, checkRow, LIMITS, sheetCounter } from './limits';
import { xlsxRecords, type SheetRecord } from './xlsx';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The text of a CSV, whatever its encoding: UTF-8 with or without BOM, UTF-16 with its BOM
 * (Excel's "Unicode text", little or big endian), else Windows-1252, which Latin-1 files read
 * right too (LibreOffice's and older Excel's default in Western Europe): a file that is not
 * valid UTF-8 is one of those. Undefined for bytes that are not text.
 */
export function decodeText(data: Buffer): string | undefined {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  if (data.subarray(0, 64 * 1024).includes(0)) return undefined;
  try {
    // The BOM, when there is one, is left out by the decoder.
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return windows1252(data);
  }
}

/** Windows-1252's 0x80-0x9F (Latin-1 has control characters there); 0x81, 0x8D... unused. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Node's TextDecoder reads `windows-1252` as Latin-1: the 32 characters that differ, mapped. */
function windows1252(data: Buffer): string {
  return data
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80]);
}

/** Control characters no text file has (tab, line ends and form feed aside). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const BINARY = /[\u0000-\u0008\u000e-\u001f\u007f]/;

/**
 * What the bytes are, whatever the file's name says: xlsx (a zip), csv (text, decoded), or a
 * 415.
 */
export function sniffSpreadsheet(data: Buffer): { kind: 'xlsx' } | { kind: 'csv'; text: string } {
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) return { kind: 'xlsx' };
  const text = decodeText(data);
  const head = text?.slice(0, 64 * 1024).replace(/^\uFEFF/, '');
  if (text !== undefined && !BINARY.test(head!) && /[;,\t]/.test(head!.split(/\r?\n/)[0] ?? ''))
    return { kind: 'csv', text };
  throw new HttpError(415, msg('import.unsupported_file'));
}

/** The delimiter of a CSV: whichever of `;` `,` or tab the header line has most of. */
function delimiterOf(body: string): string {
  const counts = new Map([';', ',', '\t'].map((d) => [d, 0]));
  for (let i = 0; i < body.length && i <= LIMITS.rowChars; i++) {
    const char = body[i];
    if (char === '\n' || char === '\r') break;
    const count = counts.get(char);
    if (count !== undefined) counts.set(char, count + 1);
  }
  return [...counts].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Splits CSV text into records (RFC 4180 quotes, `;` `,` or tab, detected on the header line),
 * within the limits of `limits.ts`. A field is a slice of the text (no string built
 * a character at a time); a quoted one is read up to its closing quote with `indexOf`, so an
 * unclosed quote is refused as a field too long after one scan of the rest. Empty fields past
 * the last column allowed are dropped.
 */
export function* csvRecords(text: string): Generator<string[]> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const delimiter = delimiterOf(body).charCodeAt(0);
  const end = body.length;
  const counter = sheetCounter();
  let record: string[] = [];
  let recordStart = 0;
  // The field being read: its quoted parts so far, and where its unquoted run began.
  let quoted = '';
  let run = 0;
  const endField = (at: number) => {
    const field = quoted === '' ? body.slice(run, at) : quoted + body.slice(run, at);
    checkField(field.length);
    counter.cell();
    if (record.length < LIMITS.columns) record.push(field);
    else if (field !== '') checkColumn(LIMITS.columns);
    checkRow(at - recordStart, counter.rows + 1);
    quoted = '';
  };
  let i = 0;
  while (i < end) {
    const char = body.charCodeAt(i);
    if (char === delimiter) {
      endField(i);
      run = ++i;
    } else if (char === LF || char === CR) {
      endField(i);
      if (char === CR && body.charCodeAt(i + 1) === LF) i++;
      counter.row();
      const done = record;
      record = [];
      recordStart = run = ++i;
      yield done;
    } else if (char === QUOTE && quoted === '' && i === run) {
      // Up to the closing quote, `""` being one quote; without one, the rest of the file.
      let from = i + 1;
      for (;;) {
        const close = body.indexOf('"', from);
        quoted += body.slice(from, close < 0 ? end : close);
        checkField(quoted.length);
        if (close < 0) i = end;
        else if (body.charCodeAt(close + 1) === QUOTE) {
          quoted += '"';
          from = close + 2;
          continue;
        } else i = close + 1;
        break;
      }
      run = i;
    } else i++;
  }
  if (quoted !== '' || run < end || record.length) {
    endField(end);
    counter.row();
    yield record;
  }
}

const CSV_BATCH = 100;

/** A data row of a spreadsheet: its number as the spreadsheet shows it, its cells in order. */
export interface SheetRow {
  line: number;
  cells: string[];
  /** The header row's titles as written (trimmed), the same array for every row. */
  header: string[];
}

/**
 * The data rows of a spreadsheet under its header (the first row with a value), a few hundred
 * at a time. Empty rows are skipped; `line` is the row number people see in Excel. Batches,
 * not one row per step: each step of an async generator is a few promises, and the rows of a
 * batch are used up between two steps.
 */
export async function* sheetRows(data: Buffer): AsyncGenerator<SheetRow[]> {
  const file = sniffSpreadsheet(data);
  const batches = file.kind === 'xlsx' ? xlsxRecords(data) : csvBatches(file.text);
  const pace = pacer();
  let header: string[] | undefined;
  for await (const batch of batches) {
    const rows: SheetRow[] = [];
    for (const { line, cells } of batch) {
      if (cells.every((cell) => cell.trim() === '')) continue;
      if (!header) header = cells.map((cell) => cell.trim());
      else rows.push({ line, cells, header });
    }
    if (rows.length) yield rows;
    // The rows of a batch have been read and used by now: the other requests' turn, if due.
    await pace();
  }
}

/** The records of a CSV with their numbers, a few hundred at a time. */
function* csvBatches(text: string): Generator<SheetRecord[]> {
  let batch: SheetRecord[] = [];
  let line = 0;
  for (const cells of csvRecords(text)) {
    batch.push({ line: ++line, cells });
    if (batch.length === CSV_BATCH) {
      yield batch;
      batch = [];
    }
  }
  yield batch;
}
