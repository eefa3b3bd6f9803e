import { csvFormat, csvNumber, type CsvFormat } from './csvFormat';
import { neutraliseCell, type CellValue } from './neutraliseCell';

/**
 * A CSV document (RFC 4180 quoting, CRLF line ends) in the reader's format (separator, decimal
 * mark, dates: `csvFormat`). Numbers are written as numbers with the reader's decimal mark;
 * text that a spreadsheet would run as a formula is neutralised first.
 */
export function toCsv(headers: string[], rows: unknown[][], format: CsvFormat = csvFormat('it')) {
  const line = (cells: unknown[]) =>
    cells.map((cell) => csvField(cell, format)).join(format.separator);
  return [line(headers), ...rows.map(line)].join('\r\n') + '\r\n';
}

function csvField(cell: unknown, format: CsvFormat): string {
  if (typeof cell === 'number') return Number.isFinite(cell) ? csvNumber(cell, format.decimal) : '';
  const value: CellValue = neutraliseCell(cell);
  if (value === null) return '';
  const text = value instanceof Date ? format.date(value.toISOString()) : String(value);
  return text.includes(format.separator) || /["\r\n]/.test(text)
    ? `"${text.replace(/"/g, '""')}"`
    : text;
}
