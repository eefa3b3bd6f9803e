import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import type { SdiError } from '../../../contract/sdi';
import { companies } from '../../db/tables/companies';

/**
 * The SDI state of an invoice or note (docs/e-invoicing.md "SDI state"), columns of
 * `documents`. `sdi_status` is null until the document is first sent (an issued one is then
 * "to send"); the file name and progressive are those of the last file sent.
 */
export const sdiColumns = {
  sdiStatus: smallint('sdi_status'),
  sdiError: jsonb('sdi_error').$type<SdiError[]>(),
  sdiFileName: text('sdi_file_name'),
  sdiProgressive: text('sdi_progressive'),
  sdiSentAt: timestamp('sdi_sent_at', { withTimezone: true }),
};

/** A receipt finds its document by file name; the list filters by state. */
export const sdiIndexes = (t: {
  companyId: PgColumn;
  type: PgColumn;
  documentDate: PgColumn;
  sdiStatus: PgColumn;
  sdiFileName: PgColumn;
}) => [
  uniqueIndex('documents_sdi_file_key')
    .on(t.companyId, t.sdiFileName)
    .where(sql`${t.sdiFileName} is not null`),
  index('documents_sdi_status_idx').on(t.companyId, t.type, t.sdiStatus, t.documentDate),
];

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
