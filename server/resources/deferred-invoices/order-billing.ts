import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ShippingListStatus } from '../../../contract/enums';
import { documentRows, documents } from '../documents/table';
import { shippingItems, shippingLists } from '../shipping-lists/table';
import type { UnbilledItem } from '../documents/billing-rules';
import type { RowShipped } from '../documents/extensions';
import { preparedOn } from '../../db/client';
import { joinOwned, type Executor, type TenantScope } from '../../lib/tenant';

/**
 * Where DDTs meet the invoicing of order rows (docs/deferred-invoices.md "Each order row is
 * invoiced once"): what DDTs ship of an order, which of their items no invoice bills, and
 * when a DDT has nothing left to bill.
 */

/** Some invoice row bills item `si` itself (through its `shipping_item_id`). */
const itemBilled = sql`exists (select 1 from document_rows b
  where b.company_id = ${shippingItems.companyId} and b.shipping_item_id = ${shippingItems.id})`;

const confirmed = eq(shippingLists.status, ShippingListStatus.confirmed);

/**
 * The confirmed items of an order's rows, in DDT date and item order, and whether an invoice
 * row bills each: one prepared statement (the order page reads it on every load).
 */
const shippedQuery = (db: Executor) =>
  db
    .select({
      itemId: shippingItems.id,
      rowId: shippingItems.documentRowId,
      quantity: shippingItems.quantity,
      billed: sql<boolean>`${itemBilled}`,
    })
    .from(shippingItems)
    .innerJoin(
      documentRows,
      joinOwned(documentRows, shippingItems, eq(documentRows.id, shippingItems.documentRowId)),
    )
    .innerJoin(
      shippingLists,
      joinOwned(shippingLists, shippingItems, eq(shippingLists.id, shippingItems.shippingListId)),
    )
    .where(
      and(
        eq(shippingItems.companyId, sql.placeholder('company')),
        eq(documentRows.documentId, sql.placeholder('id')),
        confirmed,
      ),
    )
    .orderBy(asc(shippingLists.date), asc(shippingLists.id), asc(shippingItems.id))
    .prepare('order_rows_shipped');
const shippedStatement = preparedOn(shippedQuery);
const orderItems = (tx: TenantScope, orderId: number) =>
  shippedStatement(tx.db).execute({ company: tx.companyId, id: orderId });

/** `DocumentExtensions.shippedOf`: per row, what confirmed DDTs ship and what no row bills. */
export async function shippedOf(tx: TenantScope, orderId: number) {
  const shipped = new Map<number, RowShipped>();
  for (const item of await orderItems(tx, orderId)) {
    const sums = shipped.get(item.rowId) ?? { shipped: '0', unbilled: '0' };
    shipped.set(item.rowId, {
      shipped: add(sums.shipped, item.quantity),
      unbilled: item.billed ? sums.unbilled : add(sums.unbilled, item.quantity),
    });
  }
  return shipped;
}

/**
 * `DocumentExtensions.unbilledItems`: the DDTs holding order `orderId`'s rows locked in id
 * order (one statement), then, read afresh, their items that no invoice row bills.
 */
export async function unbilledItems(tx: TenantScope, orderId: number): Promise<UnbilledItem[]> {
  const ofOrder = tx.db
    .select({ id: shippingItems.shippingListId })
    .from(shippingItems)
    .innerJoin(
      documentRows,
      joinOwned(documentRows, shippingItems, eq(documentRows.id, shippingItems.documentRowId)),
    )
    .where(tx.owned(shippingItems, eq(documentRows.documentId, orderId)));
  await tx.db
    .select({ id: shippingLists.id })
    .from(shippingLists)
    .where(tx.owned(shippingLists, and(inArray(shippingLists.id, ofOrder), confirmed)))
    .orderBy(asc(shippingLists.id))
    .for('update');
  return (await orderItems(tx, orderId))
    .filter((item) => !item.billed)
    .map(({ itemId, rowId, quantity }) => ({ itemId, rowId, quantity }));
}

/**
 * What is left to invoice of order row `o` is nothing: what invoices bill of it reaches its
 * quantity.
 */
const rowDone = sql`o.quantity <= (select coalesce(sum(b.quantity), 0) from document_rows b
  join documents d on d.company_id = b.company_id and d.id = b.document_id and d.type = 'invoice'
  where b.company_id = o.company_id and b.order_row_id = o.id)`;

/** Every item of DDT `l` is billed by a row, or its order row has nothing left to invoice. */
const ddtDone = sql`not exists (select 1 from shipping_items si
  join document_rows o on o.company_id = si.company_id and o.id = si.document_row_id
  where si.company_id = ${shippingLists.companyId} and si.shipping_list_id = ${shippingLists.id}
    and not exists (select 1 from document_rows b
      where b.company_id = si.company_id and b.shipping_item_id = si.id)
    and not (${rowDone}))`;

/**
 * The DDTs among `ddtIds` (all those not yet invoiced, when left out) with nothing left to
 * bill become invoice `invoiceId`'s (`invoice_id`): the deferred invoicing no longer offers
 * them. Answers their ids.
 */
export async function claimDoneDdts(tx: TenantScope, invoiceId: number, ddtIds: number[]) {
  if (!ddtIds.length) return [];
  const claimed = await tx.update(
    shippingLists,
    { invoiceId, updatedAt: new Date() },
    and(inArray(shippingLists.id, ddtIds), isNull(shippingLists.invoiceId), ddtDone)!,
  );
  return (claimed as { id: number }[]).map((ddt) => ddt.id);
}

/** `DocumentExtensions.itemsBilled`: the DDTs invoice `invoiceId` cites, once done, are its. */
export async function itemsBilled(tx: TenantScope, invoiceId: number) {
  const cited = await tx.db
    .selectDistinct({ id: shippingItems.shippingListId })
    .from(documentRows)
    .innerJoin(
      shippingItems,
      joinOwned(shippingItems, documentRows, eq(shippingItems.id, documentRows.shippingItemId)),
    )
    .where(tx.owned(documentRows, eq(documentRows.documentId, invoiceId)));
  await claimDoneDdts(
    tx,
    invoiceId,
    cited.map((ddt) => ddt.id),
  );
}

/**
 * The newest invoice billing the order rows of DDT items `ddtIds` hold, by DDT: the invoice
 * a DDT with nothing left to bill is claimed by when the deferred invoicing makes none.
 */
export async function billingInvoices(tx: TenantScope, ddtIds: number[]) {
  if (!ddtIds.length) return new Map<number, number>();
  const found = await tx.db
    .select({
      ddtId: shippingItems.shippingListId,
      invoiceId: sql<number>`max(${documents.id})`,
    })
    .from(shippingItems)
    .innerJoin(
      documentRows,
      joinOwned(
        documentRows,
        shippingItems,
        eq(documentRows.orderRowId, shippingItems.documentRowId),
      ),
    )
    .innerJoin(
      documents,
      joinOwned(documents, documentRows, eq(documents.id, documentRows.documentId)),
    )
    .where(
      tx.owned(
        shippingItems,
        and(inArray(shippingItems.shippingListId, ddtIds), eq(documents.type, 'invoice')),
      ),
    )
    .groupBy(shippingItems.shippingListId);
  return new Map(found.map((f) => [f.ddtId, f.invoiceId]));
}

const add = (a: string, b: string) => new Decimal(a).plus(b).toFixed();
