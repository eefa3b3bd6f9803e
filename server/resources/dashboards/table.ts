import { date, integer, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Summary tables of the dashboards: derived data, like an index. Statement-level triggers on
 * `documents` and `document_rows` (migration 0008) add each write's difference in the same
 * transaction, so the figures are always those of the committed documents; the SQL function
 * `dashboards_rebuild(company_id)` recomputes a company's rows from scratch (bulk loads that
 * bypass triggers, and the test that proves the triggers right). No foreign keys: a summary
 * row may outlive the customer or article it names with zero amounts. docs/dashboards.md.
 *
 * Revenue is signed: invoices and debit notes add, credit notes subtract (net of VAT).
 */

/** Per company, type, document date and status: how many documents, their net and gross totals. */
export const salesDaily = pgTable(
  'sales_daily',
  {
    companyId: integer('company_id').notNull(),
    type: text('type').notNull(),
    day: date('day').notNull(),
    status: smallint('status').notNull(),
    documents: integer('documents').notNull(),
    netTotal: numeric('net_total', { precision: 18, scale: 2 }).notNull(),
    total: numeric('total', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type, t.day, t.status] })],
);

/**
 * How far a summary row reaches: one day, one calendar month or one calendar year (`period` is
 * its first day). The customer and article summaries keep all three, so a range is read as
 * whole years, then whole months, then single days at its edges (`grains.ts`):
 * a year of ten thousand customers is ten thousand rows, not three hundred thousand.
 */
export const GRAINS = ['year', 'month', 'day'] as const;
export type Grain = (typeof GRAINS)[number];

/** Invoices and notes per company, period and customer: how many, and the signed net revenue. */
export const salesByCustomer = pgTable(
  'sales_by_customer',
  {
    companyId: integer('company_id').notNull(),
    grain: text('grain').$type<Grain>().notNull(),
    period: date('period').notNull(),
    customerId: integer('customer_id').notNull(),
    documents: integer('documents').notNull(),
    revenue: numeric('revenue', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.grain, t.period, t.customerId] })],
);

/** Rows of invoices and notes per company, period and article: rows, signed quantity, revenue. */
export const salesByArticle = pgTable(
  'sales_by_article',
  {
    companyId: integer('company_id').notNull(),
    grain: text('grain').$type<Grain>().notNull(),
    period: date('period').notNull(),
    articleId: integer('article_id').notNull(),
    rows: integer('rows').notNull(),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    revenue: numeric('revenue', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.grain, t.period, t.articleId] })],
);

/** Orders with a shipping date, per company, that date and status: how many, net total. */
export const orderShippingDaily = pgTable(
  'order_shipping_daily',
  {
    companyId: integer('company_id').notNull(),
    shippingDate: date('shipping_date').notNull(),
    status: smallint('status').notNull(),
    documents: integer('documents').notNull(),
    netTotal: numeric('net_total', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.shippingDate, t.status] })],
);
