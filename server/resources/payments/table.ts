import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bankAccounts } from '../bank-accounts/table';
import { customers } from '../customers/table';
import { documents } from '../documents/table';
import { instalments } from '../instalments/table';
import { childKey, sameCompany, tenantKey, tenantPrimaryKey } from '../../lib/tenant-table';

/**
 * Tenant table: money received from a customer (contract/payments.ts), or the credit a credit
 * note gives them (`credit_note_id`). Never edited: `allocated` is a counter its allocations
 * keep; a reversal stamps `reversed_at` and undoes the allocations.
 */
export const payments = pgTable(
  'payments',
  {
    ...tenantKey(),
    customerId: integer('customer_id').notNull(),
    paymentDate: date('payment_date').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    method: text('method'),
    bankAccountId: integer('bank_account_id'),
    note: text('note'),
    creditNoteId: integer('credit_note_id'),
    allocated: numeric('allocated', { precision: 16, scale: 2 }).notNull().default('0'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalReason: text('reversal_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('payments_date_idx').on(t.companyId, t.paymentDate, t.id),
    index('payments_customer_idx').on(t.companyId, t.customerId, t.paymentDate),
    // One credit per credit note.
    uniqueIndex('payments_credit_note_key')
      .on(t.companyId, t.creditNoteId)
      .where(sql`${t.creditNoteId} is not null`),
    sameCompany(t, t.customerId, customers, 'payments_customer_fk').onDelete('restrict'),
    sameCompany(t, t.bankAccountId, bankAccounts, 'payments_bank_account_fk').onDelete('restrict'),
    sameCompany(t, t.creditNoteId, documents, 'payments_credit_note_fk').onDelete('restrict'),
  ],
);

/**
 * Tenant table: what a payment settled of an instalment. Kept after a reversal (the payment
 * says it is reversed), so the history stays readable.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    ...childKey(),
    paymentId: integer('payment_id').notNull(),
    instalmentId: integer('instalment_id').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('payment_allocations_payment_idx').on(t.companyId, t.paymentId),
    index('payment_allocations_instalment_idx').on(t.companyId, t.instalmentId),
    sameCompany(t, t.paymentId, payments, 'payment_allocations_payment_fk').onDelete('restrict'),
    sameCompany(t, t.instalmentId, instalments, 'payment_allocations_instalment_fk').onDelete(
      'restrict',
    ),
  ],
);

export type PaymentRecord = typeof payments.$inferSelect;
