import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dueDate, dueDates } from '../../../contract/due-dates';

describe('dueDate', () => {
  it('counts calendar days from the invoice date', () => {
    expect(dueDate('2026-11-24', 0, 'invoice_date')).toBe('2026-11-24');
    expect(dueDate('2026-11-24', 30, 'invoice_date')).toBe('2026-12-24');
    expect(dueDate('2026-12-15', 60, 'invoice_date')).toBe('2027-02-13');
  });

  it('at end of month, counts multiples of 30 days as months', () => {
    expect(dueDate('2026-11-10', 0, 'end_of_month')).toBe('2026-11-30');
    expect(dueDate('2026-11-10', 30, 'end_of_month')).toBe('2026-12-31');
    expect(dueDate('2026-11-30', 60, 'end_of_month')).toBe('2027-01-31');
    expect(dueDate('2026-11-01', 90, 'end_of_month')).toBe('2027-02-28');
    expect(dueDate('2027-12-31', 60, 'end_of_month')).toBe('2028-02-29');
  });

  it('at end of month, other day counts lead to the end of the month they reach', () => {
    expect(dueDate('2026-01-20', 15, 'end_of_month')).toBe('2026-02-28');
    expect(dueDate('2026-01-10', 15, 'end_of_month')).toBe('2026-01-31');
  });

  it('at end of month, counts in 30-day months: 29 days from the 31st stay in February', () => {
    expect(dueDate('2026-01-31', 29, 'end_of_month')).toBe('2026-02-28');
    expect(dueDate('2026-01-31', 30, 'end_of_month')).toBe('2026-02-28');
    expect(dueDate('2026-01-31', 31, 'end_of_month')).toBe('2026-03-31');
  });
});

describe('dueDates', () => {
  it('splits the total in equal parts, the rounding cents on the last', () => {
    expect(
      dueDates({ basis: 'end_of_month', days: [30, 60, 90] }, '2026-11-10', '1000.00'),
    ).toEqual([
      { date: '2026-12-31', amount: '333.33' },
      { date: '2027-01-31', amount: '333.33' },
      { date: '2027-02-28', amount: '333.34' },
    ]);
    expect(dueDates({ basis: 'invoice_date', days: [0] }, '2026-11-24', '12.5')).toEqual([
      { date: '2026-11-24', amount: '12.50' },
    ]);
  });

  it('always adds up to the total, in ascending dates', () => {
    const days = fc
      .uniqueArray(fc.integer({ min: 0, max: 365 }), { minLength: 1, maxLength: 12 })
      .map((list) => list.sort((a, b) => a - b));
    const cents = fc.integer({ min: -10_000_000, max: 100_000_000 });
    const basis = fc.constantFrom('invoice_date' as const, 'end_of_month' as const);
    const date = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, cents, basis, date, (list, total, kind, invoiceDate) => {
        const amount = new Decimal(total).dividedBy(100).toFixed(2);
        const result = dueDates({ basis: kind, days: list }, invoiceDate, amount);
        const sum = result.reduce((acc, due) => acc.plus(due.amount), new Decimal(0));
        expect(sum.toFixed(2)).toBe(amount);
        const dates = result.map((due) => due.date);
        expect([...dates].sort()).toEqual(dates);
        expect(dates[0] >= invoiceDate).toBe(true);
      }),
    );
  });
});
