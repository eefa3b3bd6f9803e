/**
 * Decimals travel as strings ("1234.50", never floats). These helpers show them in the
 * user's language (`1.234,50 €` in Italian) and turn what people type ("1.234,5", "12,30")
 * back into the wire's dot form, without going through a float.
 */

import { numberFormat } from './intl';

/** The locale's decimal separator: ',' for it/de/fr/hu, '.' for en. */
export function decimalSeparator(locale: string): string {
  const part = numberFormat(locale)
    .formatToParts(1.5)
    .find((item) => item.type === 'decimal');
  return part?.value ?? '.';
}

const isWireDecimal = (value: string) => /^-?\d+(\.\d+)?$/.test(value);

/** Decimals a wire value carries, so `12.34567` keeps its five in a price. */
const scaleOf = (value: string) => value.split('.')[1]?.length ?? 0;

/** Intl formats a decimal string exactly (ES2023): no float rounding on 8-decimal prices. */
const exact = (value: string) => value as Intl.StringNumericLiteral;

/** `"1234.5"` -> `1.234,50 €` (it); at least 2 decimals, up to `maxDecimals` when present. */
export function formatMoney(
  value: string | number | null | undefined,
  locale: string,
  maxDecimals = 8,
  currency = 'EUR',
): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (!isWireDecimal(text)) return text;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    // Always group: CLDR leaves Italian 4-digit amounts ungrouped ("1234,50 €").
    useGrouping: true,
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, Math.min(maxDecimals, scaleOf(text))),
  }).format(exact(text));
}

/** `"1500.000"` -> `1.500` (it): quantities without trailing zeros. */
export function formatDecimal(value: string | number | null | undefined, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (!isWireDecimal(text)) return text;
  return numberFormat(locale, {
    useGrouping: true,
    maximumFractionDigits: scaleOf(text),
  }).format(exact(text));
}

/**
 * What the user typed -> the wire form. Spaces go; with both separators the last one is
 * the decimal mark (`1.234,50`, `1,234.50`); a lone comma is decimal (`12,5`). A lone dot is
 * decimal too (the numeric keypad types one), except where the comma is the decimal mark
 * (`decimalMark` ','): there several dots, or one dot before exactly three digits after a
 * non-zero integer part, group thousands (`1.500` is one thousand five hundred, `0.125` and
 * `12.5` stay decimals). Text that is not a number is returned trimmed, for the schema to
 * reject with its message.
 */
export function toWireDecimal(input: string | null | undefined, decimalMark = '.'): string {
  if (input === null || input === undefined) return '';
  const text = input.replace(/[\s\u00a0\u202f']/g, '');
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    return text.split(thousands).join('').replace(decimal, '.');
  }
  if (lastComma >= 0) return text.replace(',', '.');
  if (decimalMark === ',' && lastDot >= 0 && groupsThousands(text)) return text.split('.').join('');
  return text;
}

/** `1.500`, `-12.000`, `1.234.567`: dots that can only be thousands separators. */
const groupsThousands = (text: string) =>
  /^-?[1-9]\d{0,2}(\.\d{3})+$/.test(text) && (text.split('.').length > 2 || !/^-?0/.test(text));

/** The wire form -> the text shown in an input: `1234.50` -> `1234,50` (it). */
export function toInputDecimal(value: string | number | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return decimalSeparator(locale) === ',' ? text.replace('.', ',') : text;
}
