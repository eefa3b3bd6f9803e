import Decimal from 'decimal.js';
import type { PaymentBasis } from './payment-terms';

/** One instalment of an invoice: when it falls due and how much (a decimal string, 2 places). */
export interface DueDate {
  date: string;
  amount: string;
}

const DAY_MS = 86_400_000;

const parse = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month: month - 1, day };
};
const format = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The last day of `month` (0-based, may run past December) of `year`. */
const endOfMonth = (year: number, month: number) => format(Date.UTC(year, month + 1, 0));

/**
 * When an instalment `days` after `invoiceDate` falls due. On the invoice date's basis it is
 * that many calendar days later. At end of month ("30 gg f.m.", Italian practice) the days
 * are counted in the commercial calendar (every month 30 days, the 31st as the 30th) and the
 * instalment falls on the last day of the month they reach: 30/60/90 f.m. from any day of
 * November are 31 December, 31 January and the last of February, and more days never fall
 * earlier.
 */
export function dueDate(invoiceDate: string, days: number, basis: PaymentBasis): string {
  const { year, month, day } = parse(invoiceDate);
  if (basis === 'invoice_date') return format(Date.UTC(year, month, day) + days * DAY_MS);
  const commercialDay = month * 30 + Math.min(day, 30) - 1 + days;
  return endOfMonth(year, Math.floor(commercialDay / 30));
}

/**
 * An invoice's due dates: one per instalment day of its payment terms, the total split in
 * equal parts to the cent, the cents left over by the rounding on the last instalment (so
 * the amounts always add up to the total exactly).
 */
export function dueDates(
  terms: { basis: PaymentBasis; days: readonly number[] },
  invoiceDate: string,
  total: string,
): DueDate[] {
  const whole = new Decimal(total);
  const count = terms.days.length;
  const part = whole.dividedBy(count).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  const last = whole.minus(part.times(count - 1));
  return terms.days.map((days, i) => ({
    date: dueDate(invoiceDate, days, terms.basis),
    amount: (i === count - 1 ? last : part).toFixed(2),
  }));
}
