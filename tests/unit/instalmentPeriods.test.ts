import { describe, expect, it } from 'vitest';
import { isPeriodGroup, periodLabel } from '../../src/resources/instalments/periodTotals';

const weekOf = (date: string) => `Settimana dal ${date}`;

describe('the ledger’s period labels', () => {
  it('names a month by its name and year, in the user’s language', () => {
    expect(periodLabel('2026-12-01', 'month', 'it', weekOf)).toBe('dicembre 2026');
    expect(periodLabel('2027-01-01', 'month', 'en', weekOf)).toBe('January 2027');
    expect(periodLabel('2026-03-01', 'month', 'de', weekOf)).toBe('März 2026');
    expect(periodLabel('2026-02-01', 'month', 'fr', weekOf)).toBe('février 2026');
    expect(periodLabel('2026-12-01', 'month', 'hu', weekOf)).toBe('2026. december');
  });

  it('names a week by its Monday, in the date format of the language', () => {
    expect(periodLabel('2026-11-30', 'week', 'it', weekOf)).toBe('Settimana dal 30/11/2026');
    expect(periodLabel('2026-11-30', 'week', 'de', (d) => `Woche ab ${d}`)).toBe(
      'Woche ab 30.11.2026',
    );
  });

  it('takes only week and month as groupings', () => {
    expect(['week', 'month', 'day', undefined].map(isPeriodGroup)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
