import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { documentRows, documents } from '../documents/table';
import { labels, shippingItems, shippingLists } from './table';
import { conflict, invalidInput, msg } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { nextListNumber } from './numbering';
import { liveParties } from './parties';
import { LabelStatus, LineStatus, OrderStatus, ShippingListStatus } from '../../../contract/enums';
import { allRowsShipped, fullyShipped } from './quantities';
import { listLabel, load, lockList } from './wire';
import { shippingExtensions } from './extensions';

/**
 * Confirms an open list, in one transaction: every item must have a label that is not voided;
 * a transport by carrier needs the carrier (400 on `carrier_id`); the recipient, place of
 * delivery and carrier are frozen in `snapshot` (what the DDT prints from then on);
 * the list gets the next number of its year (gapless, the counter row locked until commit) and
 * becomes read-only; each row its items ship becomes "shipped" (4) once confirmed lists hold
 * all of its quantity (a partial shipment leaves the rest to ship); each order whose rows are
 * then all shipped becomes "shipped" (6); the stock moves (the extensions: an unload of each
 * stocked article, or a load for a return, refused below zero).
 */
export async function confirm(tenant: TenantScope, id: number) {
  await inTransaction(tenant, async (tx) => {
    const list = await lockList(tx, id);
    if (list.status === ShippingListStatus.confirmed) {
      throw conflict(msg('shipping.already_confirmed', { list: listLabel(list) }));
    }
    const items = await tx.db
      .select({ id: shippingItems.id, rowId: shippingItems.documentRowId, label: labels.status })
      .from(shippingItems)
      .leftJoin(labels, tx.owned(labels, eq(labels.shippingItemId, shippingItems.id)))
      .where(tx.owned(shippingItems, eq(shippingItems.shippingListId, id)));
    if (!items.length)
      throw conflict(msg('shipping.nothing_to_confirm', { list: listLabel(list) }));
    const unlabelled = items.filter((i) => i.label === null || i.label === LabelStatus.voided);
    if (unlabelled.length) {
      throw conflict(
        msg('shipping.items_without_label', { ids: unlabelled.map((i) => i.id).join(', ') }),
      );
    }
    if (list.transportBy === 'carrier' && list.carrierId === null) {
      throw invalidInput({ carrier_id: msg('ddt.carrier_required') });
    }
    const snapshot = await liveParties(tx, list);
    const number = await nextListNumber(tx, list.year);
    await assertChronological(tx, list);
    await tx.db
      .update(shippingLists)
      .set({
        status: ShippingListStatus.confirmed,
        number,
        snapshot,
        version: sql`${shippingLists.version} + 1`,
        updatedAt: new Date(),
      })
      .where(tx.owned(shippingLists, eq(shippingLists.id, id)));
    await shipRows(tx, [...new Set(items.map((i) => i.rowId))]);
    await shippingExtensions.confirming(tx, id);
  });
  return load(tenant, id);
}

/**
 * DDTs are numbered in the order of their dates (DPR 472/1996; the deferred invoice cites
 * them by number and date): a list dated before the newest confirmed DDT of its year is
 * refused (400 on `date`, naming that DDT). Runs after the counter row is locked, so
 * concurrent confirmations of a year see each other.
 */
async function assertChronological(tx: TenantScope, list: typeof shippingLists.$inferSelect) {
  const [last] = await tx
    .select(
      shippingLists,
      and(
        eq(shippingLists.year, list.year),
        eq(shippingLists.status, ShippingListStatus.confirmed),
        sql`${shippingLists.date} > ${list.date}`,
      )!,
    )
    .orderBy(desc(shippingLists.date), desc(shippingLists.number))
    .limit(1);
  if (!last) return;
  const newest = last as typeof shippingLists.$inferSelect;
  throw invalidInput({
    date: msg('ddt.date_before_last', {
      date: newest.date,
      last: `${newest.number}/${newest.year}`,
    }),
  });
}

/** Rows fully held by confirmed lists become shipped; then their orders, when complete. */
async function shipRows(tx: TenantScope, rowIds: number[]) {
  const rows = await tx.db
    .select({
      id: documentRows.id,
      documentId: documentRows.documentId,
      quantity: documentRows.quantity,
      shipped: sql<string>`(select coalesce(sum(si.quantity), 0)::text from ${shippingItems} si join ${shippingLists} sl on sl.company_id = si.company_id and sl.id = si.shipping_list_id where si.company_id = document_rows.company_id and si.document_row_id = document_rows.id and sl.status = ${ShippingListStatus.confirmed})`,
    })
    .from(documentRows)
    .where(tx.owned(documentRows, inArray(documentRows.id, rowIds)))
    .for('update');
  const shipped = rows.filter((r) => fullyShipped(r.quantity, r.shipped)).map((r) => r.id);
  if (shipped.length) {
    await tx.update(
      documentRows,
      { status: LineStatus.shipped },
      inArray(documentRows.id, shipped),
    );
  }
  const orderIds = [...new Set(rows.map((r) => r.documentId))];
  for (const orderId of orderIds) {
    const statuses = await tx.db
      .select({ status: documentRows.status })
      .from(documentRows)
      .where(tx.owned(documentRows, eq(documentRows.documentId, orderId)));
    if (!allRowsShipped(statuses.map((s) => s.status))) continue;
    await tx.db
      .update(documents)
      .set({
        status: OrderStatus.shipped,
        version: sql`${documents.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        tx.owned(
          documents,
          and(eq(documents.id, orderId), sql`${documents.status} <> ${OrderStatus.shipped}`),
        ),
      );
  }
}
