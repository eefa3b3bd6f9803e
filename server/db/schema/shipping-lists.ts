import {
  pgTable,
  integer,
  text,
  numeric,
  smallint,
  date,
  timestamp,
  primaryKey,
  index,
  uniqueIndex,
  foreignKey,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from './companies';
import { documentRows } from './documents';
import { LabelStatus, ShippingListStatus } from '../../../contract/enums';

/**
 * Tenant table: a shipping list (distinta di spedizione). Open (0) until confirmed (1); the
 * number is given at confirmation, gapless per company and year (`shipping_list_counters`).
 * `year` follows the list's date.
 */
export const shippingLists = pgTable(
  'shipping_lists',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    number: integer('number'),
    year: smallint('year').notNull(),
    date: date('date').notNull(),
    status: smallint('status').notNull().default(ShippingListStatus.open),
    carrier: text('carrier'),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    // The last guard of the numbering (open lists have no number yet).
    uniqueIndex('shipping_lists_number_key')
      .on(t.companyId, t.year, t.number)
      .where(sql`${t.number} is not null`),
    index('shipping_lists_date_idx').on(t.companyId, t.date, t.id),
  ],
);

/** Tenant table: a quantity of one order row on a list, in `parcels` parcels. */
export const shippingItems = pgTable(
  'shipping_items',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    shippingListId: integer('shipping_list_id').notNull(),
    documentRowId: integer('document_row_id').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    parcels: smallint('parcels').notNull().default(1),
    weight: numeric('weight', { precision: 10, scale: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('shipping_items_list_idx').on(t.companyId, t.shippingListId, t.id),
    index('shipping_items_row_idx').on(t.companyId, t.documentRowId),
    foreignKey({
      name: 'shipping_items_list_fk',
      columns: [t.companyId, t.shippingListId],
      foreignColumns: [shippingLists.companyId, shippingLists.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'shipping_items_document_row_fk',
      columns: [t.companyId, t.documentRowId],
      foreignColumns: [documentRows.companyId, documentRows.id],
    }).onDelete('restrict'),
  ],
);

/** Tenant table: the label of an item (one at most), printed one page per parcel. */
export const labels = pgTable(
  'labels',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').notNull().generatedAlwaysAsIdentity(),
    shippingItemId: integer('shipping_item_id').notNull(),
    status: smallint('status').notNull().default(LabelStatus.to_print),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    uniqueIndex('labels_item_key').on(t.companyId, t.shippingItemId),
    foreignKey({
      name: 'labels_item_fk',
      columns: [t.companyId, t.shippingItemId],
      foreignColumns: [shippingItems.companyId, shippingItems.id],
    }).onDelete('cascade'),
  ],
);

/** Tenant table: per company and year, the last shipping list number given (gapless). */
export const shippingListCounters = pgTable(
  'shipping_list_counters',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: smallint('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);
