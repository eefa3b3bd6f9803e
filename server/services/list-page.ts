import { eq, sql, type SQL } from 'drizzle-orm';
import { listCounts } from '../db/schema';
import type { TenantScope, TenantTable } from '../tenant';

/** Filtered lists count their matches up to this many; beyond, `total_capped` says so. */
export const COUNT_CAP = 10_000;

/** The lists whose rows `list_counts` keeps (by table name). */
export type CountedList = 'general_regs' | 'customers' | 'articles';

/** Rows `perPage` at `page` skip: page 2000 of 25 skips 49,975. */
export const offsetOf = (query: { page: number; perPage: number }) =>
  (query.page - 1) * query.perPage;

/**
 * A list's total, the same for every list of the registry: unfiltered, the company's exact
 * row count kept by triggers (`list_counts`, one row read); filtered, the matches counted up to
 * `COUNT_CAP` (a broad search on 200,000 entries must not count them all), with
 * `total_capped` set beyond. Both are the company's own rows only.
 */
export async function listTotal(
  tenant: TenantScope,
  list: CountedList,
  table: TenantTable,
  where: SQL | undefined,
): Promise<{ total: number; total_capped: boolean }> {
  if (!where) {
    const [row] = await tenant.db
      .select({ entries: listCounts.entries })
      .from(listCounts)
      .where(tenant.owned(listCounts, eq(listCounts.list, list)));
    return { total: row?.entries ?? 0, total_capped: false };
  }
  const [{ total }] = await tenant.db
    .select({ total: sql<number>`count(*)::int` })
    .from(
      tenant.db
        .select({ one: sql`1` })
        .from(table)
        .where(tenant.owned(table, where))
        .limit(COUNT_CAP + 1)
        .as('matches'),
    );
  return { total: Math.min(total, COUNT_CAP), total_capped: total > COUNT_CAP };
}
