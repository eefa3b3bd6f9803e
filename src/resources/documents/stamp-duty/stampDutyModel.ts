import type { QuarterQuery } from './stampDutyMethods';

/**
 * The quarter whose duty is paid next: the last one that ended (in November, the third:
 * due by 30 November; in January, the fourth of last year: due by the end of February).
 */
export function lastQuarter(today: string): QuarterQuery {
  const year = Number(today.slice(0, 4));
  const current = Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1;
  return current === 1 ? { year: year - 1, quarter: 4 } : { year, quarter: current - 1 };
}
