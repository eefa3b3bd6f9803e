import { and, eq, inArray, isNotNull, isNull, lt, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentType } from '../../../contract/documents';
import { PaymentStatus, QuoteStatus } from '../../../contract/enums';
import { documents } from './table';
import { HttpError, msg } from '../../lib/errors';
import { todayIn } from '../../lib/dates';

/**
 * "Overdue" (payment status 3) is never stored: an issued invoice or note is overdue when it
 * is not paid and its first due date (`documents.first_due_date`) is before today (Europe/Rome, as
 * the dashboards). The stored status stays "to pay" or "paying"; the API answers 3.
 * "Expired" (quote status 4) neither: a draft or sent quote whose validity date is before
 * today is answered as expired (docs/quotes.md).
 */
const P = PaymentStatus;
const Q = QuoteStatus;
const isOrder = (type: string) => type === 'order';
const OPEN_QUOTE = [Q.draft, Q.sent] as number[];

export interface StatusFields {
  type: string;
  status: number;
  firstDueDate: string | null;
  /** Null for a draft: a draft is never overdue (it is not an invoice yet). */
  issuedAt: Date | null;
  /** A quote's validity date. */
  validUntil?: string | null;
}

/** The status the API answers: the stored one, or overdue / expired as said above. */
export function shownStatus(doc: StatusFields, today?: string): number {
  if (doc.type === 'quote') {
    const open = OPEN_QUOTE.includes(doc.status) && doc.validUntil != null;
    return open && doc.validUntil! < (today ?? todayIn()) ? Q.expired : doc.status;
  }
  if (isOrder(doc.type) || doc.status === P.paid || doc.issuedAt === null) return doc.status;
  // Today only when needed: making the date takes longer than the rest (lists call this a lot).
  return doc.firstDueDate !== null && doc.firstDueDate < (today ?? todayIn())
    ? P.overdue
    : doc.status;
}

const past = (today: string) =>
  and(isNotNull(documents.issuedAt), lt(documents.firstDueDate, today));
const notPast = (today: string) =>
  or(
    isNull(documents.issuedAt),
    isNull(documents.firstDueDate),
    gte(documents.firstDueDate, today),
  );

/** Invoices and notes whose shown status is one of `statuses` (the overdue one uses the index). */
function paymentFilter(statuses: readonly number[], today: string): SQL {
  const open = statuses.filter((s) => s === P.to_pay || s === P.paying);
  const parts = [
    statuses.includes(P.overdue) ? and(ne(documents.status, P.paid), past(today)) : undefined,
    open.length ? and(inArray(documents.status, open), notPast(today)) : undefined,
    statuses.includes(P.paid) ? eq(documents.status, P.paid) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length ? or(...parts)! : sql`false`;
}

/** Quotes whose shown status is one of `statuses`: expired ones are open and past validity. */
function quoteFilter(statuses: readonly number[], today: string): SQL {
  const expired = and(inArray(documents.status, OPEN_QUOTE), lt(documents.validUntil, today));
  const open = statuses.filter((s) => OPEN_QUOTE.includes(s));
  const closed = statuses.filter((s) => s === Q.accepted || s === Q.refused);
  const parts = [
    statuses.includes(Q.expired) ? expired : undefined,
    open.length
      ? and(
          inArray(documents.status, open),
          or(isNull(documents.validUntil), gte(documents.validUntil, today)),
        )
      : undefined,
    closed.length ? inArray(documents.status, closed) : undefined,
  ].filter((part) => part !== undefined);
  return parts.length ? or(...parts)! : sql`false`;
}

/**
 * The list's `status` filter on shown statuses: orders by their stored status, quotes,
 * invoices and notes as `shownStatus` says. Without a type, each type reads the list its own way.
 */
export function statusFilter(
  statuses: readonly number[],
  type: DocumentType | undefined,
  today = todayIn(),
): SQL {
  if (type === 'order') return inArray(documents.status, [...statuses]);
  if (type === 'quote') return quoteFilter(statuses, today);
  if (type) return paymentFilter(statuses, today);
  return or(
    and(eq(documents.type, 'order'), inArray(documents.status, [...statuses])),
    and(eq(documents.type, 'quote'), quoteFilter(statuses, today)),
    and(ne(documents.type, 'order'), ne(documents.type, 'quote'), paymentFilter(statuses, today)),
  )!;
}

/** The list's sort by status: by the shown status, so overdue (expired) ones sort together. */
export const shownStatusSql = (today = todayIn()) =>
  sql`case when ${documents.type} = 'quote' then (case when ${documents.status} in (${Q.draft}, ${Q.sent}) and ${documents.validUntil} < ${today} then ${Q.expired} else ${documents.status} end) when ${documents.type} <> 'order' and ${documents.status} <> ${P.paid} and ${documents.issuedAt} is not null and ${documents.firstDueDate} < ${today} then ${P.overdue} else ${documents.status} end`;

/**
 * The status to store for a requested one. Overdue (expired) cannot be chosen (400 naming
 * `status`), except sent back unchanged by a form showing an overdue (expired) document: then
 * the stored status stays as it is.
 */
export function statusToStore(
  type: string,
  requested: number,
  current?: StatusFields,
  today = todayIn(),
): number {
  const derived = type === 'quote' ? Q.expired : P.overdue;
  if (isOrder(type) || requested !== derived) return requested;
  if (current && shownStatus(current, today) === derived) return current.status;
  const reason = type === 'quote' ? 'documents.expired_derived' : 'documents.overdue_derived';
  throw new HttpError(400, msg(reason), { status: 'validation.choice' });
}
