import { z } from 'zod';
import { monthEnd } from './calendar';
import { DOCUMENT_TYPES } from './document-types';
import { DOCUMENT_LANGUAGES } from './enums';

/**
 * The quarter's stamp duty on e-invoices (imposta di bollo virtuale, DM 17 June 2014 art. 6):
 * every issued invoice or note with `DatiBollo` owes 2.00 €, paid by F24 per quarter.
 */
export const QUARTERS = [1, 2, 3, 4] as const;

/** `GET /documents/stamp-duty?year=&quarter=` (and `/pdf` with `locale`). */
export const stampDutyQuery = z.object({
  year: z.coerce
    .number({ error: 'validation.invalid' })
    .int('validation.invalid')
    .min(2000, 'validation.invalid')
    .max(2999, 'validation.invalid'),
  quarter: z.coerce
    .number({ error: 'validation.choice' })
    .int('validation.choice')
    .min(1, 'validation.choice')
    .max(4, 'validation.choice'),
});
export const stampDutyPdfQuery = stampDutyQuery.extend({
  locale: z.enum(DOCUMENT_LANGUAGES, { error: 'validation.choice' }).optional(),
});

/** F24's tax code of each quarter (codice tributo), and its payment deadline. */
const F24_CODES = { 1: '2521', 2: '2522', 3: '2523', 4: '2524' } as const;

/** A quarter's first and last day, `YYYY-MM-DD`. */
export function quarterDays(year: number, quarter: number) {
  const from = `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`;
  return { from, to: monthEnd(from, 2) };
}

/**
 * How the quarter's duty is paid: F24 tax code and deadline (DM 17 June 2014 art. 6 as changed
 * by DL 73/2022): the first quarter by 31 May, the second by 30 September, the third by 30
 * November, the fourth by the end of February of the next year.
 */
export function stampDutyPayment(year: number, quarter: 1 | 2 | 3 | 4) {
  const due = {
    1: `${year}-05-31`,
    2: `${year}-09-30`,
    3: `${year}-11-30`,
    4: monthEnd(`${year + 1}-02-01`),
  }[quarter];
  return { tax_code: F24_CODES[quarter], payment_due: due };
}

export const stampDutyItem = z.object({
  id: z.number(),
  type: z.enum(DOCUMENT_TYPES),
  number: z.number(),
  series: z.string(),
  year: z.number(),
  document_date: z.string(),
  customer: z.object({ id: z.number(), name: z.string() }),
  /** The amounts outside VAT that bring the duty (over 77.47 €). */
  exempt_amount: z.string(),
  duty: z.string(),
});
export type StampDutyItem = z.infer<typeof stampDutyItem>;

export const stampDutyResponse = z.object({
  year: z.number(),
  quarter: z.number(),
  from: z.string(),
  to: z.string(),
  items: z.array(stampDutyItem),
  count: z.number(),
  /** `count` × 2.00 €. */
  total: z.string(),
  tax_code: z.string(),
  payment_due: z.string(),
});
export type StampDutyList = z.infer<typeof stampDutyResponse>;
