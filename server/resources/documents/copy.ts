import { eq } from 'drizzle-orm';
import type { DocumentType } from '../../../contract/documents';
import { documentRows, documents } from './table';
import { notFound } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';
import { numberForNew, yearOf } from './numbering';
import { recompute } from './rows';
import type { DocumentRecord, RowRecord } from './wire';

/** What converting and duplicating share: a document made from another one's header and rows. */

export async function lockSource(tx: TenantScope, id: number) {
  const [source] = (await tx
    .select(documents, eq(documents.id, id))
    .for('update')) as DocumentRecord[];
  if (!source) throw notFound('not_found.document');
  return source;
}

export type Header = Omit<typeof documents.$inferInsert, 'companyId' | 'year' | 'number'>;

export type RowCopy = Omit<RowRecord, 'id' | 'documentId'>;

/** A public administration's references go with the sale: to its invoice, notes and copies. */
export const paReferenceOf = (source: DocumentRecord) => ({
  paDocumentType: source.paDocumentType,
  paDocumentId: source.paDocumentId,
  paDocumentDate: source.paDocumentDate,
  cig: source.cig,
  cup: source.cup,
});

/**
 * The header a document takes from the one it follows (a quote's order, an order's invoice):
 * linked to it, of its customer, references, shipping date, destination, payment term and PA
 * references.
 */
export const followOf = (source: DocumentRecord) => ({
  relatedDocumentId: source.id,
  customerId: source.customerId,
  customerName: source.customerName,
  reference: source.reference,
  description: source.description,
  shippingDate: source.shippingDate,
  destinationId: source.destinationId,
  paymentTermId: source.paymentTermId,
  ...paReferenceOf(source),
});

/**
 * A copy of a row (same prices and whose price it is, discounts and VAT) that bills nothing:
 * no DDT item, no order row (a credit note or a duplicate would bill them twice).
 */
export const copyOf = ({ id: _id, documentId: _doc, ...row }: RowRecord): RowCopy => ({
  ...row,
  shippingItemId: null,
  orderRowId: null,
});

/**
 * Inserts a new document (an order with the next number of its date's year, an invoice or
 * note as a draft) and the rows given, in their order.
 */
export async function insertDocument(
  tx: TenantScope,
  header: Header & { type: DocumentType; documentDate: string },
  rows: RowCopy[],
) {
  const year = yearOf(header.documentDate);
  const number = await numberForNew(tx, header.type, year);
  const [created] = (await tx.insert(documents, { ...header, year, number })) as DocumentRecord[];
  if (rows.length) {
    await tx.db
      .insert(documentRows)
      .values(rows.map((row, i) => ({ ...row, position: i + 1, documentId: created.id })));
  }
  // Totals, split payment and due dates, as for any new document.
  await recompute(tx, created.id, false);
  return created.id;
}
