import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
    /**
     * Bumped by the same triggers on every insert, delete and update of the company's rows:
     * a list's deep-page anchors (`server/lib/list-page.ts`) are used only at the version
     * they were computed at, in any process.
     */
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.list] })],
);
