import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { documentRows, documents } from './table';
import { nameColumns } from './links';
import { preparedOn } from '../../db/client';
import { joinOwned, type Executor, type TenantScope } from '../../lib/tenant';
import { alias } from 'drizzle-orm/pg-core';

/** The invoice that bills an order row last (named by the 409s), and how much all bill. */
export interface RowInvoiced {
  quantity: string;
  invoice: { id: number; type: string; number: number | null; series: string; year: number };
}

/**
 * What invoices (draft or issued) bill of order rows `rowIds`, by row id: the sum of their
 * rows' quantities and the newest such invoice. Rows no invoice bills are absent.
 * `exceptRowId` leaves one invoice row out (the row being edited).
 */
export async function invoicedOf(
  tx: TenantScope,
  rowIds: number[],
  exceptRowId?: number,
): Promise<Map<number, RowInvoiced>> {
  if (!rowIds.length) return new Map();
  const sums = await tx.db
    .select({
      rowId: sql<number>`${documentRows.orderRowId}`,
      quantity: sql<string>`sum(${documentRows.quantity})::text`,
      invoiceId: sql<number>`max(${documentRows.documentId})`,
    })
    .from(documentRows)
    .innerJoin(
      documents,
      joinOwned(documents, documentRows, eq(documents.id, documentRows.documentId)),
    )
    .where(
      tx.owned(
        documentRows,
        and(
          inArray(documentRows.orderRowId, rowIds),
          eq(documents.type, 'invoice'),
          exceptRowId === undefined ? undefined : sql`${documentRows.id} <> ${exceptRowId}`,
        ),
      ),
    )
    .groupBy(documentRows.orderRowId);
  if (!sums.length) return new Map();
  const invoices = await tx.db
    .select(nameColumns)
    .from(documents)
    .where(tx.owned(documents, inArray(documents.id, [...new Set(sums.map((s) => s.invoiceId))])));
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]));
  return new Map(
    sums.map((s) => [s.rowId, { quantity: s.quantity, invoice: byId.get(s.invoiceId)! }]),
  );
}

/** Documents `ids` as messages name them ("Fattura 8/2026"), by id. */
export async function documentsNamed(tx: TenantScope, ids: number[]) {
  const found = ids.length
    ? await tx.db
        .select(nameColumns)
        .from(documents)
        .where(tx.owned(documents, inArray(documents.id, ids)))
    : [];
  return new Map(found.map((d) => [d.id, d]));
}

/**
 * Locks orders `ids` (`FOR UPDATE`, in id order) until the transaction ends: whoever bills an
 * order's rows (its conversion, the deferred invoicing, an invoice row's edit) holds its
 * order first, so two of them never both read what is left and both bill it.
 */
export async function lockOrders(tx: TenantScope, ids: number[]) {
  if (!ids.length) return;
  await tx.db
    .select({ id: documents.id })
    .from(documents)
    .where(tx.owned(documents, inArray(documents.id, ids)))
    .orderBy(asc(documents.id))
    .for('update');
}

/** The order an order row belongs to (null: the row is gone). */
export async function orderOfRow(tx: TenantScope, rowId: number): Promise<number | null> {
  const [row] = await tx.db
    .select({ documentId: documentRows.documentId })
    .from(documentRows)
    .where(tx.owned(documentRows, eq(documentRows.id, rowId)));
  return row?.documentId ?? null;
}

const billed = alias(documentRows, 'billed');
const billing = alias(documents, 'billing');

/** Per row of an order, what invoices bill of it: one prepared statement, for the order page. */
const invoicedOfOrderQuery = (db: Executor) =>
  db
    .select({
      rowId: documentRows.id,
      quantity: sql<string>`sum(${billed.quantity})::text`,
    })
    .from(documentRows)
    .innerJoin(billed, joinOwned(billed, documentRows, eq(billed.orderRowId, documentRows.id)))
    .innerJoin(
      billing,
      joinOwned(
        billing,
        billed,
        and(eq(billing.id, billed.documentId), eq(billing.type, 'invoice'))!,
      ),
    )
    .where(
      and(
        eq(documentRows.companyId, sql.placeholder('company')),
        eq(documentRows.documentId, sql.placeholder('id')),
      ),
    )
    .groupBy(documentRows.id)
    .prepare('order_rows_invoiced');
const invoicedOfOrderStatement = preparedOn(invoicedOfOrderQuery);

/** What invoices bill of each row of order `orderId`, by row id (rows none bills: absent). */
export async function invoicedOfOrder(tenant: TenantScope, orderId: number) {
  const found = await invoicedOfOrderStatement(tenant.db).execute({
    company: tenant.companyId,
    id: orderId,
  });
  return new Map(found.map((row) => [row.rowId, row.quantity]));
}
