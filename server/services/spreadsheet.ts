import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { HttpError } from '../errors';

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
  throw new HttpError(415, 'Unsupported file type: upload a spreadsheet (.xlsx) or a CSV file');
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

/** Plain text of an xlsx cell; a formula counts as its saved result and is never evaluated. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as ExcelJS.CellFormulaValue).result;
      return result === undefined || result === null || typeof result === 'object'
        ? ''
        : String(result);
    }
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

/** The rows of the first worksheet of an xlsx, read as a stream (shared strings cached). */
async function* xlsxRecords(data: Buffer): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(data), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
  });
  let first = true;
  // Every sheet is read to the end (only the first one's rows are used): leaving the reader
  // half-way aborts its zip stream, which then fails at an unpredictable moment.
  for await (const worksheet of reader) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      if (first) yield (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
    }
    first = false;
  }
}

/**
 * The data rows of a spreadsheet, as maps keyed by the normalised header (lower case, spaces
 * and dashes as `_`). Empty lines are skipped; `line` is the row number people see in Excel.
 */
export async function* sheetRows(data: Buffer): AsyncGenerator<{ line: number; row: SheetRow }> {
  const kind = sniffSpreadsheet(data);
  const records = kind === 'xlsx' ? xlsxRecords(data) : csvRecords(data.toString('utf8'));
  let header: string[] | undefined;
  let line = 0;
  for await (const record of records) {
    line += 1;
    if (record.every((cell) => cell.trim() === '')) continue;
    if (!header) {
      header = record.map((cell) =>
        cell
          .trim()
          .toLowerCase()
          .replace(/[\s-]+/g, '_'),
      );
      continue;
    }
    const row: SheetRow = new Map();
    header.forEach((name, i) => {
      if (name) row.set(name, (record[i] ?? '').trim());
    });
    yield { line, row };
  }
}
