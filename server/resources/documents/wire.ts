import { and, asc, eq, sql } from 'drizzle-orm';
import {
  DOCUMENT_TYPES,
  type DocumentSummary,
  type DocumentType,
  type SalesDocument,
} from '../../../contract/documents';
import { selectsOf } from '../../../contract/enums';
import { customerDestinations, customers } from '../customers/table';
import { documentRows, documents } from './table';
import { generalRegs } from '../general-regs/table';
import { preparedOn } from '../../db/client';
import { notFound } from '../../lib/errors';
import { joinOwned, type Executor, type TenantScope } from '../../lib/tenant';
import { billingAddressOf } from '../customers/billing-address';
import { decimalOut, moneyOut, quantityOut } from '../../lib/decimals';
import { shownStatus } from './overdue';
import { sdiWire } from './sdi-state';
import { computeTotals } from './totals';
import { invoicedOfOrder } from './billing';
import { documentExtensions } from './extensions';
import { allowedStatuses } from './transitions';
import { buyerKind } from '../../../contract/buyer-kinds';
import type { PaDocumentType } from '../../../contract/public-administration';

export type DocumentRecord = typeof documents.$inferSelect;
export type RowRecord = typeof documentRows.$inferSelect;

/** The statuses a document of `type` may have, as options. */
export const statusOptions = (type: DocumentType) =>
  type === 'quote'
    ? selectsOf.quoteStatuses()
    : type === 'order'
      ? selectsOf.orderStatuses()
      : selectsOf.paymentStatuses();

/** The option lists of the document screens; `statuses` is the list of `type`, if given. */
export function selects(type?: DocumentType) {
  return {
    types: DOCUMENT_TYPES.map((id) => ({ id, name: `enums.document_type.${id}` })),
    statuses: type ? statusOptions(type) : [],
    orderStatuses: selectsOf.orderStatuses(),
    quoteStatuses: selectsOf.quoteStatuses(),
    paymentStatuses: selectsOf.paymentStatuses(),
    sdiStatuses: selectsOf.sdiStatuses(),
    lineStatuses: selectsOf.lineStatuses(),
    vatRates: selectsOf.vatRates(),
    vatNatures: selectsOf.vatNatures(),
  };
}

export const rowToWire = (row: RowRecord) => ({
  id: row.id,
  document_id: row.documentId,
  position: row.position,
  article_id: row.articleId,
  description: row.description,
  quantity: quantityOut(row.quantity),
  unit_price: moneyOut(row.unitPrice),
  discount: decimalOut(row.discount),
  vat_rate: row.vatRate,
  vat_nature: row.vatNature,
  net_amount: moneyOut(row.netAmount),
  price_manual: row.priceManual,
  status: row.status,
  config: (row.config as Record<string, unknown> | null) ?? null,
  config_text: row.configText ?? null,
  ...(row.orderRowId !== null && { order_row_id: row.orderRowId }),
});

/**
 * An order's rows with what confirmed DDTs ship of each, what invoices bill of it and what
 * is shipped but unbilled (docs/deferred-invoices.md "Each order row is invoiced once").
 */
async function orderRowsToWire(tenant: TenantScope, orderId: number, rows: RowRecord[]) {
  // One after the other: on a pool, two connections at once cost more than they save.
  const invoiced = await invoicedOfOrder(tenant, orderId);
  const shipped = await documentExtensions.shippedOf(tenant, orderId);
  return rows.map((row) => ({
    ...rowToWire(row),
    shipped_quantity: quantityOut(shipped.get(row.id)?.shipped ?? '0'),
    invoiced_quantity: quantityOut(invoiced.get(row.id) ?? '0'),
    shipped_unbilled: quantityOut(shipped.get(row.id)?.unbilled ?? '0'),
  }));
}

/** A document as the list shows it (no rows, the customer's name from the snapshot). */
export const listItemToWire = (doc: DocumentRecord) => ({
  id: doc.id,
  type: doc.type as DocumentType,
  number: doc.number,
  series: doc.series,
  year: doc.year,
  issued_at: doc.issuedAt?.toISOString() ?? null,
  customer_id: doc.customerId,
  customer: { id: doc.customerId, name: doc.customerName },
  reference: doc.reference,
  description: doc.description,
  status: shownStatus(doc),
  document_date: doc.documentDate,
  shipping_date: doc.shippingDate,
  subtotal: moneyOut(doc.subtotal),
  discount_total: moneyOut(doc.discountTotal),
  net_total: moneyOut(doc.netTotal),
  vat_total: moneyOut(doc.vatTotal),
  total: moneyOut(doc.total),
  related_document_id: doc.relatedDocumentId,
  unlinked_reason: doc.unlinkedReason,
  payment_term_id: doc.paymentTermId,
  destination_id: doc.destinationId,
  pa_document_type: doc.paDocumentType as PaDocumentType | null,
  pa_document_id: doc.paDocumentId,
  pa_document_date: doc.paDocumentDate,
  cig: doc.cig,
  cup: doc.cup,
  split_payment: doc.splitPayment,
  amount_due: moneyOut(doc.amountDue),
  valid_until: doc.validUntil,
  conditions: doc.conditions,
  version: doc.version,
  ...sdiWire(doc),
});

/** `r`'s id, type, number, series, year and date as a JSON object (a DocumentSummary). */
const SUMMARY = sql.raw(
  `json_build_object('id', r.id, 'type', r.type, 'number', r.number, 'series', r.series, 'year', r.year, 'document_date', r.document_date)`,
);

/**
 * What a document's read needs besides its rows, in one statement: the header with its
 * customer, registry entry and destination, the document it refers to, those referring to it
 * (oldest first, 50 at most) and its due dates (amounts as text: exact).
 */
const headerQuery = (db: Executor) =>
  db
    .select({
      doc: documents,
      customer: customers,
      general: generalRegs,
      destination: customerDestinations,
      related: sql<DocumentSummary | null>`(select ${SUMMARY} from documents r
        where r.company_id = ${documents.companyId} and r.id = ${documents.relatedDocumentId})`,
      referring: sql<
        DocumentSummary[]
      >`(select coalesce(json_agg(${SUMMARY} order by r.document_date, r.id), '[]'::json)
        from (select * from documents d2 where d2.company_id = ${documents.companyId}
              and d2.related_document_id = ${documents.id}
              order by d2.document_date, d2.id limit 50) r)`,
      due: sql<{ due_date: string; amount: string }[]>`(select coalesce(json_agg(json_build_object(
          'due_date', dd.due_date, 'amount', dd.amount::text) order by dd.position), '[]'::json)
        from document_due_dates dd
        where dd.company_id = ${documents.companyId} and dd.document_id = ${documents.id})`,
    })
    .from(documents)
    .innerJoin(customers, joinOwned(customers, documents, eq(customers.id, documents.customerId)))
    .innerJoin(
      generalRegs,
      joinOwned(generalRegs, customers, eq(generalRegs.id, customers.generalRegId)),
    )
    .leftJoin(
      customerDestinations,
      joinOwned(
        customerDestinations,
        documents,
        eq(customerDestinations.id, documents.destinationId),
      ),
    )
    .where(
      and(
        eq(documents.companyId, sql.placeholder('company')),
        eq(documents.id, sql.placeholder('id')),
      ),
    )
    .prepare('document_header');

const rowsQuery = (db: Executor) =>
  db
    .select()
    .from(documentRows)
    .where(
      and(
        eq(documentRows.companyId, sql.placeholder('company')),
        eq(documentRows.documentId, sql.placeholder('id')),
      ),
    )
    .orderBy(asc(documentRows.position), asc(documentRows.id))
    .prepare('document_rows');

const header = preparedOn(headerQuery);
const rowsStatement = preparedOn(rowsQuery);

/** The document's rows in their order. */
export async function rowsOf(tenant: TenantScope, documentId: number): Promise<RowRecord[]> {
  return rowsStatement(tenant.db).execute({ company: tenant.companyId, id: documentId });
}

export const totalsRow = (row: RowRecord) => ({
  quantity: row.quantity,
  unit_price: row.unitPrice,
  discount: row.discount,
  vat_rate: row.vatRate,
  vat_nature: row.vatNature,
});

/** One document with its customer's details, rows, VAT summary and next allowed statuses. */
export async function load(tenant: TenantScope, id: number): Promise<SalesDocument> {
  const params = { company: tenant.companyId, id };
  const [found] = await header(tenant.db).execute(params);
  if (!found) throw notFound('not_found.document');
  const { doc, customer, general, destination } = found;
  const rows = await rowsOf(tenant, id);
  return {
    ...listItemToWire(doc),
    related_document: found.related,
    related_by: found.referring,
    customer: {
      id: customer.id,
      name: general.name,
      registry_code: customer.registryCode,
      vat_number: general.vatNumber,
      tax_code: general.taxCode,
      phone: customer.phone ?? general.phone,
      email: customer.email ?? general.email,
      references: customer.references,
      language: customer.language,
      buyer_kind: buyerKind({
        country: general.country,
        vat_number: general.vatNumber,
        is_public_administration: general.isPublicAdministration,
      }),
      // The customer's billing address, else the registry entry's address (never a mix).
      billing: billingAddressOf(customer, general),
    },
    destination: destination && {
      id: destination.id,
      name: destination.name,
      address: destination.address,
      zip: destination.zip,
      city: destination.city,
      province: destination.province,
      country: destination.country,
    },
    rows: doc.type === 'order' ? await orderRowsToWire(tenant, id, rows) : rows.map(rowToWire),
    vat_summary: computeTotals(rows.map(totalsRow)).vat_summary,
    due_dates: found.due.map((due) => ({ due_date: due.due_date, amount: moneyOut(due.amount) })),
    allowed_statuses: allowedStatuses(doc.type as DocumentType, shownStatus(doc)),
    letter_of_intent: await documentExtensions.letterOfIntent(tenant, doc),
  };
}
