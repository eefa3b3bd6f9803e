import { describe, expect, it } from 'vitest';
import { halfYearOf, isHalfYearStart, lateInterest } from '../../../contract/late-interest-rates';

const RATES = [
  { valid_from: '2024-07-01', reference_rate: '4.25', points: '8' },
  { valid_from: '2025-01-01', reference_rate: '3.15', points: '8' },
  { valid_from: '2025-07-01', reference_rate: '2.15', points: '8' },
];

describe('late-payment interest (D.Lgs. 231/2002)', () => {
  it('runs from the day after the due date, each day at its half-year’s rate', () => {
    const { interest, spans } = lateInterest('1000.00', '2024-12-21', '2025-01-10', RATES);
    expect(spans).toEqual([
      { from: '2024-12-22', to: '2024-12-31', days: 10, rate: '12.25', missing: false },
      { from: '2025-01-01', to: '2025-01-10', days: 10, rate: '11.15', missing: false },
    ]);
    // 1000 × (12,25 % × 10 + 11,15 % × 10) / 365 = 6,4109...
    expect(interest.toFixed(2)).toBe('6.41');
  });

  it('spans whole half-years, 181 days in the first of 2025', () => {
    const { spans, interest } = lateInterest('365.00', '2024-12-31', '2025-12-31', RATES);
    expect(spans.map((s) => [s.from, s.to, s.days])).toEqual([
      ['2025-01-01', '2025-06-30', 181],
      ['2025-07-01', '2025-12-31', 184],
    ]);
    // 365 × (11,15 % × 181 + 10,15 % × 184) / 36500 = 20,1815 + 18,676 = 38,8575
    expect(interest.toFixed(2)).toBe('38.86');
  });

  it('owes nothing on the due date itself or before', () => {
    expect(lateInterest('500', '2025-03-10', '2025-03-10', RATES).interest.toFixed(2)).toBe('0.00');
    expect(lateInterest('500', '2025-03-10', '2025-03-01', RATES).spans).toEqual([]);
  });

  it('flags a half-year the table lacks and uses the latest earlier rate (none: zero)', () => {
    const late = lateInterest('1000', '2026-01-31', '2026-02-10', RATES);
    expect(late.spans).toEqual([
      { from: '2026-02-01', to: '2026-02-10', days: 10, rate: '10.15', missing: true },
    ]);
    const early = lateInterest('1000', '2020-01-31', '2020-02-10', RATES);
    expect(early.spans[0]).toMatchObject({ rate: '0.00', missing: true });
    expect(early.interest.toFixed(2)).toBe('0.00');
  });

  it('knows the half-years', () => {
    expect(halfYearOf('2026-06-30')).toBe('2026-01-01');
    expect(halfYearOf('2026-07-01')).toBe('2026-07-01');
    expect(isHalfYearStart('2026-07-01')).toBe(true);
    expect(isHalfYearStart('2026-03-01')).toBe(false);
  });
});
