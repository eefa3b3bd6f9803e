import { integer, pgTable } from 'drizzle-orm/pg-core';
import { companies } from '../../db/tables/companies';

/**
 * Tenant table: the last ProgressivoInvio given (a number, written in base 36 on five
 * characters). One row per company; the counter only grows, so no file name is reused.
 */
export const sdiCounters = pgTable('sdi_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastProgressive: integer('last_progressive').notNull(),
});
