import { sql } from 'drizzle-orm';
import { sdiCounters } from '../../db/schema';
import { conflict, msg } from '../../errors';
import type { TenantScope } from '../../tenant';

/** ProgressivoInvio: five letters or digits. Base 36 upper case gives 60,466,175 files. */
const WIDTH = 5;
export const MAX_PROGRESSIVE = 36 ** WIDTH - 1;

/** `1` -> `00001`, `36` -> `00010`, `MAX_PROGRESSIVE` -> `ZZZZZ`. */
export function formatProgressive(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_PROGRESSIVE) throw new RangeError(`${n}`);
  return n.toString(36).toUpperCase().padStart(WIDTH, '0');
}

/**
 * The company's next progressive, in the caller's transaction: one upsert increments the
 * counter and keeps its row locked until commit (concurrent exports queue; a rollback gives
 * the values back, and a file never sent may reuse them). Never reused once committed.
 */
export async function nextProgressive(tx: TenantScope): Promise<string> {
  const [row] = await tx.db
    .insert(sdiCounters)
    .values({ companyId: tx.companyId, lastProgressive: 1 })
    .onConflictDoUpdate({
      target: sdiCounters.companyId,
      set: { lastProgressive: sql`${sdiCounters.lastProgressive} + 1` },
    })
    .returning({ last: sdiCounters.lastProgressive });
  if (row.last > MAX_PROGRESSIVE) throw conflict(msg('sdi.progressive_exhausted'));
  return formatProgressive(row.last);
}
