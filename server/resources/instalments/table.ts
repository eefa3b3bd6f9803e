import { sql } from 'drizzle-orm';
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
import { documents } from '../documents/table';
import {
  childKey,
  moneyColumn as money,
  sameCompany,
  tenantPrimaryKey,
} from '../../lib/tenant-table';

/**
 * Tenant table: the instalments (scadenze) of issued invoices and debit notes, one per due date
 * (contract/instalments.ts, docs/collections.md). The amounts settled are counters kept by
 * the payments, credit notes and write-offs that change them, in their transaction, with the
 * instalment locked; `open_amount` and `state` follow from them (stored for the ledger's
 * filters and indexes, never set on their own).
 */
export const instalments = pgTable(
  'instalments',
  {
    ...childKey(),
    documentId: integer('document_id').notNull(),
    customerId: integer('customer_id').notNull(),
    position: smallint('position').notNull(),
    dueDate: date('due_date').notNull(),
    /** The FatturaPA payment method (MP12 RiBa...), from the document's payment term. */
    method: text('method'),
    amount: money('amount'),
    /** Bank charges of an unpaid presentation, due on top of the amount. */
    charges: money('charges'),
    paid: money('paid'),
    credited: money('credited'),
    writtenOff: money('written_off'),
    writeOffReason: text('write_off_reason'),
    openAmount: money('open_amount'),
    state: text('state').notNull().default('open'),
    /** 'none', 'presented' (a bank batch holds it), 'unpaid' (the bank reported it unpaid). */
    bankState: text('bank_state').notNull().default('none'),
    /**
     * The company account of its latest presentation (the bank batch's), kept after the bank's
     * outcome, so the ledger finds what went, or came back unpaid, through each bank.
     */
    bankAccountId: integer('bank_account_id'),
    /** The last reminder that listed it (reminders/service.ts): its level and date. */
    lastReminderLevel: smallint('last_reminder_level'),
    lastRemindedOn: date('last_reminded_on'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('instalments_document_key').on(t.companyId, t.documentId, t.position),
    // The ledger: open instalments by due date (page 1, a range, a deep page).
    index('instalments_open_idx')
      .on(t.companyId, t.dueDate, t.id)
      .where(sql`${t.openAmount} > 0`),
    index('instalments_customer_idx').on(t.companyId, t.customerId, t.dueDate),
    // A customer's open instalments in the ledger's order (the customer filter, the payment form).
    index('instalments_customer_open_idx')
      .on(t.companyId, t.customerId, t.dueDate, t.id)
      .where(sql`${t.openAmount} > 0`),
    index('instalments_due_idx').on(t.companyId, t.dueDate, t.id),
    // The bank filter, in the ledger's order.
    index('instalments_bank_account_idx')
      .on(t.companyId, t.bankAccountId, t.dueDate, t.id)
      .where(sql`${t.bankAccountId} is not null`),
    sameCompany(t, t.documentId, documents, 'instalments_document_fk').onDelete('restrict'),
    sameCompany(t, t.customerId, customers, 'instalments_customer_fk').onDelete('restrict'),
    sameCompany(t, t.bankAccountId, bankAccounts, 'instalments_bank_account_fk').onDelete(
      'restrict',
    ),
  ],
);

export type InstalmentRecord = typeof instalments.$inferSelect;
