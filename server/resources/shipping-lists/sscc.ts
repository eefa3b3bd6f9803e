/**
 * Parcel identifiers printed as barcodes. Every parcel has a numeric parcel code (Code 128):
 * the label id and the parcel's number. When the company has a GS1 company prefix, the parcel
 * also gets an SSCC (Serial Shipping Container Code, GS1-128 with application identifier 00):
 * extension digit + prefix + serial reference = 17 digits, then the GS1 check digit.
 */

/** GS1 mod-10 check digit: weights 3, 1, 3... from the rightmost digit. */
export function gs1CheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error('GS1 data must be digits');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    sum += Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** A GS1 company prefix: 7 to 10 digits. */
export const isGs1Prefix = (prefix: string) => /^\d{7,10}$/.test(prefix);

/** Parcels per label in the serial: two digits (at most 99 parcels per item). */
const PARCEL_DIGITS = 2;

/** The parcel's code: label id (8 digits) then parcel number (2), e.g. "0000012303". */
export function parcelCode(labelId: number, parcel: number): string {
  return `${String(labelId).padStart(8, '0')}${String(parcel).padStart(PARCEL_DIGITS, '0')}`;
}

/**
 * The 18-digit SSCC of parcel `parcel` of label `labelId`. The serial (label id x 100 +
 * parcel) fills the extension digit and the digits the prefix leaves; it wraps around after
 * 10^(17 - prefix length) parcels, as GS1 allows once the old codes are long out of use.
 */
export function sscc(prefix: string, labelId: number, parcel: number): string {
  if (!isGs1Prefix(prefix)) throw new Error(`Invalid GS1 company prefix "${prefix}"`);
  const room = 17 - prefix.length;
  const serial =
    (BigInt(labelId) * 10n ** BigInt(PARCEL_DIGITS) + BigInt(parcel)) % 10n ** BigInt(room);
  const digits = serial.toString().padStart(room, '0');
  const body = `${digits[0]}${prefix}${digits.slice(1)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** "(00) 3 8012345 000012303 4": the SSCC as printed under its barcode. */
export const ssccText = (code: string, prefixLength: number) =>
  `(00) ${code[0]} ${code.slice(1, 1 + prefixLength)} ${code.slice(1 + prefixLength, 17)} ${code[17]}`;
