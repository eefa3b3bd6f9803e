import { daysBetween } from '../../../contract/calendar';
import { MAX_RANGE_DAYS, type DashboardQuery } from '../../../contract/dashboards';
import { toWireDate } from '../../lib/DateInput';

/**
 * What the range pickers hold while the user types: each field's date (or null), and the
 * picker's own verdict on it. A range is sent only when both ends are complete, real dates,
 * in order and at most ten years apart (what the API accepts); otherwise the field says why.
 */
export type RangeKey = 'from' | 'to';
export type RangeProblem = 'invalid' | 'order' | 'too_long';

export interface TypedDate {
  date: Date | null;
  /** The picker's validation error (`invalidDate`, `minDate`...), null when it is a date. */
  error: string | null;
}

export type RangeCheck =
  | { ok: true; range: Required<DashboardQuery> }
  | { ok: false; key: RangeKey; problem: RangeProblem };

/** The wire date of a typed one; null while incomplete, impossible (30/02) or out of bounds. */
export const typedWireDate = ({ date, error }: TypedDate) => (error ? null : toWireDate(date));

/** Both ends as typed -> the range to fetch, or the first field that is wrong and why. */
export function checkRange(from: TypedDate, to: TypedDate, edited: RangeKey): RangeCheck {
  const wire = { from: typedWireDate(from), to: typedWireDate(to) };
  if (!wire.from) return { ok: false, key: 'from', problem: 'invalid' };
  if (!wire.to) return { ok: false, key: 'to', problem: 'invalid' };
  if (wire.from > wire.to) return { ok: false, key: edited, problem: 'order' };
  if (daysBetween(wire.from, wire.to) > MAX_RANGE_DAYS)
    return { ok: false, key: edited, problem: 'too_long' };
  return { ok: true, range: { from: wire.from, to: wire.to } };
}
