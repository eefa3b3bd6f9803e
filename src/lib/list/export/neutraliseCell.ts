/**
 * Spreadsheet formula injection guard: a text cell that starts with `=`, `+`, `-`, `@`,
 * a tab or a carriage return would be run as a formula by Excel or LibreOffice. Such
 * text gets a leading apostrophe, which makes it plain text. Other values pass through.
 *
 * A phone number in international form ("+39 02 5550000") is data, written as typed: made of
 * digits, spaces and phone punctuation only, it can name no function, cell or file, so no
 * spreadsheet can run anything from it (docs/list-conventions.md, "Export").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const PHONE = /^\+\d[\d ().\-/]*$/;

export type CellValue = string | number | boolean | Date | null;

export function neutraliseCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return FORMULA_START.test(text) && !PHONE.test(text) ? `'${text}` : text;
}
