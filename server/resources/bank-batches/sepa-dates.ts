import { addDays } from '../../../contract/calendar';

/** Easter Sunday of `year` (Gregorian, anonymous algorithm), `YYYY-MM-DD`. */
function easter(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Whether the euro's settlement system (TARGET2) is open on `day`: not a Saturday or Sunday,
 * not 1 January, Good Friday, Easter Monday, 1 May, 25 or 26 December. SEPA debits settle
 * only on such days.
 */
export function isTargetDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const monthDay = day.slice(5);
  if (['01-01', '05-01', '12-25', '12-26'].includes(monthDay)) return false;
  const sunday = easter(Number(day.slice(0, 4)));
  return day !== addDays(sunday, -2) && day !== addDays(sunday, 1);
}

/** The next TARGET day after `day`. */
export function nextTargetDay(day: string): string {
  let next = addDays(day, 1);
  while (!isTargetDay(next)) next = addDays(next, 1);
  return next;
}

/**
 * The earliest collection date of a SEPA direct debit submitted on `today`: one TARGET day
 * after, for CORE (rulebook since November 2016, first and recurrent alike) and B2B.
 */
export const earliestCollection = (today: string) => nextTargetDay(today);
