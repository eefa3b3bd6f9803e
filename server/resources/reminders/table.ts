import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Reminder } from '../../../contract/reminders';
import { customers } from '../customers/table';
import { documents } from '../documents/table';
import {
  childKey,
  moneyColumn as money,
  sameCompany,
  tenantPrimaryKey,
} from '../../lib/tenant-table';

/**
 * Tenant table: the payment reminders sent (contract/reminders.ts), kept as written: the
 * level, the dates, the letter's language, the rates used and the totals. Never updated.
 */
export const reminders = pgTable(
  'reminders',
  {
    ...childKey(),
    customerId: integer('customer_id').notNull(),
    level: smallint('level').notNull(),
    reminderDate: date('reminder_date').notNull(),
    payBy: date('pay_by').notNull(),
    locale: text('locale').notNull(),
    interestApplies: boolean('interest_applies').notNull(),
    rates: jsonb('rates').$type<Reminder['rates']>().notNull(),
    open: money('open'),
    interest: money('interest'),
    compensation: money('compensation'),
    total: money('total'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('reminders_customer_idx').on(t.companyId, t.customerId, t.reminderDate),
    sameCompany(t, t.customerId, customers, 'reminders_customer_fk').onDelete('restrict'),
  ],
);

/**
 * Tenant table: the instalments a reminder listed, with what was open and the interest, a
 * copy that outlives them: `instalment_id` has no foreign key, since a document corrected
 * after an SDI rejection replaces its untouched instalments (instalments/plan.ts).
 */
export const reminderItems = pgTable(
  'reminder_items',
  {
    ...childKey(),
    reminderId: integer('reminder_id').notNull(),
    instalmentId: integer('instalment_id').notNull(),
    documentId: integer('document_id').notNull(),
    position: smallint('position').notNull(),
    dueDate: date('due_date').notNull(),
    open: money('open'),
    daysLate: integer('days_late').notNull(),
    interest: money('interest'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('reminder_items_reminder_idx').on(t.companyId, t.reminderId),
    index('reminder_items_instalment_idx').on(t.companyId, t.instalmentId),
    sameCompany(t, t.reminderId, reminders, 'reminder_items_reminder_fk').onDelete('cascade'),
    sameCompany(t, t.documentId, documents, 'reminder_items_document_fk').onDelete('restrict'),
  ],
);

export type ReminderRecord = typeof reminders.$inferSelect;
