import { foreignKey, integer, numeric, primaryKey, type PgColumn } from 'drizzle-orm/pg-core';
import { companies } from '../db/tables/companies';

/**
 * The key columns of a company's table: `company_id` (the company's, its rows deleted with it)
 * and the row's `id`. Every key, index and reference of a tenant table leads with
 * `company_id`, so the tables can be distributed by company without redesign.
 */
export const tenantKey = () => ({
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
});

/**
 * The key columns of a table whose rows belong to a parent row (a document's rows, a list's
 * items): the reference to the parent (`sameCompany`) carries the company.
 */
export const childKey = () => ({
  companyId: integer('company_id').notNull(),
  id: integer('id').notNull().generatedAlwaysAsIdentity(),
});

type Keyed = { companyId: PgColumn; id: PgColumn };

/** `(company_id, id)`, the primary key of a tenant table. */
export const tenantPrimaryKey = (t: Keyed) => primaryKey({ columns: [t.companyId, t.id] });

/**
 * A reference to a row of `target` of the same company: `(company_id, column)` to
 * `(company_id, id)`, so a row can never point at another company's. Chain `.onDelete()`.
 */
export const sameCompany = (
  t: { companyId: PgColumn },
  column: PgColumn,
  target: Keyed,
  name?: string,
) =>
  foreignKey({
    ...(name ? { name } : {}),
    columns: [t.companyId, column],
    foreignColumns: [target.companyId, target.id],
  });

/** An amount of money in euros with cents, 0 unless set: the collections' counters. */
export const moneyColumn = (name: string) =>
  numeric(name, { precision: 16, scale: 2 }).notNull().default('0');
