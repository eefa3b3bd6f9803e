import type { z } from 'zod';
import { type DocumentType, firstStatus } from '../../../contract/documents';
import { formatNumber } from '../../../contract/document-series';
import {
  CONVERSIONS,
  type convertBody,
  type duplicateBody,
} from '../../../contract/document-actions';
import { LineStatus, OrderStatus } from '../../../contract/enums';
import { conflict, msg } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { todayIn } from '../../lib/dates';
import { label } from './links';
import { isIssued } from './lock';
import { rowNet } from './totals';
import { billOrderRows, type BillLine, type ShippedChoice } from './billing-rules';
import { invoicedOf, type RowInvoiced } from './billing';
import { documentExtensions } from './extensions';
import { load, rowsOf, type DocumentRecord, type RowRecord } from './wire';
import { copyOf, followOf, insertDocument, lockSource, paReferenceOf, type RowCopy } from './copy';
import { quoteFields, quoteToOrder } from './quotes';

/** "Storno Fattura 12/2026 del 21/11/2026": a credit note's reference (Italian, like the law). */
const creditNoteReference = (invoice: DocumentRecord) =>
  `Storno Fattura ${formatNumber(invoice)} del ${invoice.documentDate.split('-').reverse().join('/')}`;

/** The invoice's row for `line`: its order row's copy, of the line's quantity, billing it. */
function billingRow(row: RowRecord, line: BillLine): RowCopy {
  return {
    ...copyOf(row),
    quantity: line.quantity,
    netAmount: rowNet({
      quantity: line.quantity,
      unit_price: row.unitPrice,
      discount: row.discount,
    }).toFixed(2),
    orderRowId: row.id,
    shippingItemId: line.shippingItemId,
  };
}

/**
 * The 409 when an order has nothing left to invoice, saying why: a row an invoice bills
 * (naming the row and the invoice), what is left being on DDTs left to the deferred
 * invoicing, or no rows at all.
 */
function nothingLeft(
  order: DocumentRecord,
  rows: RowRecord[],
  invoiced: Map<number, RowInvoiced>,
  choice: ShippedChoice,
) {
  const document = label(order);
  if (choice === 'defer' && rows.some((row) => !invoiced.has(row.id))) {
    return conflict(msg('documents.left_to_deferred', { document }));
  }
  const index = rows.findIndex((row) => invoiced.has(row.id));
  if (index < 0) return conflict(msg('documents.nothing_to_invoice', { document }));
  return conflict(
    msg('documents.row_already_invoiced', {
      document,
      row: index + 1,
      description: rows[index].description,
      invoice: label(invoiced.get(rows[index].id)!.invoice),
    }),
  );
}

/**
 * The invoice of order `id`: what is left to invoice of each row (docs/deferred-invoices.md
 * "Each order row is invoiced once"), its goods on confirmed DDTs billed citing them or left
 * to the deferred invoicing (`choice`). The DDTs are locked first, then the order, in the
 * deferred invoicing's order; 409 when nothing is left.
 */
async function invoiceOrder(
  tx: TenantScope,
  id: number,
  documentDate: string,
  choice: ShippedChoice,
) {
  const items = await documentExtensions.unbilledItems(tx, id);
  const order = await lockSource(tx, id);
  if (order.type !== 'order')
    throw conflict(msg('documents.not_order', { document: label(order) }));
  if (order.status === OrderStatus.cancelled)
    throw conflict(msg('documents.order_cancelled', { document: label(order) }));
  const rows = await rowsOf(tx, id);
  const invoiced = await invoicedOf(
    tx,
    rows.map((row) => row.id),
  );
  const lines = billOrderRows(
    rows.map((row) => ({
      rowId: row.id,
      quantity: row.quantity,
      invoiced: invoiced.get(row.id)?.quantity ?? '0',
    })),
    items,
    choice,
  );
  if (!lines.length) throw nothingLeft(order, rows, invoiced, choice);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const invoiceId = await insertDocument(
    tx,
    {
      type: 'invoice',
      status: firstStatus('invoice'),
      documentDate,
      ...followOf(order),
    },
    lines.map((line) => billingRow(byId.get(line.rowId)!, line)),
  );
  if (lines.some((line) => line.shippingItemId !== null)) {
    await documentExtensions.itemsBilled(tx, invoiceId);
  }
  return invoiceId;
}

/**
 * `POST /documents/{id}/convert`: a quote becomes an order (`quoteToOrder`), an order a draft invoice of what is left to invoice
 * of it (`invoiceOrder`); an issued invoice gets a draft credit note with copies of its rows.
 * Either is of the same customer and destination, with `related_document_id` = the source,
 * which is left as it is. An order is not invoiced when cancelled; an invoice may get
 * several credit notes (partial corrections).
 */
export async function convert(tenant: TenantScope, id: number, body: z.output<typeof convertBody>) {
  const documentDate = body.document_date ?? todayIn();
  const newId = await inTransaction(tenant, async (tx) => {
    if (body.type === 'order') return quoteToOrder(tx, id, documentDate);
    if (body.type === 'invoice') {
      return invoiceOrder(tx, id, documentDate, body.shipped);
    }
    const source = await lockSource(tx, id);
    if (source.type !== CONVERSIONS[body.type]) {
      throw conflict(msg('documents.not_invoice', { document: label(source) }));
    }
    if (!isIssued(source)) throw conflict(msg('documents.invoice_draft'));
    return insertDocument(
      tx,
      {
        type: body.type,
        customerId: source.customerId,
        customerName: source.customerName,
        reference: creditNoteReference(source),
        description: source.description,
        status: firstStatus(body.type),
        documentDate,
        shippingDate: source.shippingDate,
        relatedDocumentId: source.id,
        // No payment schedule (the invoice's RiBa would follow the note): the user picks a
        // payment term only to ask for a refund schedule.
        paymentTermId: null,
        destinationId: source.destinationId,
        ...paReferenceOf(source),
      },
      (await rowsOf(tx, id)).map(copyOf),
    );
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
  const documentDate = body.document_date ?? todayIn();
  const newId = await inTransaction(tenant, async (tx) => {
    const source = await lockSource(tx, id);
    return insertDocument(
      tx,
      {
        type: source.type as DocumentType,
        customerId: source.customerId,
        customerName: source.customerName,
        reference: source.reference,
        description: source.description,
        status: firstStatus(source.type as DocumentType),
        documentDate,
        shippingDate: null,
        relatedDocumentId: null,
        unlinkedReason: source.unlinkedReason,
        paymentTermId: source.paymentTermId,
        destinationId: source.destinationId,
        ...paReferenceOf(source),
        // A quote's copy: its conditions, valid again from the new date.
        ...quoteFields(source.type as DocumentType, {
          document_date: documentDate,
          valid_until: null,
          conditions: source.conditions,
        }),
      },
      (await rowsOf(tx, id)).map((row) => ({ ...copyOf(row), status: LineStatus.to_produce })),
    );
  });
  return load(tenant, newId);
}
