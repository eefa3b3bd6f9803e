import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ShippingListStatus } from '../../../contract/enums';
import { customers } from '../customers/table';
import { documentRows, documents } from '../documents/table';
import { generalRegs } from '../general-regs/table';
import { shippingItems, shippingLists } from '../shipping-lists/table';
import { documentsNamed, lockOrders } from '../documents/billing';
import { notFound } from '../../lib/errors';
import { joinOwned, type TenantScope } from '../../lib/tenant';
import type { ConfigText } from '../../../contract/configurator-summary';

/** Which DDTs a call is about: the period, and the customers named (none: every customer). */
export interface DdtScope {
  from: string;
  to: string;
  customerIds?: number[];
}

/** A confirmed DDT of the period (locked by `lockDdts`), invoiced or not. */
export interface ScopedDdt {
  id: number;
  number: number;
  year: number;
  date: string;
  customerId: number;
  invoiceId: number | null;
}

/**
 * One DDT item with what its order row says of price, discount and VAT, whether an invoice
 * row bills the item already and what is left to invoice of its order row.
 */
export interface DdtItem {
  ddtId: number;
  itemId: number;
  rowId: number;
  orderId: number;
  quantity: string;
  billed: boolean;
  rowLeft: string;
  articleId: number | null;
  description: string;
  unitPrice: string;
  discount: string;
  vatRate: string;
  vatNature: string | null;
  config: unknown;
  configText: ConfigText | null;
}

const inScope = (tx: TenantScope, scope: DdtScope, notInvoiced: boolean) =>
  tx.owned(
    shippingLists,
    and(
      eq(shippingLists.status, ShippingListStatus.confirmed),
      between(shippingLists.date, scope.from, scope.to),
      scope.customerIds?.length
        ? inArray(shippingLists.customerId, scope.customerIds)
        : sql`${shippingLists.customerId} is not null`,
      notInvoiced ? isNull(shippingLists.invoiceId) : undefined,
    ),
  );

const ddtColumns = {
  id: shippingLists.id,
  number: sql<number>`${shippingLists.number}`,
  year: shippingLists.year,
  date: shippingLists.date,
  customerId: sql<number>`${shippingLists.customerId}`,
  invoiceId: shippingLists.invoiceId,
};

/**
 * The confirmed DDTs of the scope, invoiced or not, locked (`FOR UPDATE`, in id order so that
 * two calls over the same DDTs queue instead of deadlocking) until the transaction ends. A
 * concurrent call waits here and then reads the `invoice_id` the first one wrote.
 */
export async function lockDdts(tx: TenantScope, scope: DdtScope): Promise<ScopedDdt[]> {
  return tx.db
    .select(ddtColumns)
    .from(shippingLists)
    .where(inScope(tx, scope, false))
    .orderBy(asc(shippingLists.id))
    .for('update');
}

/** The scope's confirmed DDTs not yet invoiced (the preview: nothing locked). */
export async function openDdts(tx: TenantScope, scope: DdtScope): Promise<ScopedDdt[]> {
  return tx.db
    .select(ddtColumns)
    .from(shippingLists)
    .where(inScope(tx, scope, true));
}

/** What invoices bill of the order row `document_rows` (draft or issued). */
const invoicedOfRow = sql<string>`(select coalesce(sum(b.quantity), 0) from document_rows b
  join documents d on d.company_id = b.company_id and d.id = b.document_id and d.type = 'invoice'
  where b.company_id = ${documentRows.companyId} and b.order_row_id = ${documentRows.id})`;

/**
 * The items of DDTs `ids`, with their order rows' prices and what is left to invoice of the
 * rows, in DDT then item order. Read after `lockOrdersOf` when the answer is acted upon.
 */
export async function itemsOf(tx: TenantScope, ids: number[]): Promise<DdtItem[]> {
  if (!ids.length) return [];
  return tx.db
    .select({
      ddtId: shippingItems.shippingListId,
      itemId: shippingItems.id,
      rowId: shippingItems.documentRowId,
      orderId: documentRows.documentId,
      quantity: shippingItems.quantity,
      billed: sql<boolean>`exists (select 1 from document_rows b
        where b.company_id = ${shippingItems.companyId} and b.shipping_item_id = ${shippingItems.id})`,
      rowLeft: sql<string>`greatest(${documentRows.quantity} - ${invoicedOfRow}, 0)::text`,
      articleId: documentRows.articleId,
      description: documentRows.description,
      unitPrice: documentRows.unitPrice,
      discount: documentRows.discount,
      vatRate: documentRows.vatRate,
      vatNature: documentRows.vatNature,
      config: documentRows.config,
      configText: documentRows.configText,
    })
    .from(shippingItems)
    .innerJoin(
      documentRows,
      joinOwned(documentRows, shippingItems, eq(documentRows.id, shippingItems.documentRowId)),
    )
    .where(tx.owned(shippingItems, inArray(shippingItems.shippingListId, ids)))
    .orderBy(asc(shippingItems.shippingListId), asc(shippingItems.id));
}

/**
 * Locks the orders whose rows DDTs `ids` ship (after the DDTs themselves: the order in which
 * the conversion of an order takes them too), so what is left of their rows stays as read.
 */
export async function lockOrdersOf(tx: TenantScope, ids: number[]) {
  if (!ids.length) return;
  const orders = await tx.db
    .selectDistinct({ id: documentRows.documentId })
    .from(shippingItems)
    .innerJoin(
      documentRows,
      joinOwned(documentRows, shippingItems, eq(documentRows.id, shippingItems.documentRowId)),
    )
    .where(tx.owned(shippingItems, inArray(shippingItems.shippingListId, ids)));
  await lockOrders(
    tx,
    orders.map((order) => order.id),
  );
}

/**
 * The names of customers `ids` (their registry entries'); 404 when one is not the tenant's,
 * so another company's ids are not found, as everywhere.
 */
export async function customerNames(tx: TenantScope, ids: number[]) {
  const found = ids.length
    ? await tx.db
        .select({
          id: customers.id,
          name: generalRegs.name,
          term: customers.paymentTermId,
          split: customers.splitPayment,
        })
        .from(customers)
        .innerJoin(generalRegs, tx.owned(generalRegs, eq(generalRegs.id, customers.generalRegId)))
        .where(tx.owned(customers, inArray(customers.id, ids)))
    : [];
  if (found.length !== new Set(ids).size) throw notFound('not_found.customer');
  return new Map(found.map((c) => [c.id, c]));
}

/**
 * Why DDT `ddtId` has nothing left to bill, for the 409: its first item's order (as a
 * message parameter), the row's position on it and the newest invoice billing that row.
 */
export async function settledReason(tx: TenantScope, ddtId: number) {
  const [found] = await tx.db
    .select({
      order: { type: documents.type, number: documents.number, year: documents.year },
      row: documentRows.position,
      invoiceId: sql<number>`(select max(b.document_id) from document_rows b
        join documents d on d.company_id = b.company_id and d.id = b.document_id and d.type = 'invoice'
        where b.company_id = ${documentRows.companyId} and b.order_row_id = ${documentRows.id})`,
    })
    .from(shippingItems)
    .innerJoin(
      documentRows,
      joinOwned(documentRows, shippingItems, eq(documentRows.id, shippingItems.documentRowId)),
    )
    .innerJoin(
      documents,
      joinOwned(documents, documentRows, eq(documents.id, documentRows.documentId)),
    )
    .where(tx.owned(shippingItems, eq(shippingItems.shippingListId, ddtId)))
    .orderBy(sql`3 desc nulls last`, asc(shippingItems.id))
    .limit(1);
  const invoice = (await documentsNamed(tx, [found.invoiceId])).get(found.invoiceId)!;
  return { order: found.order, row: found.row, invoice };
}
