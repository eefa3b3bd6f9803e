import { ORDER_STATUS, OrderStatus, PAYMENT_STATUS, PaymentStatus } from '../../../contract/enums';
import type { DocumentType } from '../../../contract/documents';
import { conflict, msg, type Message } from '../../lib/errors';

/**
 * Allowed status changes (the spec leaves them open; docs/documents.md explains them).
 * Orders use the order statuses, invoices and notes the payment statuses (contract/enums.ts).
 */
const O = OrderStatus;
const ORDER_TRANSITIONS: Record<number, readonly number[]> = {
  [O.to_confirm]: [O.confirmed, O.cancelled],
  [O.confirmed]: [O.to_confirm, O.waiting, O.in_progress, O.cancelled],
  [O.waiting]: [O.confirmed, O.in_progress, O.cancelled],
  [O.in_progress]: [O.waiting, O.ready, O.cancelled],
  [O.ready]: [O.in_progress, O.packed, O.shipped],
  [O.packed]: [O.ready, O.shipped],
  [O.shipped]: [],
  [O.cancelled]: [O.to_confirm],
};
// Overdue is derived from the due dates (overdue.ts), never chosen: an overdue document can
// only be paid.
const P = PaymentStatus;
const PAYMENT_TRANSITIONS: Record<number, readonly number[]> = {
  [P.to_pay]: [P.paying, P.paid],
  [P.paying]: [P.to_pay, P.paid],
  [P.paid]: [P.paying],
  [P.overdue]: [P.paid],
};

const tableOf = (type: DocumentType) =>
  type === 'order' ? ORDER_TRANSITIONS : PAYMENT_TRANSITIONS;

/** The statuses a document of `type` may move to from `from` (not including staying put). */
export function allowedStatuses(type: DocumentType, from: number): number[] {
  return [...(tableOf(type)[from] ?? [])];
}

export function canTransition(type: DocumentType, from: number, to: number): boolean {
  return from === to || allowedStatuses(type, from).includes(to);
}

/** The name of a status, a message parameter in the reader's language ("Confermato"). */
export function statusName(type: DocumentType, status: number): Message | string {
  if (type === 'order') {
    const found = ORDER_STATUS.find(([id]) => id === status);
    return found ? msg(`order_status.${found[1]}`) : String(status);
  }
  const found = PAYMENT_STATUS.find(([id]) => id === status);
  return found ? msg(`payment_status.${found[1]}`) : String(status);
}

/** Throws the 409 of an illegal change, naming both states. */
export function assertTransition(type: DocumentType, from: number, to: number): void {
  if (canTransition(type, from, to)) return;
  const allowed = allowedStatuses(type, from).map((s) => statusName(type, s) as Message);
  const names = { from: statusName(type, from), to: statusName(type, to) };
  throw conflict(
    allowed.length
      ? msg('documents.transition', { ...names, allowed })
      : msg('documents.transition_final', names),
  );
}
