import { ORDER_STATUS, PAYMENT_STATUS } from '../../../contract/enums';
import type { DocumentType } from '../../../contract/documents';
import { conflict, msg, type Message } from '../../errors';

/**
 * Allowed status changes (the spec leaves them open; docs/documents.md explains them).
 * Orders: 0 to confirm, 1 confirmed, 2 waiting, 3 in progress, 4 ready, 5 packed, 6 shipped,
 * 7 cancelled. Invoices and notes: 0 to pay, 1 paying, 2 paid, 3 overdue.
 */
const ORDER_TRANSITIONS: Record<number, readonly number[]> = {
  0: [1, 7],
  1: [0, 2, 3, 7],
  2: [1, 3, 7],
  3: [2, 4, 7],
  4: [3, 5, 6],
  5: [4, 6],
  6: [],
  7: [0],
};
const PAYMENT_TRANSITIONS: Record<number, readonly number[]> = {
  0: [1, 2, 3],
  1: [0, 2, 3],
  2: [1],
  3: [1, 2],
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
