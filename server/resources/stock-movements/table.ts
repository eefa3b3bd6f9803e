import {
  pgTable,
  integer,
  text,
  numeric,
  date,
  timestamp,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenantKey, tenantPrimaryKey, sameCompany } from '../../lib/tenant-table';
import { articles } from '../articles/table';
import { users } from '../../db/tables/users';
import { shippingLists } from '../shipping-lists/table';

/**
 * Tenant table: the stock ledger (docs/stock.md). One row per movement of one article: a
 * positive quantity loads, a negative one unloads. Never updated (a trigger refuses it) and
 * deleted by no route: a wrong movement is reversed by another naming it (`reverses_id`). Every
 * insert moves `articles.on_hand` by its quantity in the same transaction.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    ...tenantKey(),
    articleId: integer('article_id').notNull(),
    /** The day the goods moved (a DDT's date, an inventory count's). */
    date: date('date').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    /** contract/stock-movements.ts `STOCK_REASONS`: ddt, return, count, damage, initial... */
    reason: text('reason').notNull(),
    note: text('note'),
    /** The DDT it comes from (a confirmation unloads, a return loads). */
    shippingListId: integer('shipping_list_id'),
    /** The movement this one reverses (at most once). */
    reversesId: integer('reverses_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('stock_movements_article_idx').on(t.companyId, t.articleId, t.date, t.id),
    index('stock_movements_date_idx').on(t.companyId, t.date, t.id),
    index('stock_movements_shipping_list_idx')
      .on(t.companyId, t.shippingListId)
      .where(sql`${t.shippingListId} is not null`),
    // A movement is reversed at most once.
    uniqueIndex('stock_movements_reverses_key')
      .on(t.companyId, t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    sameCompany(t, t.articleId, articles, 'stock_movements_article_fk').onDelete('restrict'),
    sameCompany(t, t.shippingListId, shippingLists, 'stock_movements_shipping_list_fk').onDelete(
      'restrict',
    ),
    sameCompany(t, t.reversesId, t, 'stock_movements_reverses_fk').onDelete('restrict'),
  ],
);
