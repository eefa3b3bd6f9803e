import type { Grain } from '../../db/schema/dashboards';
import { addDays, type Period } from './periods';

/** A stretch of a range read at one grain: `from`/`to` are the first days of its periods. */
export interface GrainPeriods {
  grain: Grain;
  from: string;
  to: string;
}

const year = (day: string) => Number(day.slice(0, 4));
const monthStart = (y: number, m: number) =>
  new Date(Date.UTC(y, m - 1, 1)).toISOString().slice(0, 10);
const isMonthEnd = (day: string) => addDays(day, 1).slice(8) === '01';

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
  const [fy, fm] = range.from.split('-').map(Number);
  const [ty, tm] = range.to.split('-').map(Number);
  const first = range.from.slice(8) === '01' ? monthStart(fy, fm) : monthStart(fy, fm + 1);
  const last = isMonthEnd(range.to) ? monthStart(ty, tm) : monthStart(ty, tm - 1);
  if (first > last) return [{ grain: 'day', ...range }];
  const afterLast = monthStart(Number(last.slice(0, 4)), Number(last.slice(5, 7)) + 1);
  return [
    ...days({ from: range.from, to: addDays(first, -1) }),
    { grain: 'month', from: first, to: last },
    ...days({ from: afterLast, to: range.to }),
  ];
}

const days = (range: Period): GrainPeriods[] =>
  range.from > range.to ? [] : [{ grain: 'day', ...range }];
