import {
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bankAccounts } from '../bank-accounts/table';
import { customers } from '../customers/table';
import { instalments } from '../instalments/table';
import { payments } from '../payments/table';
import { sddMandates } from '../sdd-mandates/table';
import {
  childKey,
  moneyColumn as money,
  sameCompany,
  tenantKey,
  tenantPrimaryKey,
} from '../../lib/tenant-table';

/**
 * Tenant table: a batch of instalments presented to the bank (contract/bank-batches.ts): a
 * RiBa batch and its CBI file, or a SEPA direct-debit batch and its pain.008 file, numbered
 * per kind and year. The file is kept as written, so what the bank got can be downloaded again.
 */
export const bankBatches = pgTable(
  'bank_batches',
  {
    ...tenantKey(),
    kind: text('kind').notNull(),
    year: smallint('year').notNull(),
    number: integer('number').notNull(),
    bankAccountId: integer('bank_account_id').notNull(),
    creditDate: date('credit_date').notNull(),
    state: text('state').notNull().default('presented'),
    count: integer('count').notNull(),
    total: money('total'),
    fileName: text('file_name').notNull(),
    file: text('file').notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('bank_batches_number_key').on(t.companyId, t.kind, t.year, t.number),
    index('bank_batches_created_idx').on(t.companyId, t.createdAt, t.id),
    sameCompany(t, t.bankAccountId, bankAccounts, 'bank_batches_bank_account_fk').onDelete(
      'restrict',
    ),
  ],
);

/**
 * Tenant table: an instalment in a batch, with the bank's outcome: credited (its payment) or
 * unpaid (the date, the charges added to the instalment, the bank's reason).
 */
export const bankBatchItems = pgTable(
  'bank_batch_items',
  {
    ...childKey(),
    batchId: integer('batch_id').notNull(),
    instalmentId: integer('instalment_id').notNull(),
    customerId: integer('customer_id').notNull(),
    amount: money('amount'),
    state: text('state').notNull().default('presented'),
    charges: money('charges'),
    outcomeDate: date('outcome_date'),
    reason: text('reason'),
    paymentId: integer('payment_id'),
    mandateId: integer('mandate_id'),
    /** SEPA: FRST, RCUR or OOFF, from the mandate's history at the batch. */
    sequence: text('sequence'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('bank_batch_items_batch_idx').on(t.companyId, t.batchId, t.id),
    index('bank_batch_items_instalment_idx').on(t.companyId, t.instalmentId),
    index('bank_batch_items_mandate_idx').on(t.companyId, t.mandateId),
    sameCompany(t, t.batchId, bankBatches, 'bank_batch_items_batch_fk').onDelete('restrict'),
    sameCompany(t, t.instalmentId, instalments, 'bank_batch_items_instalment_fk').onDelete(
      'restrict',
    ),
    sameCompany(t, t.customerId, customers, 'bank_batch_items_customer_fk').onDelete('restrict'),
    sameCompany(t, t.paymentId, payments, 'bank_batch_items_payment_fk').onDelete('restrict'),
    sameCompany(t, t.mandateId, sddMandates, 'bank_batch_items_mandate_fk').onDelete('restrict'),
  ],
);

export type BankBatchRecord = typeof bankBatches.$inferSelect;
export type BankBatchItemRecord = typeof bankBatchItems.$inferSelect;
