import {
  pgTable,
  integer,
  text,
  numeric,
  smallint,
  timestamp,
  index,
  jsonb,
  boolean,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { LifecycleStatus } from '../../../contract/enums';
import { tenantKey, childKey, tenantPrimaryKey, sameCompany } from '../../lib/tenant-table';

/** Tenant table: articles. Prices carry up to 8 decimals; the code is unique per company. */
export const articles = pgTable(
  'articles',
  {
    ...tenantKey(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    unit: text('unit').notNull().default('pz'),
    price: numeric('price', { precision: 20, scale: 8 }).notNull(),
    vatRate: text('vat_rate').notNull().default('22'),
    vatNature: text('vat_nature'),
    lifecycleStatus: smallint('lifecycle_status').notNull().default(LifecycleStatus.draft),
    pricingType: smallint('pricing_type').notNull().default(0),
    weight: numeric('weight', { precision: 14, scale: 3 }),
    barcode: text('barcode'),
    image: text('image'),
    /**
     * The configurator's definition of the article: its options (`dettagli`) and,
     * by pricing type, the price formula or table. Null: not configurable.
     */
    configuration: jsonb('configuration'),
    /**
     * Stock (docs/stock.md). `stocked` false: a service or an article not kept on the shelf,
     * which has no movements. `on_hand` and `reserved` are counters kept by the movements and
     * the confirmed orders in the transactions that change them, never summed per request.
     */
    stocked: boolean('stocked').notNull().default(true),
    onHand: numeric('on_hand', { precision: 14, scale: 3 }).notNull().default('0'),
    reserved: numeric('reserved', { precision: 14, scale: 3 }).notNull().default('0'),
    /** Below this available quantity the article is "sotto scorta"; null: no minimum. */
    minStock: numeric('min_stock', { precision: 14, scale: 3 }),
    /** The unit cost the stock valuation multiplies by; null: not valued. */
    cost: numeric('cost', { precision: 20, scale: 8 }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('articles_code_key').on(t.companyId, t.code),
    index('articles_search_idx').using(
      'gin',
      sql`(lower(${t.code} || ' ' || ${t.description})) gin_trgm_ops`,
    ),
    // The list's sorts (code, description, price) with the id: deep pages scan only the index.
    index('articles_code_list_idx').on(t.companyId, t.code, t.id),
    index('articles_description_list_idx').on(
      t.companyId,
      sql`lower(${t.description})`,
      t.id,
      t.description,
    ),
    index('articles_price_list_idx').on(t.companyId, t.price, t.id),
    // Codes starting with what was typed (the rows editor's lookup ranks them first).
    // The "sotto scorta" filter: stocked articles with a minimum, by how far below it they are.
    index('articles_below_min_idx')
      .on(t.companyId, sql`(${t.onHand} - ${t.reserved} - ${t.minStock})`, t.id)
      .where(sql`${t.stocked} and ${t.minStock} is not null`),
    index('articles_code_prefix_idx').on(t.companyId, sql`lower(${t.code}) text_pattern_ops`),
  ],
);

/** Tenant table: named price lists of an article, by minimum quantity. */
export const articlePrices = pgTable(
  'article_prices',
  {
    ...childKey(),
    articleId: integer('article_id').notNull(),
    listName: text('list_name').notNull(),
    price: numeric('price', { precision: 20, scale: 8 }).notNull(),
    minQuantity: numeric('min_quantity', { precision: 14, scale: 3 }).notNull().default('1'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('article_prices_article_idx').on(t.companyId, t.articleId),
    sameCompany(t, t.articleId, articles).onDelete('cascade'),
  ],
);
