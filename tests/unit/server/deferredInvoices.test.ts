import { describe, expect, it } from 'vitest';
import { addMonths, checkPeriod } from '../../../server/resources/deferred-invoices/period';
import {
  deferredDate,
  planInvoices,
  previewItem,
} from '../../../server/resources/deferred-invoices/plan';
import type { DdtItem, ScopedDdt } from '../../../server/resources/deferred-invoices/ddts';

const ddt = (id: number, customerId: number, date: string, number = id): ScopedDdt => ({
  id,
  number,
  year: 2026,
  date,
  customerId,
  invoiceId: null,
});
const item = (ddtId: number, itemId: number, overrides: Partial<DdtItem> = {}): DdtItem => ({
  ddtId,
  itemId,
  rowId: itemId,
  orderId: 1,
  quantity: '1',
  billed: false,
  rowLeft: '1000',
  articleId: 1,
  description: `item ${itemId}`,
  unitPrice: '10.00000000',
  discount: '0.00',
  vatRate: '22',
  vatNature: null,
  config: null,
  configText: null,
  ...overrides,
});

describe('the deferred invoicing’s rules', () => {
  it('allows a period of up to twelve months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-15', 12)).toBe('2027-11-15');
    expect(() => checkPeriod('2026-01-01', '2026-12-31')).not.toThrow();
    expect(() => checkPeriod('2026-01-01', '2027-01-01')).toThrow();
    expect(() => checkPeriod('9999-01-01', '9999-12-31')).not.toThrow();
  });

  it('dates an invoice at its DDTs’ month’s end, not after today nor before the newest DDT', () => {
    const plan = (month: string, ...dates: string[]) => ({
      month,
      ddts: dates.map((date, i) => ddt(i + 1, 1, date)),
    });
    expect(deferredDate(plan('2026-10', '2026-10-20'), '2026-11-24')).toBe('2026-10-31');
    expect(deferredDate(plan('2026-11', '2026-11-02'), '2026-11-24')).toBe('2026-11-24');
    expect(deferredDate(plan('2026-11', '2026-11-26'), '2026-11-24')).toBe('2026-11-26');
  });

  it('makes one invoice per customer and calendar month, each due by the 15th after', () => {
    const { plans } = planInvoices(
      [ddt(1, 1, '2026-10-20'), ddt(2, 1, '2026-11-25'), ddt(3, 1, '2026-10-03')],
      [item(1, 10), item(2, 20), item(3, 30)],
      new Map([[1, { name: 'Rossi' }]]),
    );
    expect(plans.map((p) => [p.month, p.ddts.map((d) => d.id)])).toEqual([
      ['2026-10', [3, 1]],
      ['2026-11', [2]],
    ]);
    const [october, november] = plans.map((p) => previewItem(p, '2026-11-28'));
    expect(october).toMatchObject({
      invoice_date: '2026-10-31',
      deadline: '2026-11-15',
      late: true,
    });
    expect(november).toMatchObject({
      invoice_date: '2026-11-28',
      deadline: '2026-12-15',
      late: false,
    });
  });

  it('makes one plan per customer, DDTs by date, items in order, totals per rate', () => {
    const { plans } = planInvoices(
      [ddt(3, 1, '2026-11-20'), ddt(1, 1, '2026-11-02'), ddt(2, 2, '2026-11-05')],
      [
        item(3, 30),
        item(1, 11, { quantity: '3', discount: '10.00' }),
        item(1, 10, { vatRate: '0', vatNature: 'N3.1' }),
        item(2, 20, { quantity: '0.333', unitPrice: '3' }),
      ],
      new Map([
        [1, { name: 'Zeta' }],
        [2, { name: 'Alfa' }],
      ]),
    );
    expect(plans.map((p) => p.customer.name)).toEqual(['Alfa', 'Zeta']);
    const zeta = plans[1];
    expect(zeta.ddts.map((d) => d.id)).toEqual([1, 3]);
    expect(zeta.rows.map((r) => r.shippingItemId)).toEqual([10, 11, 30]);
    expect(zeta.rows.map((r) => r.netAmount)).toEqual(['10.00', '27.00', '10.00']);
    // 10 at 0 % N3.1, 37 at 22 % (VAT 8.14).
    expect(zeta.totals.net_total).toBe('47.00');
    expect(zeta.totals.total).toBe('55.14');
    expect(plans[0].rows[0].netAmount).toBe('1.00');
  });
});
