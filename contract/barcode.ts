/**
 * An article's barcode: an EAN-8, UPC-A (12), EAN-13 or GTIN-14, digits only, with GS1's check
 * digit right. The article form, the API and the import apply the same rule, so whatever an
 * export writes, the import reads back.
 */
export const BARCODE_LENGTHS = [8, 12, 13, 14] as const;

/** GS1's check digit: weights 3 and 1 from the right, up to the next multiple of ten. */
export function gtinCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const weight = (body.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(body[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with `digits` (spaces already dropped) as a barcode, or null. */
export function barcodeProblem(digits: string): 'digits' | 'length' | 'check' | null {
  if (!/^\d+$/.test(digits)) return 'digits';
  if (!(BARCODE_LENGTHS as readonly number[]).includes(digits.length)) return 'length';
  return Number(digits.at(-1)) === gtinCheckDigit(digits.slice(0, -1)) ? null : 'check';
}
