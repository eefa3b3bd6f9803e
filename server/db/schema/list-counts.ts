import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Tenant table: how many rows each company has in a list's table (`general_regs`,
 * `customers`, `articles`), kept by statement triggers (migration 0018), so an unfiltered
 * list answers its exact total without counting 200,000 rows.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The table's name. */
    list: text('list').notNull(),
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.list] })],
);
