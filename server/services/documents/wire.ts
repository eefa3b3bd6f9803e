import { and, asc, eq } from 'drizzle-orm';
import {
  DOCUMENT_TYPES,
  type DocumentSummary,
  type DocumentType,
  type SalesDocument,
} from '../../../contract/documents';
import { selectsOf } from '../../../contract/enums';
import {
  customerDestinations,
  customers,
  documentRows,
  documents,
  generalRegs,
} from '../../db/schema';
import { notFound } from '../../errors';
import type { TenantScope } from '../../tenant';
import { billingAddressOf } from '../billing-address';
import { decimalOut, moneyOut, quantityOut } from '../decimals';
import { dueDatesOf } from './due-dates';
import { shownStatus } from './overdue';
import { sdiWire } from '../sdi/state';
import { computeTotals } from './totals';
import { allowedStatuses } from './transitions';

export type DocumentRecord = typeof documents.$inferSelect;
export type RowRecord = typeof documentRows.$inferSelect;

/** The statuses a document of `type` may have, as options. */
export const statusOptions = (type: DocumentType) =>
  type === 'order' ? selectsOf.orderStatuses() : selectsOf.paymentStatuses();

/** The option lists of the document screens; `statuses` is the list of `type`, if given. */
export function selects(type?: DocumentType) {
  const orderStatuses = selectsOf.orderStatuses();
  const paymentStatuses = selectsOf.paymentStatuses();
  return {
    types: DOCUMENT_TYPES.map((id) => ({ id, name: `enums.document_type.${id}` })),
    statuses: !type ? [] : type === 'order' ? orderStatuses : paymentStatuses,
    orderStatuses,
    paymentStatuses,
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
});

/** A document as the list shows it (no rows, the customer's name from the snapshot). */
export const listItemToWire = (doc: DocumentRecord) => ({
  id: doc.id,
  type: doc.type as DocumentType,
  number: doc.number,
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
  payment_term_id: doc.paymentTermId,
  destination_id: doc.destinationId,
  version: doc.version,
  ...sdiWire(doc),
});

const summary = (doc: DocumentRecord): DocumentSummary => ({
  id: doc.id,
  type: doc.type as DocumentType,
  number: doc.number,
  year: doc.year,
  document_date: doc.documentDate,
});

/** The document `doc` refers to, and those referring to it (oldest first). */
async function links(tenant: TenantScope, doc: DocumentRecord) {
  // One after the other: inside a transaction both would share one connection.
  const related =
    doc.relatedDocumentId === null
      ? []
      : await tenant.select(documents, eq(documents.id, doc.relatedDocumentId));
  const referring = await tenant
    .select(documents, eq(documents.relatedDocumentId, doc.id))
    .orderBy(asc(documents.documentDate), asc(documents.id))
    .limit(50);
  const [first] = related as DocumentRecord[];
  return {
    related_document: first ? summary(first) : null,
    related_by: (referring as DocumentRecord[]).map(summary),
  };
}

/** The document's rows in their order. */
export async function rowsOf(tenant: TenantScope, documentId: number): Promise<RowRecord[]> {
  return (await tenant
    .select(documentRows, eq(documentRows.documentId, documentId))
    .orderBy(asc(documentRows.position), asc(documentRows.id))) as RowRecord[];
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
  const [found] = await tenant.db
    .select({
      doc: documents,
      customer: customers,
      general: generalRegs,
      destination: customerDestinations,
    })
    .from(documents)
    .innerJoin(
      customers,
      and(eq(customers.companyId, documents.companyId), eq(customers.id, documents.customerId)),
    )
    .innerJoin(
      generalRegs,
      and(
        eq(generalRegs.companyId, customers.companyId),
        eq(generalRegs.id, customers.generalRegId),
      ),
    )
    .leftJoin(
      customerDestinations,
      and(
        eq(customerDestinations.companyId, documents.companyId),
        eq(customerDestinations.id, documents.destinationId),
      ),
    )
    .where(tenant.owned(documents, eq(documents.id, id)));
  if (!found) throw notFound('not_found.document');
  const { doc, customer, general, destination } = found;
  const rows = await rowsOf(tenant, id);
  const linked = await links(tenant, doc);
  const due = await dueDatesOf(tenant, id);
  return {
    ...listItemToWire(doc),
    ...linked,
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
    rows: rows.map(rowToWire),
    vat_summary: computeTotals(rows.map(totalsRow)).vat_summary,
    due_dates: due,
    allowed_statuses: allowedStatuses(doc.type as DocumentType, shownStatus(doc)),
  };
}
