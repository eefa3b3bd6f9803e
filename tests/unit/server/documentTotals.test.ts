import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, rowNet, type TotalsRow } from '../../../server/resources/documents/totals';

const decimal = (max: number, scale: number) =>
  fc
    .integer({ min: 0, max: max * 10 ** scale })
    .map((n) => new Decimal(n).dividedBy(10 ** scale).toFixed());

const rowArb: fc.Arbitrary<TotalsRow> = fc.record({
  quantity: decimal(10_000, 3),
  unit_price: decimal(100_000, 8),
  discount: decimal(100, 2),
  vat_rate: fc.constantFrom('22', '10', '5', '4', '0'),
  vat_nature: fc.constantFrom(null, 'N1', 'N3.2'),
});

const sum = (values: string[]) => values.reduce((s, v) => s.plus(v), new Decimal(0));
const isCents = (v: string) => /^-?\d+\.\d{2}$/.test(v);

describe('document totals (property-based)', () => {
  it('always add up, whatever the rows', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 40 }), (rows) => {
        const t = computeTotals(rows);
        for (const v of [t.subtotal, t.discount_total, t.net_total, t.vat_total, t.total]) {
          expect(isCents(v)).toBe(true);
        }
        // Sum of the taxable amounts per rate = net total; of VAT per rate = VAT total.
        expect(sum(t.vat_summary.map((l) => l.taxable)).toFixed(2)).toBe(t.net_total);
        expect(sum(t.vat_summary.map((l) => l.vat)).toFixed(2)).toBe(t.vat_total);
        expect(new Decimal(t.net_total).plus(t.vat_total).toFixed(2)).toBe(t.total);
        expect(new Decimal(t.subtotal).minus(t.discount_total).toFixed(2)).toBe(t.net_total);
        expect(new Decimal(t.discount_total).greaterThanOrEqualTo(0)).toBe(true);
        // The net total is the sum of the rows' rounded net amounts.
        expect(sum(rows.map((r) => rowNet(r).toFixed(2))).toFixed(2)).toBe(t.net_total);
      }),
    );
  });

  it('rounds VAT once per rate, half-up, on the summed taxable amount', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { minLength: 1, maxLength: 40 }), (rows) => {
        const t = computeTotals(rows);
        for (const line of t.vat_summary) {
          const same = rows.filter(
            (r) =>
              r.vat_rate === line.vat_rate &&
              (r.vat_rate !== '0' || (r.vat_nature ?? null) === line.vat_nature),
          );
          const taxable = sum(same.map((r) => rowNet(r).toFixed(2)));
          expect(taxable.toFixed(2)).toBe(line.taxable);
          const vat = taxable
            .times(line.vat_rate)
            .dividedBy(100)
            .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
          expect(vat.toFixed(2)).toBe(line.vat);
        }
        // One line per rate (per nature at 0 %), no more.
        const keys = t.vat_summary.map((l) => `${l.vat_rate}|${l.vat_nature}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });
});

describe('document totals (examples)', () => {
  it('rounds VAT on the sum, not per row (3 x 0.07 at 22 %)', () => {
    // Per row: 0.0154 -> 0.02, three times 0.06; on the sum: 0.21 x 22 % = 0.0462 -> 0.05.
    const rows = Array.from({ length: 3 }, () => ({
      quantity: '1',
      unit_price: '0.07',
      discount: '0',
      vat_rate: '22',
    }));
    expect(computeTotals(rows).vat_total).toBe('0.05');
  });

  it('rounds half-up at the cent and applies the discount as a percentage', () => {
    expect(rowNet({ quantity: '1', unit_price: '0.125', discount: '0' }).toFixed(2)).toBe('0.13');
    expect(rowNet({ quantity: '3', unit_price: '19.99', discount: '12.5' }).toFixed(2)).toBe(
      '52.47',
    );
    const t = computeTotals([
      { quantity: '3', unit_price: '19.99', discount: '12.5', vat_rate: '22' },
      { quantity: '2', unit_price: '4.5', discount: '0', vat_rate: '4' },
      { quantity: '1', unit_price: '100', discount: '0', vat_rate: '0', vat_nature: 'N3.2' },
    ]);
    expect(t).toEqual({
      subtotal: '168.97',
      discount_total: '7.50',
      net_total: '161.47',
      vat_total: '11.90',
      total: '173.37',
      vat_summary: [
        { vat_rate: '22', vat_nature: null, taxable: '52.47', vat: '11.54' },
        { vat_rate: '4', vat_nature: null, taxable: '9.00', vat: '0.36' },
        { vat_rate: '0', vat_nature: 'N3.2', taxable: '100.00', vat: '0.00' },
      ],
    });
  });

  it('answers zeros for a document without rows', () => {
    expect(computeTotals([])).toMatchObject({ subtotal: '0.00', total: '0.00', vat_summary: [] });
  });
});
