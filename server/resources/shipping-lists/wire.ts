import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { ShippingItem, ShippingList } from '../../../contract/shipping-lists';
import { LABEL_FORMATS } from '../../../contract/shipping-lists';
import { selectsOf, ShippingListStatus } from '../../../contract/enums';
import { articles } from '../articles/table';
import { carriers } from '../carriers/table';
import { customers } from '../customers/table';
import { documentRows, documents } from '../documents/table';
import { generalRegs } from '../general-regs/table';
import { labels, shippingItems, shippingLists } from './table';
import { conflict, msg, notFound } from '../../lib/errors';
import { joinOwned, type TenantScope } from '../../lib/tenant';
import { decimalOut, moneyOut, quantityOut } from '../../lib/decimals';

export type ListRecord = typeof shippingLists.$inferSelect;
export type ItemRecord = typeof shippingItems.$inferSelect;

/** The option lists of the shipping screens. */
export function selects() {
  return {
    statuses: selectsOf.shippingListStatuses(),
    labelStatuses: selectsOf.labelStatuses(),
    lineStatuses: selectsOf.lineStatuses(),
    labelFormats: LABEL_FORMATS.map((id) => ({ id, name: `enums.label_format.${id}` })),
    transportReasons: selectsOf.transportReasons(),
    carriages: selectsOf.carriages(),
    transportBy: selectsOf.transportBy(),
  };
}

/** "Shipping list 3/2026", or "the open shipping list (id 12)" before its number. */
export const listLabel = (list: ListRecord) =>
  list.number
    ? msg('shipping.list_ref', { number: list.number, year: list.year })
    : msg('shipping.open_list_ref', { id: list.id });

/**
 * Item count, parcels and weight of lists, for the list screen and the header. The outer
 * columns are spelt out: drizzle leaves a lone table's columns unqualified, and a bare `id`
 * would mean the subquery's own.
 */
export const totalsColumns = {
  item_count: sql<number>`(select count(*)::int from ${shippingItems} si where si.company_id = shipping_lists.company_id and si.shipping_list_id = shipping_lists.id)`,
  parcels: sql<number>`(select coalesce(sum(si.parcels), 0)::int from ${shippingItems} si where si.company_id = shipping_lists.company_id and si.shipping_list_id = shipping_lists.id)`,
  weight: sql<string>`(select coalesce(sum(si.weight), 0)::text from ${shippingItems} si where si.company_id = shipping_lists.company_id and si.shipping_list_id = shipping_lists.id)`,
};

const invoices = alias(documents, 'invoice');

/**
 * Lists with their totals, the customer's and carrier's names and the invoice that bills
 * them: what the list screen and the edit page show. Every join keeps to the list's company.
 */
export function listsQuery(tenant: TenantScope) {
  return withNames(
    tenant.db
      .select({
        list: shippingLists,
        ...totalsColumns,
        customerName: generalRegs.name,
        carrierName: carriers.name,
        invoice: {
          id: invoices.id,
          number: invoices.number,
          series: invoices.series,
          year: invoices.year,
          document_date: invoices.documentDate,
        },
      })
      .from(shippingLists)
      .$dynamic(),
  ).leftJoin(
    invoices,
    joinOwned(invoices, shippingLists, eq(invoices.id, shippingLists.invoiceId)),
  );
}

/** How many lists match `where` (which may name the customer's and carrier's names). */
export async function countLists(tenant: TenantScope, where: SQL | undefined) {
  const [{ total }] = await withNames(
    tenant.db
      .select({ total: sql<number>`count(*)::int` })
      .from(shippingLists)
      .$dynamic(),
  ).where(where);
  return total;
}

/** Joins the customer's registry entry and the carrier of a query on `shipping_lists`. */
function withNames<Q extends PgSelect>(query: Q) {
  return query
    .leftJoin(
      customers,
      joinOwned(customers, shippingLists, eq(customers.id, shippingLists.customerId)),
    )
    .leftJoin(
      generalRegs,
      joinOwned(generalRegs, customers, eq(generalRegs.id, customers.generalRegId)),
    )
    .leftJoin(
      carriers,
      joinOwned(carriers, shippingLists, eq(carriers.id, shippingLists.carrierId)),
    );
}
type ListRow = Awaited<ReturnType<ReturnType<typeof listsQuery>['execute']>>[number];

export const listToWire = ({ list, customerName, carrierName, invoice, ...totals }: ListRow) => ({
  id: list.id,
  number: list.number,
  year: list.year,
  date: list.date,
  status: list.status,
  customer_id: list.customerId,
  customer: list.customerId === null ? null : { id: list.customerId, name: customerName ?? '' },
  destination_id: list.destinationId,
  transport_reason: list.transportReason,
  carriage: list.carriage,
  transport_by: list.transportBy,
  carrier_id: list.carrierId,
  carrier: carrierName,
  goods_appearance: list.goodsAppearance,
  gross_weight: list.grossWeight === null ? null : decimalOut(list.grossWeight),
  transport_start: list.transportStart?.toISOString() ?? null,
  cod_amount: list.codAmount === null ? null : moneyOut(list.codAmount),
  notes: list.notes,
  invoice: invoice?.id ? invoice : null,
  version: list.version,
  item_count: totals.item_count,
  parcels: totals.parcels,
  weight: decimalOut(totals.weight),
});

/** The items of lists with what the grid shows of their rows, orders and labels. */
export function itemsQuery(tenant: TenantScope) {
  return tenant.db
    .select({
      item: shippingItems,
      label: { id: labels.id, status: labels.status },
      row: { quantity: documentRows.quantity, description: documentRows.description },
      order: {
        id: documents.id,
        number: documents.number,
        year: documents.year,
        customerId: documents.customerId,
        customerName: documents.customerName,
      },
      articleCode: articles.code,
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
    .leftJoin(articles, joinOwned(articles, documentRows, eq(articles.id, documentRows.articleId)))
    .leftJoin(labels, joinOwned(labels, shippingItems, eq(labels.shippingItemId, shippingItems.id)))
    .$dynamic();
}
type ItemRow = Awaited<ReturnType<ReturnType<typeof itemsQuery>['execute']>>[number];

export const itemToWire = ({ item, label, row, order, articleCode }: ItemRow): ShippingItem => ({
  id: item.id,
  shipping_list_id: item.shippingListId,
  document_row_id: item.documentRowId,
  quantity: quantityOut(item.quantity),
  parcels: item.parcels,
  weight: item.weight === null ? null : decimalOut(item.weight),
  label: label ? { id: label.id, status: label.status } : null,
  document_id: order.id,
  order_number: order.number!, // orders are numbered at creation
  order_year: order.year,
  customer: { id: order.customerId, name: order.customerName },
  article_code: articleCode,
  description: row.description,
  row_quantity: quantityOut(row.quantity),
});

/** One list of the tenant with its items (404 when it is not the tenant's). */
export async function load(tenant: TenantScope, id: number): Promise<ShippingList> {
  const [list] = await listsQuery(tenant).where(
    tenant.owned(shippingLists, eq(shippingLists.id, id)),
  );
  if (!list) throw notFound('not_found.shipping_list');
  const items = await itemsQuery(tenant)
    .where(tenant.owned(shippingItems, eq(shippingItems.shippingListId, id)))
    .orderBy(asc(shippingItems.id));
  return { ...listToWire(list), items: items.map(itemToWire) };
}

/** Locks the list for the rest of the transaction (404 when it is not the tenant's). */
export async function lockList(tx: TenantScope, id: number): Promise<ListRecord> {
  const [list] = await tx.select(shippingLists, eq(shippingLists.id, id)).for('update');
  if (!list) throw notFound('not_found.shipping_list');
  return list as ListRecord;
}

/** 409 unless the list is still open: a confirmed list is read-only. */
export function assertOpen(list: ListRecord): void {
  if (list.status === ShippingListStatus.open) return;
  throw conflict(msg('shipping.read_only', { list: listLabel(list) }));
}

/** Locks an item and its list (404 when the item is not the tenant's). */
export async function lockItem(tx: TenantScope, id: number) {
  const [found] = await tx.select(shippingItems, eq(shippingItems.id, id));
  if (!found) throw notFound('not_found.shipping_item');
  const item = found as ItemRecord;
  const list = await lockList(tx, item.shippingListId);
  return { item, list };
}
