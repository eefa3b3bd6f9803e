import { and, eq, sql } from 'drizzle-orm';
import type { DocumentType } from '../../../contract/documents';
import { documentCounters } from '../../db/schema';
import type { TenantScope } from '../../tenant';

/** The numbering year of a document: the calendar year of its date (`YYYY-MM-DD`). */
export const yearOf = (documentDate: string) => Number(documentDate.slice(0, 4));

/**
 * The next number of the series (company, type, year), gapless under concurrency: one
 * upsert increments the counter row and keeps it locked until the caller's transaction ends,
 * so concurrent creations queue on it, and a rollback gives the number back. Must run inside
 * the transaction that inserts the document (the unique key on documents is the last guard).
 */
export async function nextNumber(
  tx: TenantScope,
  type: DocumentType,
  year: number,
): Promise<number> {
  const [row] = await tx.db
    .insert(documentCounters)
    .values({ companyId: tx.companyId, type, year, lastNumber: 1, documentCount: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.companyId, documentCounters.type, documentCounters.year],
      set: {
        lastNumber: sql`${documentCounters.lastNumber} + 1`,
        documentCount: sql`${documentCounters.documentCount} + 1`,
      },
    })
    .returning({ number: documentCounters.lastNumber });
  return row.number;
}

const seriesOf = (tx: TenantScope, type: DocumentType, year: number) =>
  tx.owned(documentCounters, and(eq(documentCounters.type, type), eq(documentCounters.year, year)));

/**
 * Locks the series and answers its last number (0 when it has none yet), so that a delete can
 * check "is this the last number?" without a creation slipping in between.
 */
export async function lockSeries(
  tx: TenantScope,
  type: DocumentType,
  year: number,
): Promise<number> {
  const [row] = await tx.db
    .select({ last: documentCounters.lastNumber })
    .from(documentCounters)
    .where(seriesOf(tx, type, year))
    .for('update');
  return row?.last ?? 0;
}

/**
 * After deleting document `number` of the series: one document less, and the number given
 * back when it was the last one (an order from the middle leaves a gap; orders may).
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
    .where(seriesOf(tx, type, year));
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
