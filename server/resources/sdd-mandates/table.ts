import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/table';
import { childKey, sameCompany, tenantPrimaryKey } from '../../lib/tenant-table';

/**
 * Tenant table: a customer's SEPA direct-debit mandates (contract/sdd-mandates.ts): the
 * reference, unique in the company, the date the debtor signed it, the scheme (CORE, B2B),
 * recurrent or one-off, the debtor's IBAN. A revoked mandate collects no more. The SEPA
 * batches keep `collections` (bank-batches/present.ts, outcome.ts).
 */
export const sddMandates = pgTable(
  'sdd_mandates',
  {
    ...childKey(),
    customerId: integer('customer_id').notNull(),
    reference: text('reference').notNull(),
    signatureDate: date('signature_date').notNull(),
    scheme: text('scheme').notNull(),
    recurrent: boolean('recurrent').notNull().default(true),
    iban: text('iban').notNull(),
    bic: text('bic'),
    revokedAt: date('revoked_at'),
    /** Collections presented and not returned unpaid: the next is FRST while 0, else RCUR. */
    collections: integer('collections').notNull().default(0),
    /** The day a batch first presented it: from then on it is never edited or deleted. */
    firstPresented: date('first_presented'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sdd_mandates_reference_key').on(t.companyId, t.reference),
    index('sdd_mandates_customer_idx').on(t.companyId, t.customerId),
    sameCompany(t, t.customerId, customers, 'sdd_mandates_customer_fk').onDelete('restrict'),
  ],
);

export type SddMandateRecord = typeof sddMandates.$inferSelect;
