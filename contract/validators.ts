/**
 * Italian identifiers, checked the way the Agenzia delle Entrate does.
 * Pure functions: used by the zod schemas, so both the forms and the API apply them.
 */

/**
 * Partita IVA: 11 digits, the last one a Luhn-style check digit. The first seven are the
 * company's number, never all zeros: `00000000000` passes the check digit but is no one's.
 */
export function isValidVatNumber(value: string): boolean {
  if (!/^\d{11}$/.test(value) || value.startsWith('0000000')) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(value[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

// prettier-ignore
const ODD_VALUES: Record<string, number> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

function evenValue(char: string): number {
  return /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
}

/** The check character (16th) of a personal codice fiscale, from its first 15 characters. */
export function taxCodeCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const char = first15[i];
    sum += i % 2 === 0 ? ODD_VALUES[char] : evenValue(char);
  }
  return String.fromCharCode(65 + (sum % 26));
}

// Surname, name, year, month letter, day(+40 for women), municipality, check: with omocodia
// (digits replaced by L M N P Q R S T U V) allowed in the numeric positions.
const PERSONAL_TAX_CODE =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Codice fiscale: 16 characters (a person) or 11 digits (a company, same rule as the VAT number). */
/**
 * What is wrong with a tax code, as a validation key: its shape, or its check character (a
 * personal code) or digit (a company's 11 digits); null when it is valid.
 */
export function taxCodeProblem(value: string): string | null {
  const code = value.toUpperCase();
  if (/^\d{11}$/.test(code)) return isValidVatNumber(code) ? null : 'validation.tax_code_digits';
  if (!PERSONAL_TAX_CODE.test(code)) return 'validation.tax_code';
  return taxCodeCheckCharacter(code.slice(0, 15)) === code[15] ? null : 'validation.tax_code_check';
}

export function isValidTaxCode(value: string): boolean {
  const code = value.toUpperCase();
  if (/^\d{11}$/.test(code)) return isValidVatNumber(code);
  if (!PERSONAL_TAX_CODE.test(code)) return false;
  return taxCodeCheckCharacter(code.slice(0, 15)) === code[15];
}

/**
 * Codice destinatario SDI: 7 letters or digits, or 6 for a public administration's office
 * code (which of the two a party needs: `general-regs.ts`).
 */
export function isValidSdiCode(value: string): boolean {
  return /^[A-Z0-9]{6,7}$/.test(value.toUpperCase());
}

/** Italian postal code (CAP): five digits. */
export function isValidZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/** ISO 7064 mod 97-10 of letters and digits (a letter counts as 10..35). */
function mod97(value: string): number {
  let remainder = 0;
  for (const char of value) {
    const code = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of code) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** IBAN (ISO 13616): country, check digits and BBAN, mod-97 check; Italian IBANs are 27 long. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('IT') && iban.length !== 27) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The IBAN of `bban` in `country`, with its check digits computed (demo data, tests). */
export function ibanOf(country: string, bban: string): string {
  const check = 98 - mod97(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

/** BIC (ISO 9362): bank, country, place and, optionally, branch: 8 or 11 characters. */
export const isValidBic = (value: string) =>
  /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value);

/** The CBI SIA code a bank gives a company that presents RiBa: 5 letters or digits. */
export const isValidSiaCode = (value: string) => /^[A-Z0-9]{5}$/.test(value);

/**
 * SEPA creditor identifier (EPC262-08): country, check digits, a business code (3 characters,
 * "ZZZ" if none, left out of the check) and the national identifier, checked by mod 97 like an
 * IBAN. In Italy the identifier is the creditor's tax code: 16 characters, or 11 digits.
 */
export function isValidCreditorId(value: string): boolean {
  const id = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(id)) return false;
  if (id.startsWith('IT') && !/^IT\d{2}[A-Z0-9]{3}([A-Z0-9]{16}|\d{11})$/.test(id)) return false;
  return mod97(id.slice(7) + id.slice(0, 4)) === 1;
}

// C0 control characters but tab, line feed and carriage return; DEL. (Matching them is the point.)
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LINE_CONTROL = /[\t\n\r]/;
// A UTF-16 half without its other half: UTF-8 (and so PostgreSQL) has no way to store it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a text holds a character no field keeps: NUL (PostgreSQL refuses it) and the other
 * control characters, DEL, and lone surrogates. Tab and line breaks only in `multiline` text.
 */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  return (
    CONTROL.test(value) || LONE_SURROGATE.test(value) || (!multiline && LINE_CONTROL.test(value))
  );
}

/** How deep a free-form JSON value may nest (a row's configuration is one level). */
export const MAX_JSON_DEPTH = 10;

/**
 * The nesting depth of a JSON value: 0 for a scalar, 1 for a flat object or list, counted up
 * to `MAX_JSON_DEPTH + 1` at most: it never descends further, so a value nested thousands of
 * levels deep (hostile input) is measured without running out of stack.
 */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH + 1): number {
  if (value === null || typeof value !== 'object') return 0;
  if (limit <= 1) return 1;
  let deepest = 0;
  for (const item of Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(item, limit - 1));
    if (deepest >= limit - 1) break;
  }
  return deepest + 1;
}

/** Whether every key and text of a JSON value is free of characters no field keeps. */
export function isStorableJson(value: unknown): boolean {
  if (typeof value === 'string') return !hasForbiddenCharacters(value, true);
  if (value === null || typeof value !== 'object') return true;
  return Object.entries(value).every(
    ([key, item]) => !hasForbiddenCharacters(key, true) && isStorableJson(item),
  );
}
