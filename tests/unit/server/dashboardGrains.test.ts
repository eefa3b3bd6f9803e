import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byGrains } from '../../../server/resources/dashboards/grains';
import { addDays } from '../../../server/resources/dashboards/periods';

/** Every day a stretch of grained periods covers. */
function daysOf(parts: ReturnType<typeof byGrains>) {
  const days: string[] = [];
  for (const part of parts) {
    const end =
      part.grain === 'day'
        ? part.to
        : addDays(
            part.grain === 'month'
              ? new Date(Date.UTC(+part.to.slice(0, 4), +part.to.slice(5, 7), 1))
                  .toISOString()
                  .slice(0, 10)
              : `${+part.to.slice(0, 4) + 1}-01-01`,
            -1,
          );
    for (let day = part.from; day <= end; day = addDays(day, 1)) days.push(day);
  }
  return days;
}

describe('byGrains', () => {
  it('reads whole years, then months, then days', () => {
    expect(byGrains({ from: '2026-01-01', to: '2026-12-31' })).toEqual([
      { grain: 'year', from: '2026-01-01', to: '2026-01-01' },
    ]);
    expect(byGrains({ from: '2024-12-17', to: '2026-02-11' })).toEqual([
      { grain: 'day', from: '2024-12-17', to: '2024-12-31' },
      { grain: 'year', from: '2025-01-01', to: '2025-01-01' },
      { grain: 'month', from: '2026-01-01', to: '2026-01-01' },
      { grain: 'day', from: '2026-02-01', to: '2026-02-11' },
    ]);
    expect(byGrains({ from: '2025-11-23', to: '2026-11-22' })).toEqual([
      { grain: 'day', from: '2025-11-23', to: '2025-11-30' },
      { grain: 'month', from: '2025-12-01', to: '2026-10-01' },
      { grain: 'day', from: '2026-11-01', to: '2026-11-22' },
    ]);
    expect(byGrains({ from: '2026-03-02', to: '2026-03-20' })).toEqual([
      { grain: 'day', from: '2026-03-02', to: '2026-03-20' },
    ]);
    expect(byGrains({ from: '2024-02-01', to: '2024-02-29' })).toEqual([
      { grain: 'month', from: '2024-02-01', to: '2024-02-01' },
    ]);
  });

  it('covers every day of any range exactly once', () => {
    const day = fc.integer({ min: 0, max: 365 * 6 }).map((n) => addDays('2022-01-01', n));
    fc.assert(
      fc.property(day, day, (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const expected: string[] = [];
        for (let d = from; d <= to; d = addDays(d, 1)) expected.push(d);
        expect(daysOf(byGrains({ from, to }))).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
