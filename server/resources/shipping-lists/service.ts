import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  SHIPPING_LIST_SORTS,
  shippingListInput,
  shippingListQuery,
  shippingListUpdate,
} from '../../../contract/shipping-lists';
import { ShippingListStatus } from '../../../contract/enums';
import { carriers } from '../carriers/table';
import { generalRegs } from '../general-regs/table';
import { shippingLists } from './table';
import { staleVersion } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { likePattern } from '../../lib/search';
import { yearOf } from '../documents/numbering';
import { assertHeader, assertRecipientChange } from './header';
import { assertOpen, countLists, listsQuery, listToWire, load, lockList, selects } from './wire';

export { load as get, selects };

const SORT_COLUMNS = {
  date: [shippingLists.date, shippingLists.id],
  number: [shippingLists.year, shippingLists.number, shippingLists.id],
  status: [shippingLists.status, shippingLists.id],
  customer: [generalRegs.name, shippingLists.id],
  carrier: [carriers.name, shippingLists.id],
  id: [shippingLists.id],
} satisfies Record<(typeof SHIPPING_LIST_SORTS)[number], unknown[]>;

/** The search box: customer, carrier or notes, or a number ("3", "3/2026"). */
function search(q: string): SQL | undefined {
  const match = /^(\d{1,9})(?:\/(\d{4}))?$/.exec(q);
  const byNumber = match
    ? and(
        eq(shippingLists.number, Number(match[1])),
        match[2] ? eq(shippingLists.year, Number(match[2])) : undefined,
      )
    : undefined;
  const pattern = likePattern(q);
  return or(
    ilike(generalRegs.name, pattern),
    ilike(carriers.name, pattern),
    ilike(shippingLists.notes, pattern),
    byNumber,
  );
}

/** `invoiced`: confirmed DDTs billed (true) or still to bill (false). */
function invoicedFilter(invoiced: 'true' | 'false' | undefined): SQL | undefined {
  if (invoiced === undefined) return undefined;
  return invoiced === 'true'
    ? isNotNull(shippingLists.invoiceId)
    : and(eq(shippingLists.status, ShippingListStatus.confirmed), isNull(shippingLists.invoiceId));
}

export async function list(tenant: TenantScope, query: z.output<typeof shippingListQuery>) {
  const where = tenant.owned(
    shippingLists,
    and(
      query.status !== undefined ? eq(shippingLists.status, query.status) : undefined,
      query.date_from ? gte(shippingLists.date, query.date_from) : undefined,
      query.date_to ? lte(shippingLists.date, query.date_to) : undefined,
      query.customer_id ? eq(shippingLists.customerId, query.customer_id) : undefined,
      invoicedFilter(query.invoiced),
      query.q ? search(query.q) : undefined,
    ),
  );
  const direction = query.order === 'DESC' ? desc : asc;
  const [rows, total] = await tenant.all([
    () =>
      listsQuery(tenant)
        .where(where)
        .orderBy(...SORT_COLUMNS[query.sort].map((c) => direction(c)))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
    () => countLists(tenant, where),
  ]);
  return { items: rows.map(listToWire), total, selects: selects() };
}

type Header = z.output<typeof shippingListInput>;

/** The header's columns, as both create and update store them. */
const columnsOf = (input: Header) => ({
  year: yearOf(input.date),
  date: input.date,
  transportReason: input.transport_reason,
  carriage: input.carriage,
  transportBy: input.transport_by,
  carrierId: input.carrier_id,
  goodsAppearance: input.goods_appearance,
  grossWeight: input.gross_weight,
  transportStart: input.transport_start === null ? null : new Date(input.transport_start),
  codAmount: input.cod_amount,
  notes: input.notes,
});

/** A new open DDT, numbered only when confirmed; the customer may wait for the first item. */
export async function create(tenant: TenantScope, input: Header) {
  const customerId = input.customer_id ?? null;
  const destinationId = input.destination_id ?? null;
  const id = await inTransaction(tenant, async (tx) => {
    await assertHeader(tx, { ...input, customer_id: customerId, destination_id: destinationId });
    const [created] = await tx.insert(shippingLists, {
      ...columnsOf(input),
      customerId,
      destinationId,
    });
    return created.id;
  });
  return load(tenant, id);
}

/**
 * Saves the header of an open DDT (stale `version` -> 409, nothing written). The customer
 * changes only while the list is empty (409 otherwise); the destination must be one of the
 * customer's (400).
 */
export async function update(
  tenant: TenantScope,
  id: number,
  input: z.output<typeof shippingListUpdate>,
) {
  await inTransaction(tenant, async (tx) => {
    const current = await lockList(tx, id);
    assertOpen(current);
    if (current.version !== input.version) {
      throw staleVersion('record.shipping_list', current.version, input.version);
    }
    const customerId = input.customer_id === undefined ? current.customerId : input.customer_id;
    const destinationId =
      input.destination_id === undefined ? current.destinationId : input.destination_id;
    await assertRecipientChange(tx, current, customerId);
    await assertHeader(tx, { ...input, customer_id: customerId, destination_id: destinationId });
    await tx.updateVersioned(shippingLists, id, input.version, {
      ...columnsOf(input),
      customerId,
      destinationId,
    });
  });
  return load(tenant, id);
}

/** Deletes an open list with its items and labels; a confirmed one stays (409). */
export async function remove(tenant: TenantScope, id: number) {
  return inTransaction(tenant, async (tx) => {
    const current = await lockList(tx, id);
    assertOpen(current);
    const list = await load(tx, id);
    await tx.delete(shippingLists, eq(shippingLists.id, id));
    return list;
  });
}
