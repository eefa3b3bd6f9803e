import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { documentRowInput, reorderBody, rowStatusBody } from '../../../contract/documents';
import { defaultTreatment } from '../../../contract/buyer-kinds';
import { articles } from '../articles/table';
import { buyerKindOf } from '../customers/buyer-kind';
import { documentRows, documents } from './table';
import { conflict, invalidInput, msg, notFound, type FieldMessage } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { documentExtensions } from './extensions';
import { storeDueDates } from './due-dates';
import { priceFor } from './price';
import { assertEditable, isIssued } from './lock';
import { recordCorrection } from './sdi-history';
import { invoicedOf, lockOrders, orderOfRow } from './billing';
import { leftToInvoice } from './billing-rules';
import { label } from './links';
import { computeTotals, dueAndIntent, rowNet } from './totals';
import { splitPaymentOf } from './split-payment';
import { load, rowsOf, rowToWire, totalsRow, type DocumentRecord, type RowRecord } from './wire';
import { configTexts } from '../../../contract/configurator-summary';
import { storedConfiguration } from '../articles/configuration';

type RowInput = z.output<typeof documentRowInput>;
const invalid = (field: string, key: FieldMessage) => invalidInput({ [field]: key });

/**
 * Whether a row's price is the user's own. Said by `price_manual`; left out, a price sent is
 * the user's, except on an update that sends back the looked-up price it was shown.
 */
function isManual(input: RowInput, previous?: RowRecord) {
  if (input.price_manual !== undefined) return input.price_manual;
  if (input.unit_price === null) return false;
  return !(
    previous &&
    !previous.priceManual &&
    new Decimal(previous.unitPrice).eq(input.unit_price)
  );
}

/**
 * The stored values of a row: the article (of the tenant, else 400) fills what the input
 * leaves out (description, VAT rate), the unit price is the user's own or else the price
 * lookup's for the quantity, the document's customer and date, and the net amount is
 * computed here, never taken from the client.
 */
export async function rowValues(
  tx: TenantScope,
  doc: DocumentRecord,
  input: RowInput,
  key = '',
  previous?: RowRecord,
) {
  let article: typeof articles.$inferSelect | undefined;
  if (input.article_id !== null) {
    [article] = (await tx.select(
      articles,
      eq(articles.id, input.article_id),
    )) as (typeof article)[];
    if (!article) throw invalid(`${key}article_id`, 'validation.choice');
  }
  const description = input.description ?? article?.description;
  if (!description) throw invalid(`${key}description`, 'validation.description');
  const priceManual = isManual(input, previous);
  let unitPrice = input.unit_price;
  if (!priceManual) {
    if (!article) throw invalid(`${key}unit_price`, 'validation.required');
    unitPrice = (await priceFor(tx, article, doc.customerId, input.quantity, doc.documentDate))
      .price;
  }
  if (unitPrice === null) throw invalid(`${key}unit_price`, 'validation.required');
  const { vatRate, vatNature } = await treatmentOf(tx, doc, input, article);
  if (vatRate === '0' && !vatNature) throw invalid(`${key}vat_nature`, 'validation.vat_nature');
  return {
    articleId: input.article_id,
    description,
    quantity: input.quantity,
    unitPrice,
    priceManual,
    discount: input.discount,
    vatRate,
    vatNature,
    netAmount: rowNet({
      quantity: input.quantity,
      unit_price: unitPrice,
      discount: input.discount,
    }).toFixed(2),
    status: input.status,
    config: input.config,
    configText: configTexts(storedConfiguration(article?.configuration), input.config),
  };
}

/**
 * A row's VAT treatment: the one sent; else its article's, fitted to the buyer's kind (an EU
 * business's row goes at 0 % N3.2: contract/buyer-kinds.ts); else the standard rate.
 */
async function treatmentOf(
  tx: TenantScope,
  doc: DocumentRecord,
  input: RowInput,
  article: typeof articles.$inferSelect | undefined,
) {
  if (input.vat_rate) {
    return { vatRate: input.vat_rate, vatNature: input.vat_rate === '0' ? input.vat_nature : null };
  }
  if (!article) return { vatRate: '22', vatNature: null };
  const kind = await buyerKindOf(tx, doc.customerId);
  const intent = await documentExtensions.intentCovers(tx, doc.customerId, doc.documentDate);
  const fitted = defaultTreatment(
    kind,
    { vat_rate: article.vatRate, vat_nature: article.vatNature },
    intent,
  );
  return { vatRate: fitted.vat_rate, vatNature: fitted.vat_nature };
}

/**
 * After the document's customer or date changed: every row that follows the price lookup
 * (an article, no price of the user's, no configuration pricing it) gets the lookup's price
 * for the new customer and date. The caller recomputes the totals.
 */
export async function repriceRows(tx: TenantScope, doc: DocumentRecord) {
  const rows = (await rowsOf(tx, doc.id)).filter(
    (row) => !row.priceManual && row.articleId !== null && row.config === null,
  );
  if (!rows.length) return;
  const found = (await tx.select(
    articles,
    inArray(articles.id, [...new Set(rows.map((row) => row.articleId!))]),
  )) as (typeof articles.$inferSelect)[];
  const byId = new Map(found.map((article) => [article.id, article]));
  for (const row of rows) {
    const article = byId.get(row.articleId!)!;
    const { price } = await priceFor(tx, article, doc.customerId, row.quantity, doc.documentDate);
    if (new Decimal(price).eq(row.unitPrice)) continue;
    const netAmount = rowNet({ quantity: row.quantity, unit_price: price, discount: row.discount });
    await tx.update(
      documentRows,
      { unitPrice: price, netAmount: netAmount.toFixed(2) },
      eq(documentRows.id, row.id),
    );
  }
}

/**
 * Stores the totals of the document's rows on it, what the customer pays of them (split
 * payment: the customer's, while the document may change) and the due dates that follow and,
 * unless told not to, bumps its version. An order's articles then reserve anew, with those
 * its rows no longer name (`departed`).
 */
export async function recompute(
  tx: TenantScope,
  documentId: number,
  bump = true,
  departed: readonly (number | null)[] = [],
) {
  const [doc] = (await tx.select(documents, eq(documents.id, documentId))) as DocumentRecord[];
  if (!doc) return;
  const totals = computeTotals((await rowsOf(tx, documentId)).map(totalsRow));
  const splitPayment = isIssued(doc) ? doc.splitPayment : await splitPaymentOf(tx, doc);
  await tx.db
    .update(documents)
    .set({
      subtotal: totals.subtotal,
      discountTotal: totals.discount_total,
      netTotal: totals.net_total,
      vatTotal: totals.vat_total,
      total: totals.total,
      splitPayment,
      ...dueAndIntent(totals, splitPayment),
      ...(bump && { version: sql`${documents.version} + 1`, updatedAt: new Date() }),
    })
    .where(tx.owned(documents, eq(documents.id, documentId)));
  await storeDueDates(tx, documentId);
  if (doc.type === 'order') await documentExtensions.orderRowsChanged(tx, documentId, departed);
}

/** The document, locked for the rest of the transaction (row changes of one document queue). */
export async function lockDocument(tx: TenantScope, id: number): Promise<DocumentRecord> {
  const [doc] = (await tx
    .select(documents, eq(documents.id, id))
    .for('update')) as DocumentRecord[];
  if (!doc) throw notFound('not_found.document');
  return doc;
}

/**
 * The document locked, and 409 unless its rows may change (not an issued invoice or note); a
 * rejected one's row change goes into its SDI history as a correction.
 */
async function lockEditable(tx: TenantScope, id: number) {
  const doc = await lockDocument(tx, id);
  assertEditable(doc);
  await recordCorrection(tx, doc, ['rows']);
  return doc;
}

export async function findRow(tx: TenantScope, id: number): Promise<RowRecord> {
  const [row] = (await tx.select(documentRows, eq(documentRows.id, id))) as RowRecord[];
  if (!row) throw notFound('not_found.row');
  return row;
}

export const answer = async (tenant: TenantScope, row: RowRecord) => ({
  item: rowToWire(row),
  document: await load(tenant, row.documentId),
});

export async function add(tenant: TenantScope, documentId: number, input: RowInput) {
  const row = await inTransaction(tenant, async (tx) => {
    const doc = await lockEditable(tx, documentId);
    const [{ last }] = await tx.db
      .select({ last: sql<number>`coalesce(max(${documentRows.position}), 0)::int` })
      .from(documentRows)
      .where(tx.owned(documentRows, eq(documentRows.documentId, documentId)));
    const values = await rowValues(tx, doc, input);
    const [inserted] = await tx.insert(documentRows, { ...values, documentId, position: last + 1 });
    await recompute(tx, documentId);
    return inserted as RowRecord;
  });
  return answer(tenant, row);
}

export async function update(tenant: TenantScope, id: number, input: RowInput) {
  const row = await inTransaction(tenant, async (tx) => {
    const previous = await findRow(tx, id);
    const doc = await lockEditable(tx, previous.documentId);
    const values = await rowValues(tx, doc, input, '', previous);
    await keepShippedQuantity(tx, id, values.quantity);
    await keepInvoicedOnce(tx, previous, values.quantity);
    const [updated] = await tx.update(documentRows, values, eq(documentRows.id, id));
    const departed = previous.articleId !== values.articleId ? [previous.articleId] : [];
    await recompute(tx, doc.id, true, departed);
    return updated as RowRecord;
  });
  return answer(tenant, row);
}

/** A row's quantity never drops below what shipping lists hold of it (409). */
async function keepShippedQuantity(tx: TenantScope, rowId: number, quantity: string) {
  const held = await documentExtensions.heldQuantity(tx, rowId);
  if (new Decimal(quantity).lt(held)) {
    throw conflict(
      msg('documents.row_shipped_quantity', { quantity: new Decimal(held).toFixed() }),
    );
  }
}

/**
 * A quantity that would bill an order row twice is refused (409): an order row's never drops
 * below what invoices bill of it; an invoice row billing an order row never exceeds what the
 * row's other invoices leave (its order locked first, as every path that bills it does).
 */
async function keepInvoicedOnce(tx: TenantScope, row: RowRecord, quantity: string) {
  const orderRowId = row.orderRowId ?? row.id;
  if (row.orderRowId !== null) await lockOrders(tx, [(await orderOfRow(tx, row.orderRowId))!]);
  const others = (await invoicedOf(tx, [orderRowId], row.id)).get(orderRowId);
  if (row.orderRowId === null) {
    if (others && new Decimal(quantity).lt(others.quantity)) {
      throw conflict(
        msg('documents.row_invoiced_quantity', {
          quantity: new Decimal(others.quantity).toFixed(),
          invoice: label(others.invoice),
        }),
      );
    }
    return;
  }
  const orderRow = await findRow(tx, row.orderRowId);
  const left = leftToInvoice(orderRow.quantity, others?.quantity ?? '0');
  if (new Decimal(quantity).lte(left)) return;
  const [order] = (await tx.select(
    documents,
    eq(documents.id, orderRow.documentId),
  )) as DocumentRecord[];
  const params = {
    row: orderRow.position,
    order: label(order),
    left: left.toFixed(),
    quantity: new Decimal(orderRow.quantity).toFixed(),
  };
  throw conflict(
    others
      ? msg('documents.row_over_order', {
          ...params,
          invoiced: new Decimal(others.quantity).toFixed(),
          invoice: label(others.invoice),
        })
      : msg('documents.row_over_ordered', params),
  );
}

export async function remove(tenant: TenantScope, id: number) {
  const row = await inTransaction(tenant, async (tx) => {
    const doc = await lockEditable(tx, (await findRow(tx, id)).documentId);
    const [deleted] = (await tx.delete(documentRows, eq(documentRows.id, id))) as RowRecord[];
    // A deferred invoice's row: its DDT is free again once no row of the invoice bills it.
    if (deleted.shippingItemId !== null) await documentExtensions.billedRowsDeleted(tx, doc.id);
    await recompute(tx, doc.id, true, [deleted.articleId]);
    return deleted;
  });
  return answer(tenant, row);
}

/** One change to some rows of one document. */
const updateRows = (
  tx: TenantScope,
  documentId: number,
  ids: number[],
  values: { position: SQL } | { status: number },
) =>
  tx.db
    .update(documentRows)
    .set(values)
    .where(
      tx.owned(
        documentRows,
        and(eq(documentRows.documentId, documentId), inArray(documentRows.id, ids)),
      ),
    );

/**
 * New positions 1..n in the order given. The ids must be exactly the document's rows (each
 * once), else 400 and nothing moves. Totals do not change, so neither does the version.
 */
export async function reorder(
  tenant: TenantScope,
  documentId: number,
  body: z.output<typeof reorderBody>,
) {
  return inTransaction(tenant, async (tx) => {
    await lockEditable(tx, documentId);
    const current = await rowsOf(tx, documentId);
    const known = new Set(current.map((r) => r.id));
    const wanted = new Set(body.rows);
    if (
      wanted.size !== body.rows.length ||
      wanted.size !== known.size ||
      body.rows.some((id) => !known.has(id))
    ) {
      throw invalid('rows', 'validation.invalid');
    }
    if (body.rows.length) {
      const cases = sql.join(
        body.rows.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
        sql` `,
      );
      await updateRows(tx, documentId, body.rows, {
        position: sql`case ${documentRows.id} ${cases} end`,
      });
    }
    return { rows: (await rowsOf(tx, documentId)).map(rowToWire) };
  });
}

/**
 * One line status for some of the document's rows (an order's production and shipping
 * progress, chosen for several rows at once). The ids must be rows of this document, else
 * 400 and nothing changes; the document's version goes up, as with any row change.
 */
export async function setStatus(
  tenant: TenantScope,
  documentId: number,
  body: z.output<typeof rowStatusBody>,
) {
  await inTransaction(tenant, async (tx) => {
    await lockEditable(tx, documentId);
    const known = new Set((await rowsOf(tx, documentId)).map((row) => row.id));
    if (body.rows.some((id) => !known.has(id))) throw invalid('rows', 'validation.invalid');
    await updateRows(tx, documentId, body.rows, { status: body.status });
    await tx.db
      .update(documents)
      .set({ version: sql`${documents.version} + 1`, updatedAt: new Date() })
      .where(tx.owned(documents, eq(documents.id, documentId)));
  });
  return { document: await load(tenant, documentId) };
}
