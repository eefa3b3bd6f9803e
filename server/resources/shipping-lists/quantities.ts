import Decimal from 'decimal.js';
import { LINE_STATUS, LineStatus, OrderStatus } from '../../../contract/enums';
import { msg, type Message } from '../../../contract/messages';

/** Line statuses (spec: production/shipping line) whose rows may go on a shipping list. */
export const SHIPPABLE_LINE_STATUSES = [LineStatus.ready, LineStatus.packed] as const;
/** Order statuses that take no shipping any more. */
export const ORDER_CLOSED_STATUSES = [OrderStatus.shipped, OrderStatus.cancelled] as const;

/** What is left of a row: its quantity less what lists (open or confirmed) already hold. */
export function quantityLeft(rowQuantity: string, allocated: string): Decimal {
  return Decimal.max(new Decimal(rowQuantity).minus(allocated), 0);
}

/**
 * The message when `wanted` exceeds what is left of the row, else null. `allocated` is what
 * the other items of the row hold (all lists, confirmed or not, the edited item excluded).
 */
export function excessMessage(
  rowQuantity: string,
  allocated: string,
  wanted: string,
): Message | null {
  const left = quantityLeft(rowQuantity, allocated);
  if (new Decimal(wanted).lte(left)) return null;
  return msg('shipping.quantity_exceeded', {
    wanted: new Decimal(wanted).toFixed(),
    left: left.toFixed(),
    total: new Decimal(rowQuantity).toFixed(),
    allocated: new Decimal(allocated).toFixed(),
  });
}

/** A row is shipped when confirmed lists hold all of its quantity. */
export const fullyShipped = (rowQuantity: string, shipped: string) =>
  new Decimal(shipped).gte(rowQuantity);

/** Every row shipped (or delivered): the order is shipped. */
export const allRowsShipped = (statuses: number[]) =>
  statuses.length > 0 && statuses.every((s) => s >= LineStatus.shipped);

/** The name of a line status, a message parameter in the reader's language ("Pronto"). */
export function lineStatusName(status: number): Message | string {
  const key = LINE_STATUS.find(([id]) => id === status)?.[1];
  return key ? msg(`line_status.${key}`) : String(status);
}
