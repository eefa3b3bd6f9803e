import { asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { msg } from '../../../contract/messages';
import { searchColumnsOf, searchText } from './table';
import { wireFormat } from '../wire';
import { conflict, notFound, staleVersion } from '../errors';
import type { TenantScope, VersionedTable } from '../tenant';
import { likePattern } from '../search';

/** A table made by `registryTable` (lib/registry/table.ts). */
export type RegistryTable = VersionedTable & { createdAt: AnyPgColumn };

/** The columns the API does not show: the tenant key and the timestamps. */
type Hidden = 'companyId' | 'createdAt' | 'updatedAt';

/** A record as the API answers it: the row without the hidden columns (lib/wire.ts). */
export type RegistryRecord<T extends RegistryTable> = Omit<T['$inferSelect'], Hidden>;

/** What a create or an update writes: the registry's own fields. */
export type RegistryFields<T extends RegistryTable> = Omit<
  T['$inferInsert'],
  Hidden | 'id' | 'version'
>;

export interface ListQuery {
  page: number;
  perPage: number;
  sort: string;
  order: 'ASC' | 'DESC';
  q?: string;
}

/** The name of the field each unique index of `table` (after `company_id`) is about. */
function uniqueFields(table: PgTable): Map<string, string> {
  const fields = new Map<string, string>();
  for (const index of getTableConfig(table).indexes) {
    const last = index.config.columns.at(-1);
    if (index.config.unique && index.config.name && last && 'name' in last) {
      fields.set(index.config.name, String(last.name));
    }
  }
  return fields;
}

/**
 * List, read, create, update (optimistic locking), delete of a flat per-company registry,
 * always through the tenant scope: another company's record is a 404 like a missing one.
 * Text columns (not dates or decimals, strings too on the wire) sort case-insensitively; a duplicate on a unique index answers 409 on its field.
 */
export function registryService<T extends RegistryTable>(table: T, input: z.ZodObject) {
  const columns = getTableColumns(table as PgTable) as Record<string, AnyPgColumn>;
  const format = wireFormat(table as PgTable, input);
  const search = searchText(searchColumnsOf(table).map((key) => columns[key]));
  const unique = uniqueFields(table as PgTable);
  const wire = (row: unknown) => format.toWire(row as never) as RegistryRecord<T>;
  const sortBy = (key: string) => {
    const column = columns[key];
    const textual = column.columnType === 'PgText' || column.columnType === 'PgVarchar';
    return textual ? sql`lower(${column})` : column;
  };
  const byId = (id: number) => eq(table.id, id);

  /** A unique index refusing the value: 409 naming the field; anything else as it was. */
  async function guarded<R>(write: () => Promise<R>): Promise<R> {
    try {
      return await write();
    } catch (error) {
      const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
      const field = cause?.code === '23505' && unique.get(cause.constraint ?? '');
      if (field) throw conflict(msg('unique.taken'), { [field]: msg('unique.value_taken') });
      throw error;
    }
  }

  async function get(tenant: TenantScope, id: number): Promise<RegistryRecord<T>> {
    const [row] = await tenant.select(table, byId(id));
    if (!row) throw notFound('not_found.record');
    return wire(row);
  }

  return {
    async list(tenant: TenantScope, query: ListQuery) {
      const where: SQL | undefined = query.q
        ? sql`${search} like ${likePattern(query.q)}`
        : undefined;
      const direction = query.order === 'DESC' ? desc : asc;
      const [rows, [{ total }]] = await tenant.all([
        () =>
          tenant
            .select(table, where)
            .orderBy(direction(sortBy(query.sort)), direction(table.id))
            .limit(query.perPage)
            .offset((query.page - 1) * query.perPage),
        () =>
          tenant.db
            .select({ total: sql<number>`count(*)::int` })
            .from(table as PgTable)
            .where(tenant.owned(table, where)),
      ]);
      return { items: rows.map(wire), total };
    },

    get,

    async create(tenant: TenantScope, input: RegistryFields<T>): Promise<RegistryRecord<T>> {
      const values = format.fromWire(input) as T['$inferInsert'];
      const [row] = await guarded(() => tenant.insert(table, values));
      return wire(row as Record<string, unknown>);
    },

    /** Writes only if nobody saved the record since `version`: else 409 (or 404 if gone). */
    async update(
      tenant: TenantScope,
      id: number,
      input: RegistryFields<T> & { version: number },
    ): Promise<RegistryRecord<T>> {
      const { version } = input;
      const values = format.fromWire(input) as Partial<T['$inferInsert']>;
      const row = await guarded(() => tenant.updateVersioned(table, id, version, values));
      if (row) return wire(row as Record<string, unknown>);
      const current = await get(tenant, id);
      throw staleVersion('record.entry', (current as { version: number }).version, version);
    },

    async remove(tenant: TenantScope, id: number): Promise<RegistryRecord<T>> {
      const [row] = await tenant.delete(table, byId(id));
      if (!row) throw notFound('not_found.record');
      return wire(row as Record<string, unknown>);
    },
  };
}

export type RegistryService<T extends RegistryTable> = ReturnType<typeof registryService<T>>;
