import {
  pgTable,
  integer,
  text,
  numeric,
  smallint,
  date,
  jsonb,
  boolean,
  timestamp,
  primaryKey,
  index,
  uniqueIndex,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { LineStatus, OrderStatus, PaymentStatus } from '../../../contract/enums';
import { articles } from '../articles/table';
import { companies } from '../../db/tables/companies';
import { customerDestinations, customers } from '../customers/table';
import { paymentTerms } from '../payment-terms/table';
import type { SdiError, SdiEventKind } from '../../../contract/sdi';
import { tenantKey, childKey, tenantPrimaryKey, sameCompany } from '../../lib/tenant-table';
import type { ConfigText } from '../../../contract/configurator-summary';

/**
 * The SDI state of an invoice or note (docs/e-invoicing.md "SDI state"), columns of
 * `documents`. `sdi_status` is null until the document is first sent (an issued one is then
 * "to send"); the file name and progressive are those of the last file sent.
 */
export const sdiColumns = {
  sdiStatus: smallint('sdi_status'),
  sdiError: jsonb('sdi_error').$type<SdiError[]>(),
  sdiFileName: text('sdi_file_name'),
  sdiProgressive: text('sdi_progressive'),
  sdiSentAt: timestamp('sdi_sent_at', { withTimezone: true }),
};

/** A receipt finds its document by file name; the list filters by state. */
export const sdiIndexes = (t: {
  companyId: PgColumn;
  type: PgColumn;
  documentDate: PgColumn;
  sdiStatus: PgColumn;
  sdiFileName: PgColumn;
}) => [
  uniqueIndex('documents_sdi_file_key')
    .on(t.companyId, t.sdiFileName)
    .where(sql`${t.sdiFileName} is not null`),
  index('documents_sdi_status_idx').on(t.companyId, t.type, t.sdiStatus, t.documentDate),
];

/**
 * Tenant table: sales documents (order, invoice, credit-note, debit-note). Numbered per
 * company, type, series and year (invoices and notes only once issued: drafts have no number
 * and are in the default series until then); totals are stored as computed by the server on
 * every row change.
 * `customer_name` is a snapshot of the customer's name (taken on create and on every save)
 * so that the list can search and sort by it without a join on a million rows.
 */
export const documents = pgTable(
  'documents',
  {
    ...tenantKey(),
    type: text('type').notNull(),
    year: smallint('year').notNull(),
    /** Null while an invoice or note is a draft; given when it is issued (orders at creation). */
    number: integer('number'),
    /** The numbering series (sezionale): '' the default one, else its code ("D"). */
    series: text('series').notNull().default(''),
    customerId: integer('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    reference: text('reference'),
    description: text('description'),
    status: smallint('status').notNull().default(0),
    documentDate: date('document_date').notNull(),
    shippingDate: date('shipping_date'),
    subtotal: numeric('subtotal', { precision: 16, scale: 2 }).notNull().default('0'),
    discountTotal: numeric('discount_total', { precision: 16, scale: 2 }).notNull().default('0'),
    netTotal: numeric('net_total', { precision: 16, scale: 2 }).notNull().default('0'),
    vatTotal: numeric('vat_total', { precision: 16, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 16, scale: 2 }).notNull().default('0'),
    relatedDocumentId: integer('related_document_id'),
    /** A credit note that corrects no one invoice: why (the XML's Causale says it). */
    unlinkedReason: text('unlinked_reason'),
    /** Where the goods go (a customer destination); null: the billing address. */
    destinationId: integer('destination_id'),
    /** The payment term (registry): an invoice's or note's due dates follow from it. */
    paymentTermId: integer('payment_term_id'),
    /**
     * The earliest of `document_due_dates` (null: none): "overdue" is derived from it (not
     * paid and this date past), with an index for the filter.
     */
    firstDueDate: date('first_due_date'),
    /**
     * Split payment (art. 17-ter DPR 633/72): the customer's, or a note's invoice's, while the
     * document may change; then kept. `amount_due` is what the customer pays: `total`, less
     * the VAT under split payment (the due dates and receivables count it).
     */
    splitPayment: boolean('split_payment').notNull().default(false),
    amountDue: numeric('amount_due', { precision: 16, scale: 2 }).notNull().default('0'),
    /** The taxable of its rows at natura N3.5 (a letter of intent's plafond counts it). */
    intentAmount: numeric('intent_amount', { precision: 16, scale: 2 }).notNull().default('0'),
    /** A public administration's references (contract/public-administration.ts). */
    paDocumentType: text('pa_document_type'),
    paDocumentId: text('pa_document_id'),
    paDocumentDate: date('pa_document_date'),
    cig: text('cig'),
    cup: text('cup'),
    /** A quote's validity (docs/quotes.md): past it, an open quote shows as expired. */
    validUntil: date('valid_until'),
    /** A quote's conditions (delivery, payment, validity terms), printed under its rows. */
    conditions: text('conditions'),
    /** When an invoice or note was issued (numbered and locked); null for drafts and orders. */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ...sdiColumns,
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    ...sdiIndexes(t),
    // Also the sort by number (year, series, number) and a series' last number.
    uniqueIndex('documents_number_key').on(t.companyId, t.type, t.year, t.series, t.number),
    // The list within a type, by date then id, either direction (a backward scan for newest
    // first): page 1, page N and date ranges.
    index('documents_list_idx').on(t.companyId, t.type, t.documentDate, t.id),
    // The sortable columns without an index of their own (date and number have theirs).
    index('documents_customer_sort_idx').on(
      t.companyId,
      t.type,
      sql`lower(${t.customerName})`,
      t.id,
    ),
    index('documents_total_sort_idx').on(t.companyId, t.type, t.total, t.id),
    index('documents_net_total_sort_idx').on(t.companyId, t.type, t.netTotal, t.id),
    index('documents_status_idx').on(t.companyId, t.type, t.status, t.documentDate),
    index('documents_customer_idx').on(t.companyId, t.customerId, t.documentDate),
    // Open orders (neither shipped nor cancelled) by shipping date: the dashboard's late orders.
    index('documents_open_orders_idx')
      .on(t.companyId, t.shippingDate, t.id)
      .where(
        sql`${t.type} = 'order' and ${t.status} < ${sql.raw(String(OrderStatus.shipped))} and ${t.shippingDate} is not null`,
      ),
    // A quote becomes one order (docs/quotes.md): the order names it, at most once.
    uniqueIndex('documents_quote_order_key')
      .on(t.companyId, t.relatedDocumentId)
      .where(sql`${t.type} = 'order' and ${t.relatedDocumentId} is not null`),
    index('documents_related_idx')
      .on(t.companyId, t.relatedDocumentId)
      .where(sql`${t.relatedDocumentId} is not null`),
    index('documents_search_idx').using(
      'gin',
      sql`(lower(${t.customerName} || ' ' || coalesce(${t.reference}, ''))) gin_trgm_ops`,
    ),
    sameCompany(t, t.customerId, customers, 'documents_customer_fk').onDelete('restrict'),
    // Unpaid invoices and notes by their first due date: the overdue filter and figures.
    index('documents_due_idx')
      .on(t.companyId, t.type, t.firstDueDate)
      .where(
        sql`${t.status} <> ${sql.raw(String(PaymentStatus.paid))} and ${t.firstDueDate} is not null`,
      ),
    sameCompany(t, t.paymentTermId, paymentTerms, 'documents_payment_term_fk'),
    sameCompany(t, t.destinationId, customerDestinations, 'documents_destination_fk').onDelete(
      'restrict',
    ),
    index('documents_destination_idx')
      .on(t.companyId, t.destinationId)
      .where(sql`${t.destinationId} is not null`),
    sameCompany(t, t.relatedDocumentId, t, 'documents_related_fk').onDelete('restrict'),
  ],
);

/**
 * Tenant table: an invoice's or note's due dates (instalments), from its payment term, date
 * and total (`contract/due-dates.ts`), replaced whenever one of them changes.
 */
export const documentDueDates = pgTable(
  'document_due_dates',
  {
    companyId: integer('company_id').notNull(),
    documentId: integer('document_id').notNull(),
    position: smallint('position').notNull(),
    dueDate: date('due_date').notNull(),
    amount: numeric('amount', { precision: 16, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.documentId, t.position] }),
    index('document_due_dates_date_idx').on(t.companyId, t.dueDate),
    sameCompany(t, t.documentId, documents, 'document_due_dates_document_fk').onDelete('cascade'),
  ],
);

/**
 * Tenant table: what happened to an invoice or note on its way to the SDI, oldest first: each
 * file sent (`sent`, its name), each receipt applied (`receipt`: RC, NS...; a rejection's
 * errors in `detail`), each correction of a rejected one (`corrected`: the fields changed,
 * a date's old and new value) and each "Invia di nuovo" (`resent`). The document's own
 * `sdi_*` columns keep only the latest state.
 */
export const documentSdiEvents = pgTable(
  'document_sdi_events',
  {
    ...childKey(),
    documentId: integer('document_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').$type<SdiEventKind>().notNull(),
    fileName: text('file_name'),
    receipt: text('receipt'),
    detail: jsonb('detail'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('document_sdi_events_document_idx').on(t.companyId, t.documentId, t.id),
    sameCompany(t, t.documentId, documents, 'document_sdi_events_document_fk').onDelete('cascade'),
  ],
);

/** Tenant table: the rows of a document, in `position` order. */
export const documentRows = pgTable(
  'document_rows',
  {
    ...childKey(),
    documentId: integer('document_id').notNull(),
    position: integer('position').notNull(),
    articleId: integer('article_id'),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 20, scale: 8 }).notNull(),
    /** The user typed this price: price lookups (quantity, customer, date changes) keep it. */
    priceManual: boolean('price_manual').notNull().default(false),
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    vatRate: text('vat_rate').notNull(),
    vatNature: text('vat_nature'),
    netAmount: numeric('net_amount', { precision: 16, scale: 2 }).notNull(),
    status: smallint('status').notNull().default(LineStatus.to_produce),
    config: jsonb('config'),
    /**
     * The configuration in words, per language (`contract/configurator-summary.ts`), frozen
     * when the row was configured: what the rows table, the PDFs and the XML print under the
     * description, whatever the article's definition becomes.
     */
    configText: jsonb('config_text').$type<ConfigText>(),
    /** On a deferred invoice: the transport document item the row invoices (DatiDDT). */
    shippingItemId: integer('shipping_item_id'),
    /**
     * On an invoice: the order row it bills (made by converting the order or by the deferred
     * invoicing). What an order row's invoices bill never exceeds its quantity
     * (docs/deferred-invoices.md "Each order row is invoiced once").
     */
    orderRowId: integer('order_row_id'),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('document_rows_document_idx').on(t.companyId, t.documentId, t.position),
    index('document_rows_article_idx')
      .on(t.companyId, t.articleId)
      .where(sql`${t.articleId} is not null`),
    sameCompany(t, t.documentId, documents, 'document_rows_document_fk').onDelete('cascade'),
    // The FK to shipping_items is custom SQL in the migration `transport_documents` (the
    // tables' modules import each other, which drizzle's types cannot follow).
    uniqueIndex('document_rows_shipping_item_key')
      .on(t.companyId, t.shippingItemId)
      .where(sql`${t.shippingItemId} is not null`),
    sameCompany(t, t.articleId, articles, 'document_rows_article_fk').onDelete('restrict'),
    sameCompany(t, t.orderRowId, t, 'document_rows_order_row_fk').onDelete('restrict'),
    index('document_rows_order_row_idx')
      .on(t.companyId, t.orderRowId)
      .where(sql`${t.orderRowId} is not null`),
  ],
);

/**
 * Tenant table: per company, document type, series and year, the last number given (gapless) and
 * how many documents there are.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    /** The series' code, '' the default one (orders and drafts are counted there). */
    series: text('series').notNull().default(''),
    year: smallint('year').notNull(),
    lastNumber: integer('last_number').notNull(),
    /** How many documents the series holds: the list's total without filters, without a count. */
    documentCount: integer('document_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.type, t.series, t.year] })],
);
