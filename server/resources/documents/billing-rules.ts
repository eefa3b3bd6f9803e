import Decimal from 'decimal.js';
import type { ShippedChoice } from '../../../contract/document-actions';

/**
 * Pure: what may still be invoiced of an order's rows (docs/deferred-invoices.md "Each order
 * row is invoiced once"). An order row's invoices (draft or issued, whether made by converting
 * the order or by the deferred invoicing) never bill more than its quantity.
 */

/** What is left to invoice of a row: its quantity less what invoices bill of it, never < 0. */
export const leftToInvoice = (quantity: string, invoiced: string): Decimal =>
  Decimal.max(new Decimal(quantity).minus(invoiced), 0);

/** A confirmed DDT item of an order row that no invoice row bills yet. */
export interface UnbilledItem {
  itemId: number;
  rowId: number;
  quantity: string;
}

/** An order row as the conversion sees it: its quantity and what invoices bill of it. */
export interface OrderRowBilling {
  rowId: number;
  quantity: string;
  invoiced: string;
}

/** One row of the invoice to make: a quantity of an order row, through a DDT item or not. */
export interface BillLine {
  rowId: number;
  quantity: string;
  shippingItemId: number | null;
}

/**
 * What shipped goods do on conversion: `invoice` bills them citing their DDTs (DatiDDT),
 * `defer` leaves them to the deferred invoicing.
 */
export type { ShippedChoice };

/**
 * The rows of the invoice that converts an order, in the order's row order: for each row,
 * what is left to invoice; with `invoice`, first its unbilled DDT items (each up to what is
 * left), then the rest as a plain row; with `defer`, only what is left beyond the unbilled
 * DDT items. Rows with nothing left make no line.
 */
export function billOrderRows(
  rows: OrderRowBilling[],
  items: UnbilledItem[],
  choice: ShippedChoice,
): BillLine[] {
  const lines: BillLine[] = [];
  for (const row of rows) {
    let left = leftToInvoice(row.quantity, row.invoiced);
    const own = items.filter((item) => item.rowId === row.rowId);
    if (choice === 'defer') {
      left = Decimal.max(left.minus(sumOf(own.map((item) => item.quantity))), 0);
    } else {
      for (const item of own) {
        const take = Decimal.min(left, item.quantity);
        if (take.lte(0)) break;
        lines.push({ rowId: row.rowId, quantity: take.toFixed(), shippingItemId: item.itemId });
        left = left.minus(take);
      }
    }
    if (left.gt(0))
      lines.push({ rowId: row.rowId, quantity: left.toFixed(), shippingItemId: null });
  }
  return lines;
}

/** A DDT item offered to the deferred invoicing, with what is left of its order row. */
export interface DeferredItem {
  itemId: number;
  rowId: number;
  quantity: string;
  /** A row of an invoice bills this very item already. */
  billed: boolean;
  /** What is left to invoice of the order row, before this run. */
  rowLeft: string;
}

/**
 * The quantity the deferred invoicing bills of each item (by item id), in the order given:
 * an item billed already takes nothing; otherwise as much of it as its order row has left,
 * less what earlier items of the same row took in this run. Items taking nothing are absent.
 */
export function billDeferredItems(items: DeferredItem[]): Map<number, string> {
  const left = new Map<number, Decimal>();
  const taken = new Map<number, string>();
  for (const item of items) {
    if (item.billed) continue;
    const rowLeft = left.get(item.rowId) ?? new Decimal(item.rowLeft);
    const take = Decimal.min(rowLeft, item.quantity);
    if (take.lte(0)) continue;
    taken.set(item.itemId, take.toFixed());
    left.set(item.rowId, rowLeft.minus(take));
  }
  return taken;
}

const sumOf = (values: string[]) => values.reduce((total, v) => total.plus(v), new Decimal(0));
