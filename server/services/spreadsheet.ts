import { HttpError, msg } from '../errors';
import { xlsxRecords, type SheetRecord } from './xlsx';

/** One data row of a spreadsheet: header -> text, in a map (a `__proto__` header is just a key). */
export type SheetRow = Map<string, string>;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What the bytes are, whatever the file's name says: xlsx (a zip), csv (text), or a 415. */
export function sniffSpreadsheet(data: Buffer): 'xlsx' | 'csv' {
  if (data.subarray(0, 4).equals(ZIP_MAGIC)) return 'xlsx';
  const head = data.subarray(0, 64 * 1024);
  const text = head.toString('utf8');
  if (!head.includes(0) && !text.includes('\uFFFD') && /[;,\t]/.test(text.split(/\r?\n/)[0] ?? ''))
    return 'csv';
  throw new HttpError(415, msg('import.unsupported_file'));
}

/** Splits CSV text into records (RFC 4180 quotes, `;` `,` or tab, detected on the header line). */
export function* csvRecords(text: string): Generator<string[]> {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, firstLine.split(d).length] as const);
  const delimiter = counts.sort((a, b) => b[1] - a[1])[0][0];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      record.push(field);
      yield record;
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length) {
    record.push(field);
    yield record;
  }
}

/**
 * The data rows of a spreadsheet, as maps keyed by the normalised header (lower case, spaces
 * and dashes as `_`). Empty lines are skipped; `line` is the row number people see in Excel.
 */
export async function* sheetRows(data: Buffer): AsyncGenerator<{ line: number; row: SheetRow }> {
  const records = sniffSpreadsheet(data) === 'xlsx' ? xlsxRecords(data) : numbered(data);
  let header: string[] | undefined;
  for (const { line, cells } of records) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (!header) {
      header = cells.map((cell) =>
        cell
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_'),
      );
      continue;
    }
    const row: SheetRow = new Map();
    header.forEach((name, i) => {
      if (name) row.set(name, (cells[i] ?? '').trim());
    });
    yield { line, row };
  }
}

function* numbered(data: Buffer): Generator<SheetRecord> {
  let line = 0;
  for (const cells of csvRecords(data.toString('utf8'))) yield { line: ++line, cells };
}
