import { MAX_DEFERRED_MONTHS } from '../../../contract/deferred-invoices';
import { invalidInput, msg } from '../../lib/errors';

/** `YYYY-MM-DD` plus `months` calendar months (the last day of a shorter month). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/**
 * 400 on `to` when the period covers more than `MAX_DEFERRED_MONTHS` months (from 1 January
 * to 31 December is twelve; to 1 January of the next year, one day more, is too long).
 * The schema has already refused `to` before `from`.
 */
export function checkPeriod(from: string, to: string) {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`);
  // As times: past year 9999 the ISO string of the limit is "+010000-…", which sorts first.
  if (day(to) >= day(addMonths(from, MAX_DEFERRED_MONTHS))) {
    throw invalidInput({ to: msg('deferred.period_too_long', { months: MAX_DEFERRED_MONTHS }) });
  }
}
