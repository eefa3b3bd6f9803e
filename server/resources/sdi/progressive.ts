import { sql } from 'drizzle-orm';
import { getCompanyProfile } from '../company-profile/service';
import { xmlTransmitterOf } from './fatturapa/seller';
import { sdiTransmitterCounters } from './table';
import { conflict, msg } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';

/** ProgressivoInvio: five letters or digits. Base 36 upper case gives 60,466,175 files. */
const WIDTH = 5;
export const MAX_PROGRESSIVE = 36 ** WIDTH - 1;

/** `1` -> `00001`, `36` -> `00010`, `MAX_PROGRESSIVE` -> `ZZZZZ`. */
export function formatProgressive(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > MAX_PROGRESSIVE) throw new RangeError(`${n}`);
  return n.toString(36).toUpperCase().padStart(WIDTH, '0');
}

/**
 * The next `count` progressives of the company's transmitter (its intermediary's, or its
 * own), in the caller's transaction: one upsert moves the transmitter's counter on and keeps
 * its row locked until commit (concurrent exports, of any company on that transmitter, queue;
 * a rollback gives the values back, as no file named with them left). Never reused once
 * committed.
 */
export async function takeProgressives(tx: TenantScope, count: number): Promise<string[]> {
  const { country, code } = xmlTransmitterOf(await getCompanyProfile(tx));
  const transmitter = `${country}${code}`;
  const [row] = await tx.db
    .insert(sdiTransmitterCounters)
    .values({ transmitter, lastProgressive: count })
    .onConflictDoUpdate({
      target: sdiTransmitterCounters.transmitter,
      set: { lastProgressive: sql`${sdiTransmitterCounters.lastProgressive} + ${count}` },
    })
    .returning({ last: sdiTransmitterCounters.lastProgressive });
  if (row.last > MAX_PROGRESSIVE) throw conflict(msg('sdi.progressive_exhausted'));
  return Array.from({ length: count }, (_, i) => formatProgressive(row.last - count + 1 + i));
}

/** One progressive (a single file, e.g. one document's XML download). */
export const nextProgressive = async (tx: TenantScope) => (await takeProgressives(tx, 1))[0];
