import { asc, eq, inArray } from 'drizzle-orm';
import type { Label } from '../../../contract/shipping-lists';
import { labels, shippingItems, shippingLists } from './table';
import { conflict, HttpError, msg, type Message } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { touch, itemAndList } from './items';
import { LabelStatus, ShippingListStatus } from '../../../contract/enums';
import { canMoveLabel, labelStatusName, labelTransitionError } from './transitions';
import { assertOpen, lockItem } from './wire';

type LockedLabel = Label & { list_status: number; list_number: number | null; list_year: number };

/**
 * Locks the labels `ids` (in id order, so that concurrent bulk calls cannot deadlock) with the
 * status of their lists. 404 when one of them is not the tenant's: nothing is changed then.
 */
async function lockLabels(tx: TenantScope, ids: number[]): Promise<LockedLabel[]> {
  const unique = [...new Set(ids)];
  const rows = await tx.db
    .select({
      id: labels.id,
      shipping_item_id: labels.shippingItemId,
      shipping_list_id: shippingItems.shippingListId,
      status: labels.status,
      list_status: shippingLists.status,
      list_number: shippingLists.number,
      list_year: shippingLists.year,
    })
    .from(labels)
    .innerJoin(shippingItems, tx.owned(shippingItems, eq(shippingItems.id, labels.shippingItemId)))
    .innerJoin(
      shippingLists,
      tx.owned(shippingLists, eq(shippingLists.id, shippingItems.shippingListId)),
    )
    .where(tx.owned(labels, inArray(labels.id, unique)))
    .orderBy(asc(labels.id))
    .for('update', { of: labels });
  if (rows.length !== unique.length) {
    const found = new Set(rows.map((r) => r.id));
    const missing = unique.filter((id) => !found.has(id));
    throw new HttpError(404, msg('not_found.labels', { ids: missing.join(', ') }));
  }
  return rows;
}

const toWire = (label: LockedLabel, status = label.status): Label => ({
  id: label.id,
  shipping_item_id: label.shipping_item_id,
  shipping_list_id: label.shipping_list_id,
  status,
});

/** The 409s of a status change: an illegal transition, or voiding on a confirmed list. */
function refusal(label: LockedLabel, to: number): HttpError | null {
  if (!canMoveLabel(label.status, to)) return labelTransitionError(label.id, label.status, to);
  if (
    to === LabelStatus.voided &&
    label.status !== to &&
    label.list_status === ShippingListStatus.confirmed
  ) {
    return conflict(
      msg('labels.confirmed_list', {
        id: label.id,
        number: label.list_number ?? '',
        year: label.list_year,
      }),
    );
  }
  return null;
}

/** Sets the status of labels, all or nothing: one refusal and none changes. */
export async function setStatuses(tenant: TenantScope, ids: number[], status: number) {
  return inTransaction(tenant, async (tx) => {
    const locked = await lockLabels(tx, ids);
    const refusals = locked.flatMap((label) => refusal(label, status) ?? []);
    if (refusals.length) {
      const all = refusals
        .map((r) => r.reason)
        .reduceRight(
          (rest: Message | null, first) => (rest ? msg('refusals', { first, rest }) : first),
          null,
        );
      throw conflict(all!);
    }
    const changing = locked.filter((label) => label.status !== status).map((label) => label.id);
    if (changing.length) {
      await tx.update(labels, { status, updatedAt: new Date() }, inArray(labels.id, changing));
    }
    return locked.map((label) => toWire(label, status));
  });
}

export async function setStatus(tenant: TenantScope, id: number, status: number) {
  const [label] = await setStatuses(tenant, [id], status);
  return label;
}

/**
 * Printing: the labels `ids` move from "to print" to "printed" (the others stay as they are);
 * a voided label is not printed (409). Answers the labels as they are after printing.
 */
export async function markPrinted(tx: TenantScope, ids: number[]): Promise<Label[]> {
  const locked = await lockLabels(tx, ids);
  const voided = locked.filter((label) => label.status === LabelStatus.voided);
  if (voided.length) {
    throw conflict(msg('labels.voided_not_printable', { ids: voided.map((l) => l.id).join(', ') }));
  }
  const toPrint = locked.filter((label) => label.status === LabelStatus.to_print).map((l) => l.id);
  if (toPrint.length) {
    await tx.update(
      labels,
      { status: LabelStatus.printed, updatedAt: new Date() },
      inArray(labels.id, toPrint),
    );
  }
  return locked.map((label) =>
    toWire(label, label.status === LabelStatus.to_print ? LabelStatus.printed : label.status),
  );
}

/**
 * Creates the label of an item of an open list ("to print"). An item has one label: a second
 * one is a 409, unless the first was voided, which the new one (a new id, so new barcodes)
 * replaces.
 */
export async function create(tenant: TenantScope, itemId: number) {
  const listId = await inTransaction(tenant, async (tx) => {
    const { item, list } = await lockItem(tx, itemId);
    assertOpen(list);
    const [existing] = await tx.select(labels, eq(labels.shippingItemId, item.id)).for('update');
    if (existing) {
      const current = existing as typeof labels.$inferSelect;
      if (current.status !== LabelStatus.voided) {
        throw conflict(
          msg('labels.item_has_label', {
            id: current.id,
            status: labelStatusName(current.status),
          }),
        );
      }
      await tx.delete(labels, eq(labels.id, current.id));
    }
    await tx.insert(labels, { shippingItemId: item.id, status: LabelStatus.to_print });
    await touch(tx, list.id);
    return list.id;
  });
  return itemAndList(tenant, itemId, listId);
}
