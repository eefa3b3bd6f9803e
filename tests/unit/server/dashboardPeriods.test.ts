import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysFrom,
  monthsEndingAt,
  monthToDate,
  rangeOf,
  shiftYears,
  yearBefore,
} from '../../../server/resources/dashboards/periods';
import { todayIn } from '../../../server/lib/dates';

describe('dashboard periods', () => {
  it('shifts a day by years, 29 February becoming 28', () => {
    expect(shiftYears('2026-11-22', -1)).toBe('2025-11-22');
    expect(shiftYears('2024-02-29', -1)).toBe('2023-02-28');
    expect(shiftYears('2024-02-29', -4)).toBe('2020-02-29');
    expect(yearBefore({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2025-01-01',
      to: '2025-03-31',
    });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysFrom('2026-02-27', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('lists the months ending with a day’s month, oldest first', () => {
    const months = monthsEndingAt('2026-02-10', 24);
    expect(months).toHaveLength(24);
    expect(months[0]).toEqual({ month: '2024-03', from: '2024-03-01', to: '2024-03-31' });
    expect(months[23]).toEqual({ month: '2026-02', from: '2026-02-01', to: '2026-02-28' });
    expect(months.find((m) => m.month === '2024-12')?.to).toBe('2024-12-31');
  });

  it('fills a range’s missing ends and refuses more than ten years', () => {
    expect(rangeOf({}, '2026-11-22')).toEqual({ from: '2026-01-01', to: '2026-11-22' });
    expect(rangeOf({ to: '2025-06-30' }, '2026-11-22')).toEqual({
      from: '2025-01-01',
      to: '2025-06-30',
    });
    expect(rangeOf({ from: '2027-02-01' }, '2026-11-22')).toEqual({
      from: '2027-02-01',
      to: '2027-02-01',
    });
    expect(monthToDate('2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(() => rangeOf({ from: '2010-01-01', to: '2026-01-01' }, '2026-11-22')).toThrow();
    expect(rangeOf({ from: '2016-01-02', to: '2026-01-01' }, '2026-11-22').from).toBe('2016-01-02');
  });

  it('takes today in Rome, not in UTC', () => {
    // 23:30 UTC on 31 December is already 1 January in Rome.
    expect(todayIn('Europe/Rome', new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayIn('Europe/Rome', new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });
});
