import { getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  timestamp,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import { tenantKey, tenantPrimaryKey } from '../tenant-table';

/**
 * A flat per-company registry table (carriers, payment terms…): the tenant key and the
 * optimistic-locking version around the registry's own `fields`, whose TypeScript names are the
 * column names (snake_case, `text()` without a name), so a row's fields are the wire record.
 * `company_id` leads the primary key; the search box's text (`search` columns) has a trigram
 * index. `indexes` adds the registry's own (sort orders, unique codes).
 */
export function registryTable<
  const Name extends string,
  Fields extends Record<string, PgColumnBuilderBase>,
>(
  name: Name,
  fields: Fields,
  options: {
    search: (keyof Fields & string)[];
    indexes?: (
      columns: Record<keyof Fields | 'companyId', AnyPgColumn>,
    ) => PgTableExtraConfigValue[];
  },
) {
  const table = pgTable(
    name,
    {
      ...tenantKey(),
      ...fields,
      version: integer('version').notNull().default(1),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => {
      const columns = t as unknown as Record<keyof Fields | 'companyId', AnyPgColumn>;
      return [
        tenantPrimaryKey(t),
        index(`${name}_search_idx`).using(
          'gin',
          sql`(${searchText(options.search.map((key) => columns[key]))}) gin_trgm_ops`,
        ),
        ...(options.indexes?.(columns) ?? []),
      ];
    },
  );
  searchColumns.set(table, options.search);
  return table;
}

const searchColumns = new Map<object, string[]>();

/** The SQL names of the registry tables (the fuzz test finds a record of each). */
export const registryTableNames = () =>
  [...searchColumns.keys()].map((table) => getTableName(table as Table));

/** The columns a registry's search box looks into (`registryTable`'s `search`). */
export const searchColumnsOf = (table: object) => searchColumns.get(table) ?? [];

/** The text the search box looks into, lower-cased: the expression of the trigram index. */
export const searchText = (columns: AnyPgColumn[]): SQL =>
  sql`lower(${sql.join(
    columns.map((column) => sql`coalesce(${column}, '')`),
    sql` || ' ' || `,
  )})`;
