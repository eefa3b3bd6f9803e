import { barcodeProblem, gtinCheckDigit } from '../../../contract/barcode';
import { msg, type FieldMessage } from '../errors';

/**
 * Values of a spreadsheet cell as people type them and as Excel, LibreOffice and Google Sheets
 * write them, read into the wire's form (`1234.5`, `2026-12-31`): pure functions, each giving
 * the value or the message that says what is wrong (in the caller's language, later).
 */
export type Parsed<T> =
  { value: T; error?: undefined } | { error: FieldMessage; value?: undefined };

const ok = <T>(value: T): Parsed<T> => ({ value });
const fail = <T>(error: FieldMessage): Parsed<T> => ({ error });

const CURRENCY = /^(?:€|eur|euro|\$|usd|£|gbp|chf)\s*|\s*(?:€|eur|euro|\$|usd|£|gbp|chf)$/i;
const EXPONENT = /^(\d+(?:[.,]\d+)?)e([+-]?\d+)$/i;
/** What Excel keeps and shows of a number: 15 significant digits. */
const EXCEL_DIGITS = 15;

/** Our CSV export writes formula-like text with a leading apostrophe: read the text back. */
export const unquoteFormula = (text: string) =>
  text.charCodeAt(0) === 39 && /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;

/** What most cells hold: digits, one optional separator, digits (`12,50`, `0.085`, `22`). */
const SIMPLE = /^(-?)(\d{1,15})(?:[.,](\d{1,15}))?$/;

/**
 * `1.234,50`, `1,234.50`, `1234,5`, `12,50 €`, `€ -3.20`, `1 234,5`, `1E-4`,
 * `0.30000000000000004` -> a decimal string with a point and at most `scale` decimals.
 * One separator alone is the decimal one (`0,085` and `0.085` alike); two kinds: the last is
 * the decimal one and the other must group thousands. More than 15 significant digits is a
 * binary float's noise (what Excel computed and saved): it is rounded to the field's scale;
 * more decimals than the field keeps, typed by someone, are refused.
 */
export function parseDecimal(text: string, scale: number, integerDigits = 12): Parsed<string> {
  const value = text.trim();
  const simple = SIMPLE.exec(value);
  if (simple) return digits(simple[1] === '-', simple[2], simple[3] ?? '', scale, integerDigits);
  let body = value.replace(CURRENCY, '').replace(/^\((.*)\)$/, '-$1');
  const negative = /^[-−]/.test(body);
  body = body.replace(/^[-−+]\s*/, '').replace(CURRENCY, '');
  // Thousands grouped by spaces or apostrophes (1 234,50; 1'234.50).
  if (/^\d{1,3}(?:['’ \u00a0\u202f\u2009]\d{3})+(?:[.,]\d+)?$/.test(body))
    body = body.replace(/['’ \u00a0\u202f\u2009]/g, '');
  const exponent = EXPONENT.exec(body);
  let plain: string | undefined;
  if (exponent) plain = expand(exponent[1].replace(',', '.'), Number(exponent[2]));
  else plain = withPoint(body);
  if (plain === undefined) return fail(msg('import.number', { value }));
  const [whole, decimals = ''] = plain.split('.');
  return digits(negative, whole, decimals, scale, integerDigits);
}

/** A number's digits, before and after the point, as the wire's decimal within the field's scale. */
function digits(
  negative: boolean,
  integer: string,
  fraction: string,
  scale: number,
  integerDigits: number,
): Parsed<string> {
  let whole = integer.replace(/^0+(?=\d)/, '');
  let decimals = fraction.replace(/0+$/, '');
  if (decimals.length > scale) {
    if (significant(whole, decimals) <= EXCEL_DIGITS)
      return fail(msg('import.decimals', { max: scale }));
    [whole, decimals] = round(whole, decimals, scale);
  }
  if (whole.length > integerDigits) return fail(msg('import.too_large', { max: integerDigits }));
  const number = decimals ? `${whole}.${decimals}` : whole;
  return ok(negative && /[1-9]/.test(number) ? `-${number}` : number);
}

const GROUPED = { '.': /^\d{1,3}(?:\.\d{3})+$/, ',': /^\d{1,3}(?:,\d{3})+$/ };
const ONLY_GROUPS = { '.': /^\d{1,3}(?:\.\d{3}){2,}$/, ',': /^\d{1,3}(?:,\d{3}){2,}$/ };

/** `1.234,50` -> `1234.50`; undefined when it is not a number written one of the usual ways. */
function withPoint(body: string): string | undefined {
  if (/^\d+$/.test(body)) return body;
  if (/^\d*[.,]\d+$/.test(body) || /^\d+[.,]$/.test(body))
    return body.replace(',', '.').replace(/\.$/, '');
  const last = Math.max(body.lastIndexOf('.'), body.lastIndexOf(','));
  if (last < 0) return undefined;
  const mark = body[last] as '.' | ',';
  const group = mark === '.' ? ',' : '.';
  // Thousands only (1.234.567), or thousands and decimals (1.234,50 / 1,234.50).
  if (ONLY_GROUPS[mark].test(body)) return body.replaceAll(mark, '');
  if (GROUPED[group].test(body.slice(0, last)) && /^\d+$/.test(body.slice(last + 1)))
    return `${body.slice(0, last).replaceAll(group, '')}.${body.slice(last + 1)}`;
  return undefined;
}

/** `1.5`, 3 -> `1500`: a number in scientific notation written out, digit by digit. */
function expand(mantissa: string, exponent: number): string | undefined {
  if (Math.abs(exponent) > 40) return undefined;
  const [whole, decimals = ''] = mantissa.split('.');
  const digits = whole + decimals;
  const point = whole.length + exponent;
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

const significant = (whole: string, decimals: string) =>
  (whole + decimals).replace(/^0+/, '').length;

/** Half away from zero, on the digits (no binary float on the way). */
function round(whole: string, decimals: string, scale: number): [string, string] {
  const digits = BigInt(whole + decimals.slice(0, scale) || '0');
  const up = Number(decimals[scale] ?? '0') >= 5 ? 1n : 0n;
  const text = (digits + up).toString().padStart(scale + 1, '0');
  const cut = text.length - scale;
  return [text.slice(0, cut), text.slice(cut).replace(/0+$/, '')];
}

/**
 * A rate in per cent: `22`, `22%`, `22 %`, `22,0` and a percentage-formatted cell, which the
 * xlsx reader gives as `22%` (Excel stores 0.22). Undefined when it is not a number.
 */
export function parsePercent(text: string): Parsed<string> {
  return parseDecimal(text.trim().replace(/\s*%$/, ''), 2, 3);
}

/**
 * A calendar day: `31/12/2026`, `31.12.2026`, `31-12-2026`, `2026-12-31` (a time after it is
 * ignored), Hungarian `2026. 12. 31.` (what a Hungarian Excel shows and saves) or an Excel serial
 * number (`46387`, days since 30/12/1899, Excel's 29/02/1900
 * included) -> `2026-12-31`.
 */
export function parseDate(text: string): Parsed<string> {
  const value = text.trim();
  let parts: [number, number, number] | undefined;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(value);
  const dayFirst = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})(?: [\d:.]+)?$/.exec(value);
  const hungarian = /^(\d{4})\. ?(\d{1,2})\. ?(\d{1,2})\.?$/.exec(value);
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (hungarian) parts = [Number(hungarian[1]), Number(hungarian[2]), Number(hungarian[3])];
  else if (dayFirst) parts = [Number(dayFirst[4]), Number(dayFirst[3]), Number(dayFirst[1])];
  else if (/^\d{1,7}(?:\.\d+)?$/.test(value)) return serialDate(Number(value), value);
  if (!parts) return fail(msg('import.date', { value }));
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return fail(msg('import.date', { value }));
  return ok(date.toISOString().slice(0, 10));
}

const DAY_MS = 86_400_000;

/** An Excel serial day (1900 system) -> `YYYY-MM-DD`; 1904 system: add 1462 first. */
export function serialDate(serial: number, value = String(serial)): Parsed<string> {
  if (!(serial >= 1 && serial < 2_958_466)) return fail(msg('import.date', { value }));
  // Excel counts 29/02/1900, which never was: serials from 61 are one day later than counted.
  const epoch = Date.UTC(1899, 11, serial < 61 ? 31 : 30);
  return ok(new Date(epoch + Math.floor(serial) * DAY_MS).toISOString().slice(0, 10));
}

/**
 * A barcode. Digits only (spaces dropped) are an EAN-8, UPC-A, EAN-13 or GTIN-14 whose check
 * digit must be right; a number in scientific notation (`8,00123E+12`: Excel has turned the
 * code into a number and lost its digits) is refused, and so is any other character: letters,
 * dashes or a letter O typed for a zero would be saved as a code no till reads.
 */
export function parseBarcode(text: string): Parsed<string> {
  const value = text.trim();
  if (/^\d+(?:[.,]\d+)?e\+?\d+$/i.test(value))
    return fail(msg('import.barcode_scientific', { value }));
  const digits = value.replace(/[\s\u00a0]/g, '');
  switch (barcodeProblem(digits)) {
    case 'digits':
      return fail(msg('import.barcode_digits', { value }));
    case 'length':
      return fail(msg('import.barcode_length', { count: digits.length }));
    case 'check':
      return fail(msg('import.barcode_check', { expected: gtinCheckDigit(digits.slice(0, -1)) }));
    default:
      return ok(digits);
  }
}

/** How a coded value is compared with what a cell holds: case, accents and spacing aside. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

/**
 * A choice by its code or by one of its names (in any language): `names` maps each normalised
 * name or code to the code.
 */
export function parseChoice<T>(text: string, names: ReadonlyMap<string, T>): Parsed<T> {
  // Most cells hold a code or name as the map has it (`pz`, `2`): no need to normalise those.
  const found = names.get(text) ?? names.get(normalise(text));
  return found === undefined ? fail(msg('import.choice', { value: text.trim() })) : ok(found);
}

/** `0` -> `A`, `27` -> `AB`: a column's letters as the spreadsheet shows them. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
