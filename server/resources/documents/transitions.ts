import { OrderStatus, QuoteStatus } from '../../../contract/enums';
import { statusListOf } from '../../../contract/documents';
import type { DocumentType } from '../../../contract/documents';
import { isCommercial } from '../../../contract/document-types';
import { conflict, msg, type Message } from '../../lib/errors';
import type { MessageKey } from '../../../contract/messages/translate';

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
/**
 * Quotes (docs/quotes.md): a draft is sent, a sent one accepted or refused (or back to draft
 * to rework it); a refused one may be reopened, an accepted one is final (its order names it).
 * Expired is derived: an expired quote may still be sent again, accepted or refused.
 */
const Q = QuoteStatus;
const QUOTE_TRANSITIONS: Record<number, readonly number[]> = {
  [Q.draft]: [Q.sent, Q.accepted, Q.refused],
  [Q.sent]: [Q.draft, Q.accepted, Q.refused],
  [Q.accepted]: [],
  [Q.refused]: [Q.draft],
  [Q.expired]: [Q.sent, Q.accepted, Q.refused],
};
// An invoice's or note's payment status is never chosen: its instalments and credit give it
// (resources/instalments/settle.ts, resources/payments/allocate.ts), overdue its due dates.

const tableOf = (type: DocumentType): Record<number, readonly number[]> =>
  type === 'order' ? ORDER_TRANSITIONS : type === 'quote' ? QUOTE_TRANSITIONS : {};

/** The statuses a document of `type` may move to from `from` (not including staying put). */
export function allowedStatuses(type: DocumentType, from: number): number[] {
  return [...(tableOf(type)[from] ?? [])];
}

export function canTransition(type: DocumentType, from: number, to: number): boolean {
  return from === to || allowedStatuses(type, from).includes(to);
}

/** The name of a status, a message parameter in the reader's language ("Confermato"). */
export function statusName(type: DocumentType, status: number): Message | string {
  const group = type === 'quote' ? 'quote' : type === 'order' ? 'order' : 'payment';
  const found = statusListOf(type).find(([id]) => id === status);
  return found ? msg(`${group}_status.${found[1]}` as MessageKey) : String(status);
}

/** Throws the 409 of an illegal change, naming both states. */
export function assertTransition(type: DocumentType, from: number, to: number): void {
  if (canTransition(type, from, to)) return;
  if (!isCommercial(type)) {
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
