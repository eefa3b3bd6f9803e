import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { convertBody } from '../../../contract/documents';
import { documentRows, documents } from '../../db/schema';
import { conflict, msg, notFound } from '../../errors';
import { inTransaction, type TenantScope } from '../../tenant';
import { label, referencedBy } from './links';
import { nextNumber, yearOf } from './numbering';
import { recompute } from './rows';
import { load, rowsOf, type DocumentRecord } from './wire';

const CANCELLED = 7;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * `POST /documents/{id}/convert`: turns an order into an invoice of the same customer. The
 * invoice gets the next invoice number of its date's year, copies of the order's rows (same
 * order, prices, discounts and VAT) and `related_document_id` = the order. An order is
 * invoiced once; a cancelled order not at all. The order itself is left as it is.
 */
export async function convert(tenant: TenantScope, id: number, body: z.output<typeof convertBody>) {
  const invoiceId = await inTransaction(tenant, async (tx) => {
    const [order] = (await tx
      .select(documents, eq(documents.id, id))
      .for('update')) as DocumentRecord[];
    if (!order) throw notFound('not_found.document');
    if (order.type !== 'order')
      throw conflict(msg('documents.not_order', { document: label(order) }));
    if (order.status === CANCELLED)
      throw conflict(msg('documents.order_cancelled', { document: label(order) }));
    const existing = await referencedBy(tx, id);
    if (existing?.type === body.type) {
      throw conflict(
        msg('documents.already_invoiced', { document: label(order), invoice: label(existing) }),
      );
    }
    const documentDate = body.document_date ?? today();
    const year = yearOf(documentDate);
    const number = await nextNumber(tx, body.type, year);
    const [invoice] = (await tx.insert(documents, {
      type: body.type,
      year,
      number,
      customerId: order.customerId,
      customerName: order.customerName,
      reference: order.reference,
      description: order.description,
      status: 0,
      documentDate,
      shippingDate: order.shippingDate,
      relatedDocumentId: order.id,
    })) as DocumentRecord[];
    const rows = await rowsOf(tx, id);
    if (rows.length) {
      await tx.db
        .insert(documentRows)
        .values(
          rows.map(({ id: _id, documentId: _doc, ...row }) => ({ ...row, documentId: invoice.id })),
        );
      await recompute(tx, invoice.id, false);
    }
    return invoice.id;
  });
  return load(tenant, invoiceId);
}
