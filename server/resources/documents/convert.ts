import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONVERSIONS,
  type convertBody,
  type DocumentType,
  type duplicateBody,
  firstStatus,
} from '../../../contract/documents';
import { LineStatus, OrderStatus } from '../../../contract/enums';
import { documentRows, documents } from './table';
import { conflict, msg, notFound } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { todayIn } from '../../lib/dates';
import { label, referencedBy } from './links';
import { isIssued } from './lock';
import { numberForNew, yearOf } from './numbering';
import { recompute } from './rows';
import { load, rowsOf, type DocumentRecord } from './wire';

/** "Storno Fattura 12/2026 del 21/11/2026": a credit note's reference (Italian, like the law). */
const creditNoteReference = (invoice: DocumentRecord) =>
  `Storno Fattura ${invoice.number}/${invoice.year} del ${invoice.documentDate.split('-').reverse().join('/')}`;

async function lockSource(tx: TenantScope, id: number) {
  const [source] = (await tx
    .select(documents, eq(documents.id, id))
    .for('update')) as DocumentRecord[];
  if (!source) throw notFound('not_found.document');
  return source;
}

type Header = Omit<typeof documents.$inferInsert, 'companyId' | 'year' | 'number'>;

/**
 * Inserts a new document (an order with the next number of its date's year, an invoice or
 * note as a draft) and copies of the rows of `sourceId` (same order, prices and whose price
 * it is, discounts and VAT).
 */
async function copyInto(
  tx: TenantScope,
  sourceId: number,
  header: Header & { type: DocumentType; documentDate: string },
  rowStatus?: number,
) {
  const year = yearOf(header.documentDate);
  const number = await numberForNew(tx, header.type, year);
  const [created] = (await tx.insert(documents, { ...header, year, number })) as DocumentRecord[];
  const rows = await rowsOf(tx, sourceId);
  if (rows.length) {
    await tx.db.insert(documentRows).values(
      // A copy bills no DDT item: only the deferred invoice itself does (a credit note of
      // it, or a duplicate, would bill the items twice).
      rows.map(({ id: _id, documentId: _doc, shippingItemId: _item, ...row }) => ({
        ...row,
        documentId: created.id,
        ...(rowStatus !== undefined && { status: rowStatus }),
      })),
    );
    await recompute(tx, created.id, false);
  }
  return created.id;
}

/**
 * `POST /documents/{id}/convert`: an order becomes a draft invoice, an issued invoice gets a
 * draft credit note, of the same customer and destination, with copies of the rows and
 * `related_document_id` = the source. An order is invoiced once (409 naming the invoice) and
 * not when cancelled; an invoice may get several credit notes (partial corrections). The
 * source itself is left as it is.
 */
export async function convert(tenant: TenantScope, id: number, body: z.output<typeof convertBody>) {
  const newId = await inTransaction(tenant, async (tx) => {
    const source = await lockSource(tx, id);
    if (body.type === 'credit-note' && source.type !== CONVERSIONS[body.type]) {
      throw conflict(msg('documents.not_invoice', { document: label(source) }));
    }
    if (body.type === 'credit-note' && !isIssued(source)) {
      throw conflict(msg('documents.invoice_draft'));
    }
    if (body.type === 'invoice') {
      const order = source;
      if (order.type !== 'order')
        throw conflict(msg('documents.not_order', { document: label(order) }));
      if (order.status === OrderStatus.cancelled)
        throw conflict(msg('documents.order_cancelled', { document: label(order) }));
      const existing = await referencedBy(tx, id);
      if (existing?.type === body.type) {
        throw conflict(
          msg('documents.already_invoiced', { document: label(order), invoice: label(existing) }),
        );
      }
    }
    return copyInto(tx, id, {
      type: body.type,
      customerId: source.customerId,
      customerName: source.customerName,
      reference: body.type === 'credit-note' ? creditNoteReference(source) : source.reference,
      description: source.description,
      status: firstStatus(body.type),
      documentDate: body.document_date ?? todayIn(),
      shippingDate: source.shippingDate,
      relatedDocumentId: source.id,
      paymentTermId: source.paymentTermId,
      destinationId: source.destinationId,
    });
  });
  return load(tenant, newId);
}

/**
 * `POST /documents/{id}/duplicate`: a new document of the same type and customer, dated today
 * (or `document_date`), with the next number (an order) or as a draft, its type's first status, no link, and copies of
 * the rows (an order's rows start again "to produce").
 */
export async function duplicate(
  tenant: TenantScope,
  id: number,
  body: z.output<typeof duplicateBody>,
) {
  const newId = await inTransaction(tenant, async (tx) => {
    const source = await lockSource(tx, id);
    return copyInto(
      tx,
      id,
      {
        type: source.type as DocumentType,
        customerId: source.customerId,
        customerName: source.customerName,
        reference: source.reference,
        description: source.description,
        status: firstStatus(source.type as DocumentType),
        documentDate: body.document_date ?? todayIn(),
        shippingDate: null,
        relatedDocumentId: null,
        paymentTermId: source.paymentTermId,
        destinationId: source.destinationId,
      },
      LineStatus.to_produce,
    );
  });
  return load(tenant, newId);
}
