import { isValidZip } from './validators';

/** A foreign postcode: 2 to 10 letters, digits, spaces or hyphens ("1010", "1012 AB", "SW1A 1AA"). */
export const isForeignZip = (v: string) => /^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/.test(v);

/** The message key when `zip` is not a postcode of `country` (a CAP in Italy), else null. */
export function zipError(country: string, zip: string): string | null {
  if (country === 'IT') return isValidZip(zip) ? null : 'validation.zip';
  return isForeignZip(zip) ? null : 'validation.zip_foreign';
}

/** A postcode as typed: at most 10 characters; its country's format is checked with `zipError`. */
export const ZIP_MAX = 10;
