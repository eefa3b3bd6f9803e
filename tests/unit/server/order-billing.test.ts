import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billDeferredItems,
  billOrderRows,
  leftToInvoice,
  type BillLine,
} from '../../../server/resources/documents/billing-rules';

/**
 * Property: orders, partial DDTs, conversions (either choice), deferred runs and deleted draft
 * invoices, in any order, never invoice an order row's quantity more than once, bill a DDT
 * item on at most one line, and leave nothing unbillable (a last conversion bills the rest).
 */

type Op =
  | { kind: 'ship'; row: number; quantity: number }
  | { kind: 'convert'; choice: 'invoice' | 'defer' }
  | { kind: 'deferred' }
  | { kind: 'delete'; invoice: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('ship' as const),
    row: fc.nat(3),
    quantity: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({
    kind: fc.constant('convert' as const),
    choice: fc.constantFrom('invoice' as const, 'defer' as const),
  }),
  fc.record({ kind: fc.constant('deferred' as const) }),
  fc.record({ kind: fc.constant('delete' as const), invoice: fc.nat(5) }),
);

/** The order, its DDT items and the invoices made, as the server keeps them. */
function simulate(quantities: string[], ops: Op[]) {
  const rows = quantities.map((quantity, rowId) => ({ rowId, quantity }));
  const items: { itemId: number; rowId: number; quantity: string }[] = [];
  let invoices: BillLine[][] = [];
  const lines = () => invoices.flat();
  const invoiced = (rowId: number) =>
    lines()
      .filter((l) => l.rowId === rowId)
      .reduce((sum, l) => sum.plus(l.quantity), new Decimal(0));
  const billedItem = (itemId: number) => lines().some((l) => l.shippingItemId === itemId);
  const state = () => rows.map((row) => ({ ...row, invoiced: invoiced(row.rowId).toFixed() }));
  const convert = (choice: 'invoice' | 'defer') => {
    const made = billOrderRows(
      state(),
      items.filter((item) => !billedItem(item.itemId)),
      choice,
    );
    if (made.length) invoices.push(made);
  };
  for (const step of ops) {
    if (step.kind === 'ship') {
      const row = rows[step.row % rows.length];
      const shipped = items
        .filter((item) => item.rowId === row.rowId)
        .reduce((sum, item) => sum.plus(item.quantity), new Decimal(0));
      const quantity = Decimal.min(step.quantity, new Decimal(row.quantity).minus(shipped));
      if (quantity.gt(0)) {
        items.push({ itemId: items.length, rowId: row.rowId, quantity: quantity.toFixed() });
      }
    } else if (step.kind === 'convert') {
      convert(step.choice);
    } else if (step.kind === 'deferred') {
      const taken = billDeferredItems(
        items.map((item) => ({
          ...item,
          billed: billedItem(item.itemId),
          rowLeft: leftToInvoice(
            rows[item.rowId].quantity,
            invoiced(item.rowId).toFixed(),
          ).toFixed(),
        })),
      );
      if (taken.size) {
        invoices.push(
          [...taken].map(([itemId, quantity]) => ({
            rowId: items[itemId].rowId,
            quantity,
            shippingItemId: itemId,
          })),
        );
      }
    } else {
      invoices = invoices.filter((_, i) => i !== step.invoice);
    }
    for (const row of rows) expect(invoiced(row.rowId).lte(row.quantity)).toBe(true);
    const billedItems = lines()
      .map((l) => l.shippingItemId)
      .filter((id) => id !== null);
    expect(new Set(billedItems).size).toBe(billedItems.length);
  }
  convert('invoice');
  return rows.map((row) => [invoiced(row.rowId).toFixed(), new Decimal(row.quantity).toFixed()]);
}

describe('each order row is invoiced once', () => {
  it('never bills a row more than its quantity, whatever happens in whatever order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 4 }),
        fc.array(op, { maxLength: 30 }),
        (quantities, ops) => {
          for (const [billed, ordered] of simulate(quantities.map(String), ops)) {
            expect(billed).toBe(ordered);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('converts citing the DDTs first, or leaving them to the deferred invoice', () => {
    const rows = [{ rowId: 1, quantity: '10', invoiced: '2' }];
    const items = [
      { itemId: 7, rowId: 1, quantity: '3' },
      { itemId: 8, rowId: 1, quantity: '6' },
    ];
    expect(billOrderRows(rows, items, 'invoice')).toEqual([
      { rowId: 1, quantity: '3', shippingItemId: 7 },
      { rowId: 1, quantity: '5', shippingItemId: 8 },
    ]);
    expect(billOrderRows(rows, items, 'defer')).toEqual([]);
    expect(billOrderRows(rows, items.slice(0, 1), 'defer')).toEqual([
      { rowId: 1, quantity: '5', shippingItemId: null },
    ]);
    expect(
      billDeferredItems([
        { itemId: 7, rowId: 1, quantity: '3', billed: true, rowLeft: '8' },
        { itemId: 8, rowId: 1, quantity: '6', billed: false, rowLeft: '4.5' },
        { itemId: 9, rowId: 1, quantity: '1', billed: false, rowLeft: '4.5' },
      ]),
    ).toEqual(new Map([[8, '4.5']]));
  });
});
