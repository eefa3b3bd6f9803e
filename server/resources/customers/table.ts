import {
  pgTable,
  integer,
  text,
  numeric,
  date,
  timestamp,
  boolean,
  index,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { articles } from '../articles/table';
import { generalRegs } from '../general-regs/table';
import { paymentTerms } from '../payment-terms/table';
import { tenantKey, childKey, tenantPrimaryKey, sameCompany } from '../../lib/tenant-table';

/**
 * Tenant table: a customer = a general registry entry + commercial data. Composite foreign
 * keys (company_id, …) make it impossible to point at another company's records.
 */
export const customers = pgTable(
  'customers',
  {
    ...tenantKey(),
    generalRegId: integer('general_reg_id').notNull(),
    registryCode: text('registry_code').notNull(),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }).notNull(),
    /** The customer's payment term (registry `payment_terms`): new invoices take it. */
    paymentTermId: integer('payment_term_id'),
    /**
     * Before the payment terms registry, the name of a fixed list of terms (`bank_transfer_30`…):
     * the migration `payment_terms_due_dates`
     * maps it to `payment_term_id` (creating the terms it names). Read by nothing else; a
     * later migration may drop it.
     */
    legacyPaymentTerms: text('payment_terms'),
    language: text('language').notNull().default('it'),
    /**
     * Split payment (scissione dei pagamenti, art. 17-ter DPR 633/72): the customer pays the
     * invoices' VAT to the Treasury, the seller is paid the rest. New documents take it.
     */
    splitPayment: boolean('split_payment').notNull().default(false),
    billingAddress: text('billing_address'),
    billingZip: text('billing_zip'),
    billingCity: text('billing_city'),
    billingProvince: text('billing_province'),
    billingCountry: text('billing_country'),
    phone: text('phone'),
    email: text('email'),
    iban: text('iban'),
    /** The RiBa bank when not the Italian IBAN's (contract/customers.ts). */
    bankAbi: text('bank_abi'),
    bankCab: text('bank_cab'),
    references: text('references'),
    notes: text('notes'),
    /**
     * What the list's search looks in: `lower(registry_code || ' ' || the entry's search
     * text)` (the entry's text as `searchText` of `general-regs/service.ts` has it). Kept by
     * triggers (migration 0019) on the customer's code and entry and on the entry's fields;
     * the default is never stored, the insert trigger computes the text first.
     */
    searchText: text('search_text').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('customers_registry_code_key').on(t.companyId, t.registryCode),
    // The search, as the entries' own: trigrams of the text, the company checked on each match.
    index('customers_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    uniqueIndex('customers_general_reg_key').on(t.companyId, t.generalRegId),
    // The list's sorts (code, credit limit) with the id: deep pages scan only the index.
    index('customers_registry_code_list_idx').on(t.companyId, t.registryCode, t.id),
    index('customers_credit_limit_list_idx').on(t.companyId, t.creditLimit, t.id),
    sameCompany(t, t.generalRegId, generalRegs),
    sameCompany(t, t.paymentTermId, paymentTerms, 'customers_payment_term_fk'),
    index('customers_payment_term_idx')
      .on(t.companyId, t.paymentTermId)
      .where(sql`${t.paymentTermId} is not null`),
  ],
);

/** Tenant table: the customer's own prices for articles (by quantity and validity). */
export const customerPrices = pgTable(
  'customer_prices',
  {
    ...childKey(),
    customerId: integer('customer_id').notNull(),
    articleId: integer('article_id').notNull(),
    price: numeric('price', { precision: 20, scale: 8 }).notNull(),
    minQuantity: numeric('min_quantity', { precision: 14, scale: 3 }).notNull().default('1'),
    validFrom: date('valid_from'),
    validTo: date('valid_to'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('customer_prices_customer_idx').on(t.companyId, t.customerId),
    index('customer_prices_article_idx').on(t.companyId, t.articleId),
    sameCompany(t, t.customerId, customers).onDelete('cascade'),
    sameCompany(t, t.articleId, articles),
  ],
);

/** Tenant table: the customer's own codes and descriptions for articles. */
export const customerArticles = pgTable(
  'customer_articles',
  {
    ...childKey(),
    customerId: integer('customer_id').notNull(),
    articleId: integer('article_id').notNull(),
    customerCode: text('customer_code'),
    description: text('description'),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('customer_articles_key').on(t.companyId, t.customerId, t.articleId),
    index('customer_articles_article_idx').on(t.companyId, t.articleId),
    sameCompany(t, t.customerId, customers).onDelete('cascade'),
    sameCompany(t, t.articleId, articles),
  ],
);

/**
 * Tenant table: a customer's delivery addresses (destinazioni diverse). Orders and transport
 * documents name one (null: the billing address); one in use cannot be deleted.
 */
export const customerDestinations = pgTable(
  'customer_destinations',
  {
    ...childKey(),
    customerId: integer('customer_id').notNull(),
    /** What staff call the place: "Magazzino Verona". */
    name: text('name').notNull(),
    address: text('address').notNull(),
    zip: text('zip'),
    city: text('city').notNull(),
    province: text('province'),
    country: text('country').notNull().default('IT'),
    phone: text('phone'),
    /** Delivery notes printed on the DDT and labels ("scarico 8-12"). */
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('customer_destinations_customer_idx').on(t.companyId, t.customerId, t.id),
    sameCompany(t, t.customerId, customers, 'customer_destinations_customer_fk').onDelete(
      'cascade',
    ),
  ],
);
