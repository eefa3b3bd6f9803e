import { and, eq, inArray, isNotNull, isNull, lt, gte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DocumentType } from '../../../contract/documents';
import { PaymentStatus } from '../../../contract/enums';
import { documents } from './table';
import { HttpError, msg } from '../../lib/errors';
import { todayIn } from '../../lib/dates';

/**
 * "Overdue" (payment status 3) is never stored: an issued invoice or note is overdue when it
 * is not paid and its first due date (`documents.first_due_date`) is before today (Europe/Rome, as
 * the dashboards). The stored status stays "to pay" or "paying"; the API answers 3.
 */
const P = PaymentStatus;
const isOrder = (type: string) => type === 'order';

export interface StatusFields {
  type: string;
  status: number;
  firstDueDate: string | null;
  /** Null for a draft: a draft is never overdue (it is not an invoice yet). */
  issuedAt: Date | null;
}

/** The status the API answers: the stored one, or overdue as said above. */
export function shownStatus(doc: StatusFields, today?: string): number {
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

/**
 * The list's `status` filter on shown statuses: orders by their stored status, invoices and
 * notes as `shownStatus` says. Without a type, each side reads the list its own way.
 */
export function statusFilter(
  statuses: readonly number[],
  type: DocumentType | undefined,
  today = todayIn(),
): SQL {
  if (type === 'order') return inArray(documents.status, [...statuses]);
  if (type) return paymentFilter(statuses, today);
  return or(
    and(eq(documents.type, 'order'), inArray(documents.status, [...statuses])),
    and(ne(documents.type, 'order'), paymentFilter(statuses, today)),
  )!;
}

/** The list's sort by status: by the shown status, so overdue ones sort together. */
export const shownStatusSql = (today = todayIn()) =>
  sql`case when ${documents.type} <> 'order' and ${documents.status} <> ${P.paid} and ${documents.issuedAt} is not null and ${documents.firstDueDate} < ${today} then ${P.overdue} else ${documents.status} end`;

/**
 * The status to store for a requested one. Overdue cannot be chosen (400 naming `status`),
 * except sent back unchanged by a form showing an overdue document: then the stored status
 * stays as it is.
 */
export function statusToStore(
  type: string,
  requested: number,
  current?: StatusFields,
  today = todayIn(),
): number {
  if (isOrder(type) || requested !== P.overdue) return requested;
  if (current && shownStatus(current, today) === P.overdue) return current.status;
  throw new HttpError(400, msg('documents.overdue_derived'), { status: 'validation.choice' });
}
