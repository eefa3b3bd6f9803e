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
  jsonb,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companies } from '../../db/tables/companies';
import { carriers } from '../carriers/table';
import { customerDestinations, customers } from '../customers/table';
import { documentRows } from '../documents/table';
import { LabelStatus, ShippingListStatus } from '../../../contract/enums';
import { tenantKey, childKey, tenantPrimaryKey, sameCompany } from '../../lib/tenant-table';

/**
 * Tenant table: a shipping list, which is a transport document (DDT, DPR 472/1996) to one
 * recipient: one customer and one place of delivery (docs/shipping.md). Open (0) until
 * confirmed (1); the number is given at confirmation, gapless per company and year
 * (`shipping_list_counters`). `year` follows the list's date.
 */
export const shippingLists = pgTable(
  'shipping_lists',
  {
    ...tenantKey(),
    number: integer('number'),
    year: smallint('year').notNull(),
    date: date('date').notNull(),
    status: smallint('status').notNull().default(ShippingListStatus.open),
    /** The recipient: set on create or by the first item; every item ships to it. */
    customerId: integer('customer_id'),
    /** The place of delivery: a destination of the customer; null: its billing address. */
    destinationId: integer('destination_id'),
    /** Causale del trasporto (`TRANSPORT_REASONS`: sale, consignment, processing, ...). */
    transportReason: text('transport_reason').notNull().default('sale'),
    /** Porto: `paid` (franco) or `forward` (assegnato). */
    carriage: text('carriage').notNull().default('paid'),
    /** Trasporto a cura del: `sender`, `carrier` or `recipient`. */
    transportBy: text('transport_by').notNull().default('carrier'),
    /**
     * Before the carriers registry, the carrier's name as free text: the migration `transport_documents`
     * links it to the carriers registry (`carrier_id`). Read by nothing else.
     */
    legacyCarrier: text('carrier'),
    /** The carrier (registry `carriers`) when the transport is by carrier. */
    carrierId: integer('carrier_id'),
    /** Aspetto esteriore dei beni: "scatole", "pallet", "sfuso"... */
    goodsAppearance: text('goods_appearance'),
    /** Gross weight of the whole shipment (kg), packaging included; null: the items' sum. */
    grossWeight: numeric('gross_weight', { precision: 10, scale: 3 }),
    /** Date and time the transport starts (inizio trasporto). */
    transportStart: timestamp('transport_start', { withTimezone: true }),
    /** Cash on delivery (contrassegno), printed on the labels. */
    codAmount: numeric('cod_amount', { precision: 14, scale: 2 }),
    notes: text('notes'),
    /**
     * The recipient, place of delivery and carrier as printed, frozen at confirmation so that
     * a later change of the customer's data never rewrites an issued DDT.
     */
    snapshot: jsonb('snapshot'),
    /** The deferred invoice that bills this DDT (a DDT is invoiced once). */
    invoiceId: integer('invoice_id'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    // The last guard of the numbering (open lists have no number yet).
    uniqueIndex('shipping_lists_number_key')
      .on(t.companyId, t.year, t.number)
      .where(sql`${t.number} is not null`),
    index('shipping_lists_date_idx').on(t.companyId, t.date, t.id),
    sameCompany(t, t.customerId, customers, 'shipping_lists_customer_fk').onDelete('restrict'),
    sameCompany(t, t.destinationId, customerDestinations, 'shipping_lists_destination_fk').onDelete(
      'restrict',
    ),
    sameCompany(t, t.carrierId, carriers, 'shipping_lists_carrier_fk').onDelete('restrict'),
    // The invoice's FK (ON DELETE SET NULL of invoice_id only) is custom SQL in the migration
    // `transport_documents`: deleting a draft deferred invoice frees its DDTs.
    // Confirmed DDTs not yet invoiced, per customer and date: the deferred invoicing.
    index('shipping_lists_to_invoice_idx')
      .on(t.companyId, t.customerId, t.date)
      .where(
        sql`${t.invoiceId} is null and ${t.status} = ${sql.raw(String(ShippingListStatus.confirmed))}`,
      ),
    index('shipping_lists_invoice_idx')
      .on(t.companyId, t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
  ],
);

/** Tenant table: a quantity of one order row on a list, in `parcels` parcels. */
export const shippingItems = pgTable(
  'shipping_items',
  {
    ...childKey(),
    shippingListId: integer('shipping_list_id').notNull(),
    documentRowId: integer('document_row_id').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    parcels: smallint('parcels').notNull().default(1),
    weight: numeric('weight', { precision: 10, scale: 3 }),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('shipping_items_list_idx').on(t.companyId, t.shippingListId, t.id),
    index('shipping_items_row_idx').on(t.companyId, t.documentRowId),
    sameCompany(t, t.shippingListId, shippingLists, 'shipping_items_list_fk').onDelete('cascade'),
    sameCompany(t, t.documentRowId, documentRows, 'shipping_items_document_row_fk').onDelete(
      'restrict',
    ),
  ],
);

/** Tenant table: the label of an item (one at most), printed one page per parcel. */
export const labels = pgTable(
  'labels',
  {
    ...childKey(),
    shippingItemId: integer('shipping_item_id').notNull(),
    status: smallint('status').notNull().default(LabelStatus.to_print),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('labels_item_key').on(t.companyId, t.shippingItemId),
    sameCompany(t, t.shippingItemId, shippingItems, 'labels_item_fk').onDelete('cascade'),
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
