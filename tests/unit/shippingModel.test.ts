import { describe, expect, it } from 'vitest';
import {
  bulkStatuses,
  canMove,
  labelSummary,
  needsLabel,
  printableLabelIds,
} from '../../src/resources/shipping-lists/labelModel';
import {
  editLimit,
  fromThousandths,
  itemPayload,
  parcelsValid,
  quantityError,
  toThousandths,
} from '../../src/resources/shipping-lists/shippingItemModel';
import { listNumber } from '../../src/resources/shipping-lists/shippingListModel';
import {
  headerPayload,
  instantOf,
  invoicingState,
} from '../../src/resources/shipping-lists/ddtModel';

const item = (label: { id: number; status: number } | null, parcels = 1) => ({ label, parcels });

describe('shipping item quantities', () => {
  it('reads decimals exactly, in thousandths', () => {
    expect(toThousandths('2.5')).toBe(2500);
    expect(toThousandths('0.001')).toBe(1);
    expect(toThousandths('1.2345')).toBeNull();
    expect(toThousandths('abc')).toBeNull();
    expect(fromThousandths(2500)).toBe('2.5');
    expect(fromThousandths(3000)).toBe('3');
  });

  it('accepts up to what is left and refuses more', () => {
    expect(quantityError('5', '5.000')).toBeNull();
    expect(quantityError('4.999', '5')).toBeNull();
    expect(quantityError('5.001', '5')).toBe('too_much');
    expect(quantityError('6', '5')).toBe('too_much');
  });

  it('refuses an empty, zero or malformed quantity', () => {
    expect(quantityError('', '5')).toBe('required');
    expect(quantityError('0', '5')).toBe('invalid');
    expect(quantityError('-1', '5')).toBe('invalid');
    expect(quantityError('1.2345', '5')).toBe('invalid');
  });

  it('lets an edited item hold what is left plus its own quantity', () => {
    expect(editLimit({ quantity: '2.000' }, { left: '3.000' })).toBe('5');
    expect(editLimit({ quantity: '2.000' })).toBe('2');
  });

  it('checks parcels from 1 to 99 and sends an empty weight as null', () => {
    expect([0, 1, 99, 100, 1.5, '3'].map(parcelsValid)).toEqual([
      false,
      true,
      true,
      false,
      false,
      true,
    ]);
    expect(itemPayload({ quantity: '2', parcels: '3', weight: '' })).toEqual({
      quantity: '2',
      parcels: 3,
      weight: null,
    });
  });
});

describe('label statuses', () => {
  it('follows the server transitions', () => {
    expect(canMove(0, 1)).toBe(true);
    expect(canMove(0, 2)).toBe(false);
    expect(canMove(1, 2)).toBe(true);
    expect(canMove(3, 1)).toBe(false);
    expect(canMove(2, 2)).toBe(true);
    expect(canMove(1, 3, true)).toBe(false);
  });

  it('offers in bulk only what every selected label may take and changes something', () => {
    expect(bulkStatuses([item({ id: 1, status: 0 }), item({ id: 2, status: 0 })])).toEqual([1, 3]);
    expect(bulkStatuses([item({ id: 1, status: 0 }), item({ id: 2, status: 1 })])).toEqual([1, 3]);
    expect(bulkStatuses([item({ id: 1, status: 1 }), item({ id: 2, status: 2 })])).toEqual([2, 3]);
    expect(bulkStatuses([item({ id: 1, status: 1 })], true)).toEqual([2]);
    expect(bulkStatuses([item({ id: 1, status: 3 })])).toEqual([]);
  });

  it('offers nothing in bulk when an item has no label', () => {
    expect(bulkStatuses([item({ id: 1, status: 0 }), item(null)])).toEqual([]);
    expect(bulkStatuses([])).toEqual([]);
  });

  it('prints only existing labels that are not voided', () => {
    expect(
      printableLabelIds([item({ id: 1, status: 0 }), item(null), item({ id: 3, status: 3 })]),
    ).toEqual([1]);
    expect(needsLabel(item({ id: 3, status: 3 }))).toBe(true);
  });

  it('summarises the labels and says when the list can be confirmed', () => {
    const summary = labelSummary([item({ id: 1, status: 0 }, 2), item({ id: 2, status: 1 }, 3)]);
    expect(summary).toEqual({
      items: 2,
      parcels: 5,
      missing: 0,
      byStatus: { 0: 1, 1: 1 },
      ready: true,
    });
    expect(labelSummary([item(null)]).ready).toBe(false);
    expect(labelSummary([item({ id: 1, status: 3 })]).missing).toBe(1);
    expect(labelSummary([]).ready).toBe(false);
  });
});

describe('shipping list header', () => {
  it('shows the number only once confirmed', () => {
    expect(listNumber({ number: 3, year: 2026 })).toBe('3/2026');
    expect(listNumber({ number: null, year: 2026 })).toBeNull();
  });

  it('saves only the header with its version, never the read-only names', () => {
    expect(
      headerPayload({
        date: '2026-11-21',
        customer_id: 7,
        customer: { id: 7, name: 'Rossi' },
        carrier: 'BRT',
        carrier_id: 3,
        gross_weight: '',
        transport_start: new Date('2026-11-21T07:30:00Z') as unknown as string,
        notes: 'x',
        version: 2,
        items: [],
      }),
    ).toEqual({
      date: '2026-11-21',
      customer_id: 7,
      carrier_id: 3,
      gross_weight: null,
      transport_start: '2026-11-21T07:30:00.000Z',
      notes: 'x',
      version: 2,
    });
  });

  it('sends the start of transport typed as local time with its offset', () => {
    const local = '2026-11-21T08:30';
    expect(instantOf(local)).toBe(new Date(2026, 10, 21, 8, 30).toISOString());
    expect(instantOf('2026-11-21T07:30:00.000Z')).toBe('2026-11-21T07:30:00.000Z');
    expect(headerPayload({ transport_start: '' })).toEqual({ transport_start: null });
  });

  it('says whether a confirmed DDT is invoiced, and by which invoice', () => {
    const invoice = { id: 61, number: null, series: '', year: 2026, document_date: '2026-11-30' };
    expect(invoicingState({ status: 0, invoice: null })).toEqual({ kind: 'open' });
    expect(invoicingState({ status: 1, invoice: null })).toEqual({ kind: 'to_invoice' });
    expect(invoicingState({ status: 1, invoice })).toEqual({ kind: 'invoiced', invoice });
  });
});
