import {
  daysBetween,
  lastTwelveMonths,
  monthToDate,
  shiftYears,
  yearToDate,
} from '../../../contract/calendar';
import type { DashboardQuery } from '../../../contract/dashboards';
import { dateTimeFormat, numberFormat } from '../../lib/intl';

/**
 * Pure pieces of the dashboards: the range kept in the URL, the quick presets, the change
 * against last year and the formats of counts, percentages, months and days.
 */
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/;

export { addDays } from '../../../contract/calendar';

/** `?from=&to=` -> the dashboard's query: only well-formed dates; none = the server's default. */
export function rangeFromSearch(search: URLSearchParams): DashboardQuery {
  const range: DashboardQuery = {};
  for (const key of ['from', 'to'] as const) {
    const value = search.get(key);
    if (value && WIRE_DATE.test(value)) range[key] = value;
  }
  return range;
}

/** The URL's query with `range` in place of the old one (other parameters kept). */
export function searchWithRange(search: URLSearchParams, range: DashboardQuery): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['from', 'to'] as const) {
    const value = range[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export const PRESETS = ['this_month', 'this_year', 'last_12_months', 'last_year'] as const;
export type Preset = (typeof PRESETS)[number];

/** A preset's dates for `today` (`YYYY-MM-DD`): month and year run to date, as the server's. */
export function presetRange(preset: Preset, today: string): Required<DashboardQuery> {
  const lastYear = shiftYears(today, -1).slice(0, 4);
  switch (preset) {
    case 'this_month':
      return monthToDate(today);
    case 'this_year':
      return yearToDate(today);
    case 'last_12_months':
      return lastTwelveMonths(today);
    case 'last_year':
      return { from: `${lastYear}-01-01`, to: `${lastYear}-12-31` };
  }
}

/** The preset the range is, if any (the shown range: the query's, or the server's answer). */
export const activePreset = (range: DashboardQuery, today: string): Preset | null =>
  PRESETS.find((preset) => {
    const dates = presetRange(preset, today);
    return dates.from === range.from && dates.to === range.to;
  }) ?? null;

/** Current against previous as a ratio (0.125 = +12.5 %); null when there is no base. */
export function percentChange(current: string, previous: string): number | null {
  const base = Number(previous);
  if (!Number.isFinite(base) || base === 0) return null;
  return (Number(current) - base) / Math.abs(base);
}

/** `0.125` -> `+12,5%` (it); `null` -> an em dash. */
export const formatPercent = (ratio: number | null, locale: string) =>
  ratio === null
    ? '—'
    : numberFormat(locale, {
        style: 'percent',
        maximumFractionDigits: 1,
        signDisplay: 'exceptZero',
      }).format(ratio);

/** `1234` -> `1.234` (it). */
export const formatCount = (value: number, locale: string) =>
  numberFormat(locale, { useGrouping: true }).format(value);

/** `2026-11` -> `nov 2026` (it). */
export const formatMonth = (month: string, locale: string) => {
  const [year, index] = month.split('-').map(Number);
  return dateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
};

/** `2026-11-21` -> `21/11` (it): a day on a short axis. */
export const formatDay = (date: string, locale: string) =>
  dateTimeFormat(locale, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A decimal string as a chart value (charts need numbers; the figures shown stay exact). */
export const chartValue = (amount: string) => {
  const value = Number(amount);
  return Number.isFinite(value) ? value : 0;
};

/** Days an order is late on `today` (its shipping date is before it). */
export const daysLate = (shippingDate: string, today: string) =>
  Math.max(0, daysBetween(shippingDate, today));

/**
 * What a refused range reads as: the server's translated per-field message (`errors.to`,
 * `errors.from`) of a 400, else null (other failures get the generic text).
 */
export function rangeErrorMessage(error: unknown): string | null {
  const failure = error as { status?: number; body?: { errors?: Record<string, string> } };
  if (failure?.status !== 400) return null;
  const errors = failure.body?.errors ?? {};
  return errors.to || errors.from || null;
}

/** `12500` -> `12,5K` (it): an axis tick. */
export const formatCompact = (value: number, locale: string) =>
  numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value);

/** `"12.50"` -> `"-12.50"` (a credit note's amount, subtracted): zero stays as it is. */
export const negate = (amount: string) =>
  /^-?0*(\.0*)?$/.test(amount) ? amount : amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
