import { and, eq, sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** A table of one company's data: it has a `companyId` column. */
export type TenantTable = PgTable & { companyId: PgColumn };

/** A tenant table whose records are edited with optimistic locking. */
export type VersionedTable = TenantTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/** The database, or a transaction on it. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The only way routes and services reach tenant tables. Every statement it builds carries
 * `company_id = <the session's company>`, and inserts get the company stamped on, so a
 * missing tenant filter cannot be written by accident: review looks for `db.` in tenant code.
 */
export function tenantScope(db: Executor, companyId: number) {
  const owned = (table: TenantTable, where?: SQL) => and(eq(table.companyId, companyId), where);
  return {
    companyId,
    db,
    /** `company_id = ? AND where`: for selects, joins and aggregates written with `db`. */
    owned,
    select<T extends TenantTable>(table: T, where?: SQL) {
      return db
        .select()
        .from(table as PgTable)
        .where(owned(table, where))
        .$dynamic();
    },
    insert<T extends TenantTable>(table: T, values: Omit<T['$inferInsert'], 'companyId'>) {
      return db
        .insert(table)
        .values({ ...values, companyId } as T['$inferInsert'])
        .returning();
    },
    update<T extends TenantTable>(table: T, set: Partial<T['$inferInsert']>, where: SQL) {
      const { companyId: _ignored, ...rest } = set as Record<string, unknown>;
      return db
        .update(table)
        .set(rest as Partial<T['$inferInsert']>)
        .where(owned(table, where))
        .returning();
    },
    /**
     * Optimistic locking: writes `set` to record `id` only if its version is still `version`
     * (one statement), bumping the version. Answers the row, or null when nothing matched
     * (the record is missing, another company's, or was saved by someone else meanwhile).
     */
    async updateVersioned<T extends VersionedTable>(
      table: T,
      id: number,
      version: number,
      set: Partial<T['$inferInsert']>,
    ): Promise<T['$inferSelect'] | null> {
      const { companyId: _ignored, ...rest } = set as Record<string, unknown>;
      const changes = { ...rest, version: sql`${table.version} + 1`, updatedAt: new Date() };
      const rows = (await db
        .update(table)
        .set(changes as Partial<T['$inferInsert']>)
        .where(owned(table, and(eq(table.id, id), eq(table.version, version))))
        .returning()) as T['$inferSelect'][];
      return rows[0] ?? null;
    },
    delete<T extends TenantTable>(table: T, where: SQL) {
      return db.delete(table).where(owned(table, where)).returning();
    },
    /** Independent statements, each a function that starts one (see `independently`). */
    all<const W extends readonly (() => unknown)[]>(work: W) {
      return independently(db, work);
    },
  };
}

type Results<W extends readonly (() => unknown)[]> = {
  -readonly [K in keyof W]: Awaited<ReturnType<W[K]>>;
};

/**
 * Runs independent statements: side by side on the pool (each on a connection of its own),
 * one after the other in a transaction, whose single connection runs one statement at a time
 * (pg 8 warns when asked for more, pg 9 refuses).
 */
export async function independently<const W extends readonly (() => unknown)[]>(
  db: Executor,
  work: W,
): Promise<Results<W>> {
  if (!(db instanceof PgTransaction))
    return (await Promise.all(work.map((w) => w()))) as Results<W>;
  const results: unknown[] = [];
  for (const start of work) results.push(await start());
  return results as Results<W>;
}
export type TenantScope = ReturnType<typeof tenantScope>;

/** Runs `work` in one transaction, with a scope of the same company on it. */
export function inTransaction<R>(
  tenant: TenantScope,
  work: (tx: TenantScope) => Promise<R>,
): Promise<R> {
  return tenant.db.transaction((tx) => work(tenantScope(tx, tenant.companyId)));
}

/**
 * A join condition between two tenant tables: `on`, and both rows of the same company (so a
 * join can never pair one company's row with another's).
 */
export const joinOwned = (a: TenantTable, b: TenantTable, on: SQL): SQL =>
  and(eq(a.companyId, b.companyId), on)!;
