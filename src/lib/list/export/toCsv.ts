import { neutraliseCell, type CellValue } from './neutraliseCell';

/** Semicolon: what Excel expects in an Italian (comma-decimal) locale. */
export const CSV_SEPARATOR = ';';

/** A CSV document (RFC 4180 quoting, CRLF line ends), every cell neutralised first. */
export function toCsv(headers: string[], rows: unknown[][], separator = CSV_SEPARATOR): string {
  const line = (cells: unknown[]) =>
    cells.map((cell) => csvField(neutraliseCell(cell), separator)).join(separator);
  return [line(headers), ...rows.map(line)].join('\r\n') + '\r\n';
}

function csvField(value: CellValue, separator: string): string {
  if (value === null) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
