import Decimal from 'decimal.js';
import { z } from 'zod';
import { addDays } from './calendar';
import { dateString, decimalString, optionalText } from './common';
import { daysPast } from './instalments';
import { registryContract } from './registry';

/**
 * Late-payment interest in commercial transactions (D.Lgs. 231/2002, art. 5): the ECB
 * reference rate in force on the first day of each half-year (1 January, 1 July), plus 8
 * points, from the day after the due date. The office keeps the rates table
 * ("Tassi di mora", one row per half-year) as the Ministry publishes them; the reminders
 * compute with it (docs/collections.md, "Reminders").
 */
export const STATUTORY_POINTS = '8';

/** 1 January or 1 July: the day a half-year's rate applies from. */
export const isHalfYearStart = (date: string) => /-(01|07)-01$/.test(date);

/** The first day of the half-year `date` falls in. */
export const halfYearOf = (date: string) =>
  `${date.slice(0, 4)}-${Number(date.slice(5, 7)) <= 6 ? '01' : '07'}-01`;

export const lateInterestRates = registryContract({
  input: z.object({
    valid_from: dateString.refine(isHalfYearStart, 'validation.half_year_start'),
    /** The ECB main refinancing rate, in percent ("2.15"). */
    reference_rate: decimalString({ scale: 3, integerDigits: 2 }),
    /** The points added to it: 8 by law (art. 5 c.1); more when the contract says so. */
    points: decimalString({ scale: 2, integerDigits: 2, min: 0 }).default(STATUTORY_POINTS),
    notes: optionalText(500),
  }),
  fields: {
    valid_from: z.string(),
    reference_rate: z.string(),
    points: z.string(),
    notes: z.string().nullable(),
  },
  sorts: ['valid_from', 'id'],
  selects: z.object({}),
});

export type LateInterestRate = z.infer<typeof lateInterestRates.record>;

/** A row of the rates table as the computation reads it. */
export interface RateRow {
  valid_from: string;
  reference_rate: string;
  points: string;
}

/** A stretch of days at one yearly rate (a half-year, or its part inside the delay). */
export interface InterestSpan {
  from: string;
  to: string;
  days: number;
  /** Reference rate plus points, percent per year. */
  rate: string;
  /** The half-year had no row: the latest earlier one was used (or 0 without any). */
  missing: boolean;
}

/** The last day of the half-year `date` falls in. */
const halfYearEnd = (date: string) =>
  `${date.slice(0, 4)}-${Number(date.slice(5, 7)) <= 6 ? '06-30' : '12-31'}`;

/**
 * The yearly rate of the half-year starting `start`, and whether its row was missing; `rows`
 * newest first.
 */
function rateOf(rows: RateRow[], start: string): { rate: Decimal; missing: boolean } {
  const exact = rows.find((r) => r.valid_from === start);
  const row = exact ?? rows.find((r) => r.valid_from < start);
  const rate = row ? new Decimal(row.reference_rate).plus(row.points) : new Decimal(0);
  return { rate: Decimal.max(rate, 0), missing: !exact };
}

/**
 * The interest on `amount` unpaid from the day after `due` to `until` included: simple
 * interest, days over 365, each day at the rate of its half-year. Rounded to the cent once,
 * at the end; nothing when `until` is not past `due`.
 */
export function lateInterest(amount: string, due: string, until: string, rows: RateRow[]) {
  const spans: InterestSpan[] = [];
  const newestFirst = [...rows].sort((a, b) => b.valid_from.localeCompare(a.valid_from));
  let interest = new Decimal(0);
  for (let from = addDays(due, 1); from <= until;) {
    const end = halfYearEnd(from) < until ? halfYearEnd(from) : until;
    const days = daysPast(from, end) + 1;
    const { rate, missing } = rateOf(newestFirst, halfYearOf(from));
    interest = interest.plus(new Decimal(amount).times(rate).times(days).div(36_500));
    spans.push({ from, to: end, days, rate: rate.toFixed(2), missing });
    from = addDays(end, 1);
  }
  return { interest: interest.toDecimalPlaces(2, Decimal.ROUND_HALF_UP), spans };
}
