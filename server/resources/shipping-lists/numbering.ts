import { sql } from 'drizzle-orm';
import { shippingListCounters } from './table';
import type { TenantScope } from '../../lib/tenant';

/**
 * The next shipping list number of the company's year, gapless under concurrency, like the
 * documents' numbering: one upsert increments the counter row and keeps it locked until the
 * caller's transaction (the confirmation) ends, so concurrent confirmations queue on it and a
 * rollback gives the number back. A confirmed list is never deleted, so no gap can open later.
 */
export async function nextListNumber(tx: TenantScope, year: number): Promise<number> {
  const [row] = await tx.db
    .insert(shippingListCounters)
    .values({ companyId: tx.companyId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [shippingListCounters.companyId, shippingListCounters.year],
      set: { lastNumber: sql`${shippingListCounters.lastNumber} + 1` },
    })
    .returning({ number: shippingListCounters.lastNumber });
  return row.number;
}
