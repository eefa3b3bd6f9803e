import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { listCounts } from '../db/schema';
import type { TenantScope, TenantTable } from '../tenant';

/**
 * Filtered lists count their matches up to this many past the page's last row; beyond,
 * `total_capped` says so. 500, not the documents' 10,000: a search counts by rechecking each
 * match's text, and on 200,000 entries a common word's 10,001 matches take 16 ms to count,
 * 1,001 take 4 to 11 ms (load), 501 half that. Past the page's last row, so the next pages
 * stay reachable and a client reading pages until `total` (the export) reads them all.
 */
export const COUNT_CAP = 500;

/** The lists whose rows `list_counts` keeps (by table name). */
export type CountedList = 'general_regs' | 'customers' | 'articles';

export interface ListQuery {
  page: number;
  perPage: number;
}
export interface ListTotal {
  total: number;
  total_capped: boolean;
}

/** Rows `perPage` at `page` skip: page 2000 of 25 skips 49,975. */
export const offsetOf = (query: ListQuery) => (query.page - 1) * query.perPage;

/** How many matches a filtered list counts at most: the cap past the page's last row. */
export const countLimit = (query: ListQuery) => offsetOf(query) + query.perPage + COUNT_CAP + 1;

/** The answer for `counted` matches counted with `countLimit(query)`. */
export function cappedTotal(counted: number, query: ListQuery): ListTotal {
  const cap = countLimit(query) - 1;
  return { total: Math.min(counted, cap), total_capped: counted > cap };
}

/** `select count(*)` of the rows `matches` selects, at most `limit` of them. */
export async function countUpTo(tenant: TenantScope, matches: PgSelect, limit: number) {
  const [{ total }] = await tenant.db
    .select({ total: sql<number>`count(*)::int` })
    .from(matches.limit(limit).as('matches'));
  return total;
}

/**
 * A list's total, the same for every list of the registry: unfiltered, the company's exact
 * row count kept by triggers (`list_counts`, one row read); filtered, the matches counted up to
 * the cap (a broad search on 200,000 entries must not count them all). Both are the company's
 * own rows only: no estimate from the planner's statistics, which count every company.
 */
export async function listTotal(
  tenant: TenantScope,
  list: CountedList,
  table: TenantTable,
  where: SQL | undefined,
  query: ListQuery,
): Promise<ListTotal> {
  if (!where) {
    const [row] = await tenant.db
      .select({ entries: listCounts.entries })
      .from(listCounts)
      .where(tenant.owned(listCounts, eq(listCounts.list, list)));
    return { total: row?.entries ?? 0, total_capped: false };
  }
  const matches = tenant.db
    .select({ one: sql`1` })
    .from(table)
    .where(tenant.owned(table, where))
    .$dynamic();
  return cappedTotal(await countUpTo(tenant, matches, countLimit(query)), query);
}
