import { addDays, monthEnd, monthStart, type Period } from '../../../contract/calendar';
import type { Grain } from './table';

/** A stretch of a range read at one grain: `from`/`to` are the first days of its periods. */
export interface GrainPeriods {
  grain: Grain;
  from: string;
  to: string;
}

const year = (day: string) => Number(day.slice(0, 4));

/**
 * The range as whole years, then whole months on either side, then single days at its edges:
 * the fewest summary rows that add up to exactly the range (pure; unit-tested).
 */
export function byGrains(range: Period): GrainPeriods[] {
  if (range.from > range.to) return [];
  const firstYear = range.from.slice(5) === '01-01' ? year(range.from) : year(range.from) + 1;
  const lastYear = range.to.slice(5) === '12-31' ? year(range.to) : year(range.to) - 1;
  if (firstYear > lastYear) return byMonths(range);
  return [
    ...byMonths({ from: range.from, to: `${firstYear - 1}-12-31` }),
    { grain: 'year', from: `${firstYear}-01-01`, to: `${lastYear}-01-01` },
    ...byMonths({ from: `${lastYear + 1}-01-01`, to: range.to }),
  ];
}

function byMonths(range: Period): GrainPeriods[] {
  if (range.from > range.to) return [];
  const first = range.from.slice(8) === '01' ? range.from : monthStart(range.from, 1);
  const last = monthEnd(range.to) === range.to ? monthStart(range.to) : monthStart(range.to, -1);
  if (first > last) return [{ grain: 'day', ...range }];
  return [
    ...days({ from: range.from, to: addDays(first, -1) }),
    { grain: 'month', from: first, to: last },
    ...days({ from: monthStart(last, 1), to: range.to }),
  ];
}

const days = (range: Period): GrainPeriods[] =>
  range.from > range.to ? [] : [{ grain: 'day', ...range }];
