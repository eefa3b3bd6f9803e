import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { companies } from '../../db/tables/companies';

/**
 * Global table: per transmitter (IdTrasmittente: country and code, "IT01234567897"), the last
 * ProgressivoInvio given (a number, written in base 36 on five characters). The file name is
 * the transmitter's id and the progressive, so the counter belongs to the transmitter, not to
 * a company: companies sending through one intermediary share its counter and never produce
 * the same name (SDI check 00002). It only grows, so no file name is reused.
 */
export const sdiTransmitterCounters = pgTable('sdi_transmitter_counters', {
  transmitter: text('transmitter').primaryKey(),
  lastProgressive: integer('last_progressive').notNull(),
});

/**
 * Before the counters per transmitter, one per company: the migration `sdi_transmitter_counters`
 * starts each transmitter's counter after the highest of its companies'. Read by nothing else.
 */
export const legacySdiCounters = pgTable('sdi_counters', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastProgressive: integer('last_progressive').notNull(),
});
