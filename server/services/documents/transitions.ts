import { ORDER_STATUS, PAYMENT_STATUS } from '../../../contract/enums';
import type { DocumentType } from '../../../contract/documents';
import { conflict } from '../../errors';

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

/** The English name of a status, for messages ("confirmed", "to pay"). */
export function statusName(type: DocumentType, status: number): string {
  const list: readonly (readonly [number, string])[] =
    type === 'order' ? ORDER_STATUS : PAYMENT_STATUS;
  const found = list.find(([id]) => id === status);
  return found ? found[1].replaceAll('_', ' ') : String(status);
}

/** Throws the 409 of an illegal change, naming both states. */
export function assertTransition(type: DocumentType, from: number, to: number): void {
  if (canTransition(type, from, to)) return;
  const allowed = allowedStatuses(type, from).map((s) => `"${statusName(type, s)}"`);
  throw conflict(
    `A document cannot go from "${statusName(type, from)}" (${from}) to "${statusName(type, to)}" (${to})` +
      (allowed.length ? `: allowed are ${allowed.join(', ')}` : ': it is final'),
  );
}
