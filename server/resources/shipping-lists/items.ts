import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { shippingItemInput, shippingItemUpdate } from '../../../contract/shipping-lists';
import { shippingItems, shippingLists } from './table';
import { notFound } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { assertRecipient } from './recipient';
import { assertQuantity, assertShippable, lockRow } from './rows';
import { assertOpen, itemsQuery, itemToWire, load, lockItem, lockList } from './wire';

/** The list changed: a new version, so a header saved from an older screen is refused. */
export async function touch(tx: TenantScope, listId: number) {
  await tx.db
    .update(shippingLists)
    .set({ version: sql`${shippingLists.version} + 1`, updatedAt: new Date() })
    .where(tx.owned(shippingLists, eq(shippingLists.id, listId)));
}

/** The item and its whole list, as the item routes answer them. */
export async function itemAndList(tenant: TenantScope, itemId: number, listId: number) {
  const [row] = await itemsQuery(tenant).where(
    tenant.owned(shippingItems, eq(shippingItems.id, itemId)),
  );
  if (!row) throw notFound('not_found.shipping_item');
  return { item: itemToWire(row), shipping_list: await load(tenant, listId) };
}

/** Adds a quantity of an order row (ready or packed, never more than is left) to an open list. */
export async function add(
  tenant: TenantScope,
  listId: number,
  input: z.output<typeof shippingItemInput>,
) {
  const id = await inTransaction(tenant, async (tx) => {
    const list = await lockList(tx, listId);
    assertOpen(list);
    const row = await lockRow(tx, input.document_row_id);
    assertShippable(row);
    await assertRecipient(tx, list, row);
    await assertQuantity(tx, row, input.quantity);
    const [created] = await tx.insert(shippingItems, {
      shippingListId: listId,
      documentRowId: row.id,
      quantity: input.quantity,
      parcels: input.parcels,
      weight: input.weight,
    });
    await touch(tx, listId);
    return created.id;
  });
  return itemAndList(tenant, id, listId);
}

/** Changes quantity, parcels and weight of an item of an open list. */
export async function update(
  tenant: TenantScope,
  id: number,
  input: z.output<typeof shippingItemUpdate>,
) {
  const listId = await inTransaction(tenant, async (tx) => {
    const { item, list } = await lockItem(tx, id);
    assertOpen(list);
    const row = await lockRow(tx, item.documentRowId);
    await assertQuantity(tx, row, input.quantity, id);
    await tx.update(
      shippingItems,
      { quantity: input.quantity, parcels: input.parcels, weight: input.weight },
      eq(shippingItems.id, id),
    );
    await touch(tx, list.id);
    return list.id;
  });
  return itemAndList(tenant, id, listId);
}

/** Removes an item (and its label) from an open list; answers it and the list. */
export async function remove(tenant: TenantScope, id: number) {
  return inTransaction(tenant, async (tx) => {
    const { item, list } = await lockItem(tx, id);
    assertOpen(list);
    const before = await itemAndList(tx, id, list.id);
    await tx.delete(shippingItems, eq(shippingItems.id, item.id));
    await touch(tx, list.id);
    return { item: before.item, shipping_list: await load(tx, list.id) };
  });
}
