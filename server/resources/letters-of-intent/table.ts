import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from '../customers/table';
import { documents } from '../documents/table';
import { childKey, sameCompany, tenantPrimaryKey } from '../../lib/tenant-table';

/**
 * Tenant table: a customer's letters of intent (contract/letters-of-intent.ts). The protocol
 * is unique in the company: the Agenzia gives each letter its own.
 */
export const lettersOfIntent = pgTable(
  'letters_of_intent',
  {
    ...childKey(),
    customerId: integer('customer_id').notNull(),
    protocol: text('protocol').notNull(),
    protocolDate: date('protocol_date').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    singleOperation: boolean('single_operation').notNull().default(false),
    notes: text('notes'),
    /**
     * What issued documents citing it take (credit notes less) and how many cite it: counters
     * kept by the issue, an SDI rejection and a resend (plafond.ts), never summed per read.
     */
    used: numeric('used', { precision: 14, scale: 2 }).notNull().default('0'),
    usedDocuments: integer('used_documents').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('letters_of_intent_protocol_key').on(t.companyId, t.protocol),
    // The letters covering a customer's date, in the order they are used.
    index('letters_of_intent_customer_idx').on(t.companyId, t.customerId, t.validFrom),
    sameCompany(t, t.customerId, customers, 'letters_of_intent_customer_fk').onDelete('cascade'),
  ],
);

/**
 * Tenant table: which letter an issued document's N3.5 rows use (chosen at issue). The
 * letter's `used` counts the document's N3.5 taxable (`documents.intent_amount`, credit notes
 * less) while the SDI has not rejected it.
 */
export const letterOfIntentDocuments = pgTable(
  'letter_of_intent_documents',
  {
    companyId: integer('company_id').notNull(),
    documentId: integer('document_id').notNull(),
    letterId: integer('letter_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.documentId] }),
    index('letter_of_intent_documents_letter_idx').on(t.companyId, t.letterId, t.documentId),
    sameCompany(t, t.documentId, documents, 'letter_of_intent_documents_document_fk').onDelete(
      'cascade',
    ),
    sameCompany(t, t.letterId, lettersOfIntent, 'letter_of_intent_documents_letter_fk'),
  ],
);
