import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { listCounts } from '../db/tables/list-counts';
import type { TenantScope, TenantTable } from './tenant';

/**
 * Filtered lists count their matches up to this many past the page's last row; beyond,
 * `total_capped` says so ("1–25 di oltre 125"). 100, not the documents' 10,000: a search
 * counts by rechecking each match's text, and with a common word on 200,000 entries (one in
 * six matches) counting 626 matches rechecked some 3,200 rows, four times the page's work;
 * 126 recheck about 750. Past the page's last row, so the next pages stay reachable and a
 * client reading pages until `total` (the export) reads them all.
 */
export const COUNT_CAP = 100;

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

/** The company's rows in a list and their version (`list_counts`), read in one statement. */
export interface ListCount {
  entries: number;
  version: number | undefined;
}

export async function listCount(tenant: TenantScope, list: CountedList): Promise<ListCount> {
  const [row] = await tenant.db
    .select({ entries: listCounts.entries, version: listCounts.version })
    .from(listCounts)
    .where(tenant.owned(listCounts, eq(listCounts.list, list)));
  return { entries: row?.entries ?? 0, version: row?.version };
}

const exact = (count: ListCount): ListTotal => ({ total: count.entries, total_capped: false });

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
  if (!where) return exact(await listCount(tenant, list));
  const matches = tenant.db
    .select({ one: sql`1` })
    .from(table)
    .where(tenant.owned(table, where))
    .$dynamic();
  return cappedTotal(await countUpTo(tenant, matches, countLimit(query)), query);
}

/**
 * A sort with an index `(company_id, key, id)`: `key` exactly as the ORDER BY and the index
 * have it (`lower(name)`), none for the id alone; `name` tells the anchors apart.
 */
export interface IndexedSort {
  list: CountedList;
  table: TenantTable;
  name: string;
  key: SQL | PgColumn | undefined;
  id: PgColumn;
}

/** The `IndexedSort` called `name` when `keys` has an index for it, else none (reads the table). */
export function indexedSort<S extends string>(
  list: CountedList,
  table: TenantTable & { id: PgColumn },
  keys: Partial<Record<S, IndexedSort['key']>>,
  name: S,
): IndexedSort | undefined {
  return name in keys ? { list, table, name, key: keys[name], id: table.id } : undefined;
}

/** Deep pages seek from an anchor, the sort key and id of every `ANCHOR_EVERY`-th row. */
export const ANCHOR_EVERY = 1000;
/** Anchors kept per database handle (least recently used first out). */
const ANCHOR_LISTS = 200;

interface Anchor {
  key: unknown;
  id: number;
}
interface Anchors {
  version: number;
  entries: number;
  /** The rows at positions ANCHOR_EVERY - 1, 2 * ANCHOR_EVERY - 1, … (from 0). */
  anchors: Anchor[];
}

/** Per database handle (an app, a process): anchors by company, list, sort and direction. */
const cache = new WeakMap<object, Map<string, Anchors>>();

function cached(db: object, name: string, version: number) {
  let lists = cache.get(db);
  if (!lists) cache.set(db, (lists = new Map()));
  const found = lists.get(name);
  if (!found) return { lists };
  lists.delete(name); // most recently used last
  lists.set(name, found);
  return { lists, found: found.version === version ? found : undefined };
}

/** Anchors being made, per database handle: by name and the version they were asked at. */
const making = new WeakMap<object, Map<string, Promise<Anchors | undefined>>>();

/**
 * `make()`, unless the same anchors (`key`: name and version) are being made for this
 * database handle: then their promise. After a write, the requests for deep pages that
 * arrive together make one set of anchors, not one each.
 */
function singleFlight(
  db: object,
  key: string,
  make: () => Promise<Anchors | undefined>,
): Promise<Anchors | undefined> {
  let pending = making.get(db);
  if (!pending) making.set(db, (pending = new Map()));
  let promise = pending.get(key);
  if (!promise) {
    const settled = () => pending.delete(key);
    promise = make().finally(settled);
    pending.set(key, promise);
  }
  return promise;
}

/**
 * The anchors of the company's rows in `sort`, one index-only scan (a window numbering the
 * index entries), and in the same statement the count and version they are true at.
 */
async function computeAnchors(tenant: TenantScope, sort: IndexedSort, desc: boolean) {
  const direction = desc ? sql`desc` : sql`asc`;
  const key = sort.key ?? sort.id;
  const order = sort.key
    ? sql`${key} ${direction}, ${sort.id} ${direction}`
    : sql`${key} ${direction}`;
  const result = await tenant.db.execute<{
    version: string;
    entries: number;
    key: unknown;
    id: number | null;
  }>(sql`
    select c.version, c.entries, s.key, s.id
    from ${listCounts} c
    left join lateral (
      select key, id, n from (
        select ${key} as key, ${sort.id} as id, row_number() over (order by ${order}) as n
        from ${sort.table} where ${tenant.owned(sort.table)}
      ) numbered where n % ${ANCHOR_EVERY} = 0
    ) s on true
    where c.company_id = ${tenant.companyId} and c.list = ${sort.list}
    order by s.n`);
  const rows = result.rows;
  if (!rows.length) return undefined;
  return {
    version: Number(rows[0].version),
    entries: rows[0].entries,
    anchors: rows.filter((row) => row.id !== null).map((row) => ({ key: row.key, id: row.id! })),
  };
}

/** The rows after `anchor` in the sort, as far as one index range holds them (see below). */
function after(sort: IndexedSort, anchor: Anchor, desc: boolean): SQL {
  const beyond = desc ? sql`<` : sql`>`;
  if (!sort.key) return sql`${sort.id} ${beyond} ${anchor.id}`;
  if (anchor.key === null)
    return and(sql`${sort.key} is null`, sql`${sort.id} ${beyond} ${anchor.id}`)!;
  return sql`(${sort.key}, ${sort.id}) ${beyond} (${anchor.key}, ${anchor.id})`;
}

/**
 * Page `query` of an unfiltered list in an indexed sort, rows fetched by `run(seek, offset)`.
 * Past the first anchor it seeks to the nearest anchor at or before the page (`seek`, a
 * keyset condition on the sort's index) and skips fewer than `ANCHOR_EVERY` entries, so page
 * 2000 costs what page 40 does. Anchors are used only at the version of `count` (read by the
 * caller with the total): any write of the company's rows, in any process, makes new ones.
 * NULL keys: `(key, id) > (…)` holds no NULL, and an anchor on a NULL key seeks among NULLs
 * only; when that range runs out before the page is full, the page is read the plain way.
 */
export async function anchoredPage<R>(
  tenant: TenantScope,
  sort: IndexedSort,
  query: ListQuery & { order: 'ASC' | 'DESC' },
  count: ListCount,
  run: (seek: SQL | undefined, offset: number) => Promise<R[]>,
): Promise<R[]> {
  const offset = offsetOf(query);
  const desc = query.order === 'DESC';
  if (offset < ANCHOR_EVERY || count.version === undefined) return run(undefined, offset);
  const name = `${tenant.companyId} ${sort.list} ${sort.name} ${query.order}`;
  const { lists, found } = cached(tenant.db, name, count.version);
  const anchors =
    found ??
    (await singleFlight(tenant.db, `${name} ${count.version}`, async () => {
      const made = await computeAnchors(tenant, sort, desc);
      if (made) {
        lists.set(name, made);
        if (lists.size > ANCHOR_LISTS) lists.delete(lists.keys().next().value!);
      }
      return made;
    }));
  if (!anchors) return run(undefined, offset);
  if (offset >= anchors.entries) return run(undefined, offset);
  const index = Math.min(Math.floor(offset / ANCHOR_EVERY), anchors.anchors.length) - 1;
  if (index < 0) return run(undefined, offset);
  const rows = await run(
    after(sort, anchors.anchors[index], desc),
    offset - (index + 1) * ANCHOR_EVERY,
  );
  const expected = Math.min(query.perPage, anchors.entries - offset);
  return rows.length >= expected ? rows : run(undefined, offset);
}

/**
 * A page and its total. Filtered (`filteredTotal`), both at once. Unfiltered, the counters'
 * total; and a deep page in an indexed sort reads the counters first, for their version, then
 * the page from an anchor (`anchoredPage`).
 */
export async function pageAndTotal<R>(
  tenant: TenantScope,
  query: ListQuery & { order: 'ASC' | 'DESC' },
  sort: IndexedSort | undefined,
  list: CountedList,
  filteredTotal: (() => Promise<ListTotal>) | undefined,
  run: (seek: SQL | undefined, offset: number) => Promise<R[]>,
): Promise<[R[], ListTotal]> {
  const page = () => run(undefined, offsetOf(query));
  if (filteredTotal) return tenant.all([page, filteredTotal]);
  if (!sort || offsetOf(query) < ANCHOR_EVERY) {
    return tenant.all([page, () => listCount(tenant, list).then(exact)]);
  }
  const count = await listCount(tenant, list);
  return [await anchoredPage(tenant, sort, query, count, run), exact(count)];
}

/**
 * A list's page reader for `pageAndTotal`: the page's ids first, ordered and sliced on the
 * sort's index (a deep page skips index entries, not rows), then those rows of `table`.
 */
export function rowsByIds<T extends TenantTable & { id: PgColumn }>(
  tenant: TenantScope,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  perPage: number,
) {
  return (seek: SQL | undefined, offset: number): Promise<T['$inferSelect'][]> => {
    const page = tenant.db
      .select({ id: table.id })
      .from(table as TenantTable)
      .where(tenant.owned(table, and(where, seek)))
      .orderBy(...order)
      .limit(perPage)
      .offset(offset)
      .as('page');
    return tenant.db
      .select(getTableColumns(table as TenantTable))
      .from(table as TenantTable)
      .innerJoin(page, eq(table.id, page.id))
      .where(tenant.owned(table))
      .orderBy(...order) as Promise<T['$inferSelect'][]>;
  };
}
