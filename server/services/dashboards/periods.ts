import { MAX_RANGE_DAYS } from '../../../contract/dashboards';
import { HttpError } from '../../errors';

/**
 * Calendar arithmetic of the dashboards on `YYYY-MM-DD` strings (pure; dates are days, not
 * instants, so everything is computed in UTC and no time zone shifts a day).
 */
export interface Period {
  from: string;
  to: string;
}

/** The company's calendar: Italian companies close their day in Rome. */
export const TIME_ZONE = 'Europe/Rome';

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** Today's date where the companies work. */
export function todayIn(timeZone = TIME_ZONE, now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
}

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** The last day of the month `months` after the month of `day` (0: its own month). */
function monthEnd(day: string, months = 0): string {
  const [year, month] = day.split('-').map(Number);
  return toDay(new Date(Date.UTC(year, month + months, 0)));
}

function monthStart(day: string, months = 0): string {
  const [year, month] = day.split('-').map(Number);
  return toDay(new Date(Date.UTC(year, month - 1 + months, 1)));
}

/** The same day `years` years later; 29 February becomes 28 in a common year. */
export function shiftYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const target = `${String(year + years).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const last = Number(monthEnd(target).slice(8));
  return `${target.slice(0, 8)}${String(Math.min(date, last)).padStart(2, '0')}`;
}

/** The same days one year earlier. */
export const yearBefore = (period: Period): Period => ({
  from: shiftYears(period.from, -1),
  to: shiftYears(period.to, -1),
});

/** 1 January of the day's year to the day: the dashboards' default range, up to today. */
export const yearToDate = (day: string): Period => ({ from: `${day.slice(0, 4)}-01-01`, to: day });

/**
 * The query's range with its gaps filled: no end is today (or the start, if that is later),
 * no start is 1 January of the end's year.
 */
export function rangeOf(query: Partial<Period>, today: string): Period {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const range = { from: query.from ?? yearToDate(to).from, to };
  if ((toDate(range.to).getTime() - toDate(range.from).getTime()) / 86_400_000 > MAX_RANGE_DAYS) {
    throw new HttpError(400, 'Invalid input', { to: 'validation.range_too_long' });
  }
  return range;
}

export const monthToDate = (today: string): Period => ({ from: monthStart(today), to: today });

/** The `count` calendar months ending with the month of `day`, oldest first. */
export function monthsEndingAt(day: string, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const from = monthStart(day, i - count + 1);
    return { month: from.slice(0, 7), from, to: monthEnd(from) };
  });
}

/** `count` consecutive days from `from`. */
export const daysFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(from, i));
