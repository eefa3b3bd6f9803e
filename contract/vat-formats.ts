import { isValidVatNumber } from './validators';

/**
 * VAT numbers by the customer's country. Italy keeps its check digit; the other EU countries
 * have the formats VIES publishes (the part after the country prefix); any other country
 * takes 1 to 28 letters or digits (FatturaPA's IdCodice). Stored without the prefix: the XML
 * writes the country in IdPaese and the number in IdCodice.
 */
// prettier-ignore
export const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,                       // U + 8 digits
  BE: /^[01]\d{9}$/,                    // 10 digits, the first 0 or 1
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,        // a letter or digit, 7 digits, a letter or digit
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,       // 2-character key (no I, no O) + SIREN
  GR: /^\d{9}$/,                        // prefix EL
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,                  // 9 digits, B, 2 digits
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,                 // 2 to 10 digits
  SE: /^\d{10}01$/,                     // 12 digits ending in 01
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** Examples of valid numbers, one per EU country (tests and the docs use them). */
// prettier-ignore
export const EU_VAT_EXAMPLES: Readonly<Record<string, string>> = {
  AT: 'U12345678', BE: '0123456789', BG: '123456789', CY: '12345678L', CZ: '12345678',
  DE: '123456789', DK: '12345678', EE: '123456789', ES: 'A1234567B', FI: '12345678',
  FR: 'AB123456789', GR: '123456789', HR: '12345678901', HU: '12345678', IE: '1234567T',
  IT: '01234567897', LT: '123456789', LU: '12345678', LV: '12345678901', MT: '12345678',
  NL: '123456789B01', PL: '1234567890', PT: '123456789', RO: '1234567', SE: '123456789001',
  SI: '12345678', SK: '1234567890',
};

/** Outside the EU: what FatturaPA's IdCodice holds. */
const OTHER_FORMAT = /^[A-Z0-9]{1,28}$/;

/** The prefix of a country's VAT numbers: its ISO code, EL for Greece. */
export const vatPrefixOf = (country: string) => (country === 'GR' ? 'EL' : country);

export const isEuCountry = (country: string) => country === 'IT' || country in EU_VAT_FORMATS;

/** Whether `vat` (normalised, without prefix) is a VAT number of `country`. */
export function isValidVatFor(country: string, vat: string): boolean {
  if (country === 'IT') return isValidVatNumber(vat);
  const format = EU_VAT_FORMATS[country];
  return format ? format.test(vat) : OTHER_FORMAT.test(vat);
}

/** A Swiss UID (`CHE-123.456.789 MWST`): its `CHE` belongs to the number, the suffix does not. */
const SWISS_UID = /^CHE(\d{9})(MWST|TVA|IVA)?$/;

/**
 * A VAT number as typed or pasted ("IT 0123 4567 897", "ATU 123.456-78", "EL123456789")
 * without separators and without its country prefix. Italy drops `IT` always (the rule the
 * product had); other countries drop their prefix when what is left has the country's format,
 * so a French key that happens to read "FR" stays; a Swiss UID keeps its letters
 * (`CHE123456789`, as the SDI wants it in IdCodice).
 */
export function normaliseVat(country: string, value: string): string {
  const vat = value.replace(/[\s.\-/]+/g, '').toUpperCase();
  if (country === 'IT') return vat.replace(/^IT/, '');
  const swiss = country === 'CH' ? SWISS_UID.exec(vat) : null;
  if (swiss) return `CHE${swiss[1]}`;
  const prefixes = new Set([vatPrefixOf(country), country]);
  for (const prefix of prefixes) {
    const rest = vat.slice(prefix.length);
    if (vat.startsWith(prefix) && rest && isValidVatFor(country, rest)) return rest;
  }
  return vat;
}

/** The message key when `vat` is not a VAT number of `country`, else null. */
export function vatNumberError(country: string, vat: string): string | null {
  if (isValidVatFor(country, vat)) return null;
  if (country === 'IT') return 'validation.vat_number';
  return EU_VAT_FORMATS[country] ? 'validation.vat_number_eu' : 'validation.vat_number_foreign';
}

/** A VAT number as printed: a foreign one with its country prefix (DE123456789), Italy's bare. */
export const printedVat = (country: string | null | undefined, vat: string) =>
  country && country !== 'IT' && !SWISS_UID.test(vat) ? `${vatPrefixOf(country)}${vat}` : vat;
