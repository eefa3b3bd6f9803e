import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DocumentType } from '../../../contract/documents';
import { documentCounters, documents } from './table';
import type { TenantScope } from '../../lib/tenant';
import { isFiscal } from './lock';

/** The numbering year of a document: the calendar year of its date (`YYYY-MM-DD`). */
export const yearOf = (documentDate: string) => Number(documentDate.slice(0, 4));

/** The counter's key: one row per company, type, series and year. */
export const COUNTER_KEY = [
  documentCounters.companyId,
  documentCounters.type,
  documentCounters.series,
  documentCounters.year,
];

/** The counter of a series (the default one, of orders and drafts, unless named). */
const counterOf = (tx: TenantScope, type: DocumentType, year: number, series = '') =>
  tx.owned(
    documentCounters,
    and(
      eq(documentCounters.type, type),
      eq(documentCounters.series, series),
      eq(documentCounters.year, year),
    ),
  );

/** The numbered documents of a series (its issued ones; any order of the default series). */
export const numberedIn = (doc: { type: string; series: string; year: number }) =>
  and(
    eq(documents.type, doc.type),
    eq(documents.series, doc.series),
    eq(documents.year, doc.year),
    isNotNull(documents.number),
  );

/**
 * The next number of the series (company, type, series, year), gapless under concurrency: one
 * upsert increments the counter row and keeps it locked until the caller's transaction ends,
 * so concurrent creations queue on it, and a rollback gives the number back. Must run inside
 * the transaction that inserts the document (the unique key on documents is the last guard).
 */
export async function nextNumber(
  tx: TenantScope,
  type: DocumentType,
  year: number,
  series = '',
): Promise<number> {
  const [row] = await tx.db
    .insert(documentCounters)
    .values({ companyId: tx.companyId, type, series, year, lastNumber: 1, documentCount: 1 })
    .onConflictDoUpdate({
      target: COUNTER_KEY,
      set: {
        lastNumber: sql`${documentCounters.lastNumber} + 1`,
        documentCount: sql`${documentCounters.documentCount} + 1`,
      },
    })
    .returning({ number: documentCounters.lastNumber });
  return row.number;
}

/** The last number given in the series (0: none yet), read without locking. */
export async function lastNumber(
  tx: TenantScope,
  type: DocumentType,
  year: number,
  series: string,
) {
  const [row] = await tx.db
    .select({ last: documentCounters.lastNumber })
    .from(documentCounters)
    .where(counterOf(tx, type, year, series));
  return row?.last ?? 0;
}

/**
 * A new draft invoice or note of the year: counted in the default series (the list's total)
 * without a number. The number comes when it is issued (`nextNumber` then, `uncount` of the draft).
 */
export async function countDraft(tx: TenantScope, type: DocumentType, year: number) {
  await tx.db
    .insert(documentCounters)
    .values({ companyId: tx.companyId, type, year, lastNumber: 0, documentCount: 1 })
    .onConflictDoUpdate({
      target: COUNTER_KEY,
      set: { documentCount: sql`${documentCounters.documentCount} + 1` },
    });
}

/** One draft less in the default series: deleted, or issued (then counted in its own). */
export async function uncount(tx: TenantScope, type: DocumentType, year: number) {
  await tx.db
    .update(documentCounters)
    .set({ documentCount: sql`${documentCounters.documentCount} - 1` })
    .where(counterOf(tx, type, year));
}

/**
 * After deleting order `number` of the default series: one document less, and the number given back
 * when it was the last one (an order from the middle leaves a gap; orders may). Issued
 * invoices and notes are never deleted; drafts have no number (`uncount`).
 */
export async function forget(
  tx: TenantScope,
  type: DocumentType,
  year: number,
  number: number,
): Promise<void> {
  await tx.db
    .update(documentCounters)
    .set({
      documentCount: sql`${documentCounters.documentCount} - 1`,
      lastNumber: sql`case when ${documentCounters.lastNumber} = ${number} then ${number - 1} else ${documentCounters.lastNumber} end`,
    })
    .where(counterOf(tx, type, year));
}

/**
 * How many documents of the tenant (of `type`, if given) there are, from the counters: the
 * list's total when nothing filters it, without counting a million rows.
 */
export async function countAll(tx: TenantScope, type?: DocumentType): Promise<number> {
  const [row] = await tx.db
    .select({ total: sql<number>`coalesce(sum(${documentCounters.documentCount}), 0)::int` })
    .from(documentCounters)
    .where(tx.owned(documentCounters, type ? eq(documentCounters.type, type) : undefined));
  return row.total;
}

/**
 * A new document's number: an order takes the next of its series, an invoice or note is a
 * draft (no number until issued) and only counts in its series.
 */
export async function numberForNew(tx: TenantScope, type: DocumentType, year: number) {
  if (isFiscal(type)) {
    await countDraft(tx, type, year);
    return null;
  }
  return nextNumber(tx, type, year);
}
