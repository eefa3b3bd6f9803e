import { and, asc, between, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ShippingListStatus } from '../../../contract/enums';
import { customers } from '../customers/table';
import { documentRows, documents } from '../documents/table';
import { generalRegs } from '../general-regs/table';
import { shippingItems, shippingLists } from '../shipping-lists/table';
import { notFound } from '../../lib/errors';
import { joinOwned, type TenantScope } from '../../lib/tenant';

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

/** One DDT item with what its order row says of price, discount and VAT. */
export interface DdtItem {
  ddtId: number;
  itemId: number;
  quantity: string;
  articleId: number | null;
  description: string;
  unitPrice: string;
  discount: string;
  vatRate: string;
  vatNature: string | null;
  config: unknown;
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

/** The items of DDTs `ids`, with their order rows' prices, in DDT then item order. */
export async function itemsOf(tx: TenantScope, ids: number[]): Promise<DdtItem[]> {
  if (!ids.length) return [];
  return tx.db
    .select({
      ddtId: shippingItems.shippingListId,
      itemId: shippingItems.id,
      quantity: shippingItems.quantity,
      articleId: documentRows.articleId,
      description: documentRows.description,
      unitPrice: documentRows.unitPrice,
      discount: documentRows.discount,
      vatRate: documentRows.vatRate,
      vatNature: documentRows.vatNature,
      config: documentRows.config,
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
 * The names of customers `ids` (their registry entries'); 404 when one is not the tenant's,
 * so another company's ids are not found, as everywhere.
 */
export async function customerNames(tx: TenantScope, ids: number[]) {
  const found = ids.length
    ? await tx.db
        .select({ id: customers.id, name: generalRegs.name, term: customers.paymentTermId })
        .from(customers)
        .innerJoin(generalRegs, tx.owned(generalRegs, eq(generalRegs.id, customers.generalRegId)))
        .where(tx.owned(customers, inArray(customers.id, ids)))
    : [];
  if (found.length !== new Set(ids).size) throw notFound('not_found.customer');
  return new Map(found.map((c) => [c.id, c]));
}

/** The invoices of `ids` (for the 409 naming the invoice of an invoiced DDT). */
export async function invoicesOf(tx: TenantScope, ids: number[]) {
  const found = ids.length
    ? await tx.db
        .select({
          id: documents.id,
          type: documents.type,
          number: documents.number,
          year: documents.year,
        })
        .from(documents)
        .where(tx.owned(documents, inArray(documents.id, ids)))
    : [];
  return new Map(found.map((d) => [d.id, d]));
}
