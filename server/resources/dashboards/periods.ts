import { MAX_RANGE_DAYS } from '../../../contract/dashboards';
import { invalidInput } from '../../lib/errors';

import {
  addDays,
  daysBetween,
  monthEnd,
  monthStart,
  shiftYears,
  yearToDate,
  type Period,
} from '../../../contract/calendar';

/** The dashboards' periods, on the shared calendar arithmetic of `contract/calendar.ts`. */
export {
  addDays,
  monthToDate,
  shiftYears,
  yearToDate,
  type Period,
} from '../../../contract/calendar';

/** The same days one year earlier. */
export const yearBefore = (period: Period): Period => ({
  from: shiftYears(period.from, -1),
  to: shiftYears(period.to, -1),
});

/**
 * The query's range with its gaps filled: no end is today (or the start, if that is later),
 * no start is 1 January of the end's year.
 */
export function rangeOf(query: Partial<Period>, today: string): Period {
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const range = { from: query.from ?? yearToDate(to).from, to };
  if (daysBetween(range.from, range.to) > MAX_RANGE_DAYS) {
    throw invalidInput({ to: 'validation.range_too_long' });
  }
  return range;
}

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
