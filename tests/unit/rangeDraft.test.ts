import { describe, expect, it } from 'vitest';
import { checkRange, type TypedDate } from '../../src/pages/dashboards/rangeDraft';

const day = (wire: string): TypedDate => ({ date: new Date(`${wire}T00:00:00`), error: null });
const broken: TypedDate = { date: new Date(Number.NaN), error: 'invalidDate' };

describe('a typed dashboard range', () => {
  it('is sent when both ends are real dates in order, ten years at most', () => {
    expect(checkRange(day('2026-03-30'), day('2026-11-21'), 'from')).toEqual({
      ok: true,
      range: { from: '2026-03-30', to: '2026-11-21' },
    });
    expect(checkRange(day('2016-11-21'), day('2026-11-21'), 'from').ok).toBe(true);
  });

  it('names the field and the reason otherwise', () => {
    expect(checkRange(broken, day('2026-11-21'), 'from')).toMatchObject({
      key: 'from',
      problem: 'invalid',
    });
    expect(checkRange(day('2026-01-01'), { date: null, error: null }, 'from')).toMatchObject({
      key: 'to',
      problem: 'invalid',
    });
    expect(checkRange(day('2027-01-01'), day('2026-11-21'), 'from')).toMatchObject({
      key: 'from',
      problem: 'order',
    });
    expect(checkRange(day('1990-01-01'), day('2026-11-21'), 'to')).toMatchObject({
      key: 'to',
      problem: 'too_long',
    });
  });
});
