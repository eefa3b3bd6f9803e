/**
 * Calendar arithmetic on `YYYY-MM-DD` days, shared by the API (dashboard periods) and the SPA
 * (range presets, links). Days are not instants: everything is computed in UTC, so no time
 * zone shifts a day. Pure, no dependencies.
 */
export interface Period {
  from: string;
  to: string;
}

const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day `days` later (earlier when negative). */
export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export const daysBetween = (from: string, to: string) =>
  Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);

/** The first day of the month `months` after the month of `day` (0: its own month). */
export function monthStart(day: string, months = 0): string {
  const [year, month] = day.split('-').map(Number);
  return toDay(new Date(Date.UTC(year, month - 1 + months, 1)));
}

/** The last day of the month `months` after the month of `day` (0: its own month). */
export function monthEnd(day: string, months = 0): string {
  const [year, month] = day.split('-').map(Number);
  return toDay(new Date(Date.UTC(year, month + months, 0)));
}

/** The same day `years` years later; 29 February becomes 28 in a common year. */
export function shiftYears(day: string, years: number): string {
  const target = monthStart(`${Number(day.slice(0, 4)) + years}${day.slice(4, 8)}01`);
  const last = Number(monthEnd(target).slice(8));
  return `${target.slice(0, 8)}${String(Math.min(Number(day.slice(8)), last)).padStart(2, '0')}`;
}

/** 1 January of the day's year to the day. */
export const yearToDate = (day: string): Period => ({ from: `${day.slice(0, 4)}-01-01`, to: day });

/** The first of the day's month to the day. */
export const monthToDate = (day: string): Period => ({ from: monthStart(day), to: day });

/** The twelve months ending with `day`: from the day after the same day a year earlier. */
export const lastTwelveMonths = (day: string): Period => ({
  from: addDays(shiftYears(day, -1), 1),
  to: day,
});
