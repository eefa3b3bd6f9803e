import { ORDER_STATUS, OrderStatus, PAYMENT_STATUS } from '../../../contract/enums';
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
// An invoice's or note's payment status is never chosen: its instalments and credit give it
// (resources/instalments/settle.ts, resources/payments/allocate.ts), overdue its due dates.

const tableOf = (type: DocumentType): Record<number, readonly number[]> =>
  type === 'order' ? ORDER_TRANSITIONS : {};

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
  if (type !== 'order') {
    throw conflict(msg('documents.status_from_payments'), {
      status: msg('documents.status_from_payments'),
    });
  }
  const allowed = allowedStatuses(type, from).map((s) => statusName(type, s) as Message);
  const names = { from: statusName(type, from), to: statusName(type, to) };
  throw conflict(
    allowed.length
      ? msg('documents.transition', { ...names, allowed })
      : msg('documents.transition_final', names),
  );
}
