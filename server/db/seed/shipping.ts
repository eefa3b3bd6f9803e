import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { LabelStatus, LineStatus, ShippingListStatus } from '../../../contract/enums';
import { liveParties } from '../../resources/shipping-lists/parties';
import { tenantScope, type Executor } from '../../lib/tenant';
import { carriers } from '../../resources/carriers/table';
import { documentRows, documents } from '../../resources/documents/table';
import {
  labels,
  shippingItems,
  shippingListCounters,
  shippingLists,
} from '../../resources/shipping-lists/table';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];
type Row = typeof documentRows.$inferSelect;
type Order = typeof documents.$inferSelect;

/** A DDT of the demo: who it goes to, when, how, and (once confirmed) its number. */
interface DemoList {
  order: Order;
  number: number | null;
  date: string;
  carrier: 'BRT' | 'GLS' | 'SDA' | null;
  /** A confirmed DDT billed by the invoice made from its order (documents.ts). */
  invoiced?: boolean;
  goods?: string;
  notes?: string;
}

/**
 * DDTs (shipping lists) of one company, consistent with the seeded orders (documents.ts),
 * one customer each, with the place of delivery their order names:
 * - 1/2025 and 2/2025, confirmed: the shipped orders 5/2025 and 6/2025 (rows "shipped"),
 *   labels applied; 1/2026, confirmed: the shipped order 7/2026. Those the invoice made from
 *   the order bills are invoiced (`invoice_id`);
 * - 2/2026 … 5/2026, confirmed in November 2026 and not invoiced yet, for three customers
 *   (the customer of order 4/2026 has two): rows of orders still in progress, shipped in
 *   part, so that "Fatturazione differita" of November has something to bill at once;
 * - two open lists: by SDA, half of the first row of the ready order 5/2026 (rows "ready")
 *   without a label yet, so that the list cannot be confirmed until it gets one and the rest
 *   of the row is still to ship; and the packed order 6/2026 (labels to print and printed).
 */
export async function seedShipping(tx: Tx, companyId: number) {
  const tenant = tenantScope(tx as unknown as Executor, companyId);
  const orders = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.type, 'order')));
  const order = (number: number, year: number) => {
    const found = orders.find((o) => o.number === number && o.year === year);
    if (!found) throw new Error(`seed: order ${number}/${year} missing`);
    return found;
  };
  const registry = await tx.select().from(carriers).where(eq(carriers.companyId, companyId));
  const carrierId = (name: DemoList['carrier']) =>
    name === null ? null : (registry.find((c) => c.name.startsWith(name))?.id ?? null);
  const invoiceOf = async (orderId: number) => {
    const [invoice] = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.companyId, companyId),
          eq(documents.type, 'invoice'),
          eq(documents.relatedDocumentId, orderId),
        ),
      );
    return invoice?.id ?? null;
  };
  const rowsOf = async (ids: number[], status: number) => {
    const rows = await tx
      .update(documentRows)
      .set({ status })
      .where(and(eq(documentRows.companyId, companyId), inArray(documentRows.documentId, ids)))
      .returning();
    return rows.sort((a, b) => a.documentId - b.documentId || a.position - b.position);
  };
  const setRow = (row: Row, status: number) =>
    tx
      .update(documentRows)
      .set({ status })
      .where(and(eq(documentRows.companyId, companyId), eq(documentRows.id, row.id)));
  const list = async (values: DemoList) => {
    const id = carrierId(values.carrier);
    const record = {
      customerId: values.order.customerId,
      destinationId: values.order.destinationId,
      carrierId: id,
      snapshot: null,
    };
    const [made] = await tx
      .insert(shippingLists)
      .values({
        companyId,
        year: Number(values.date.slice(0, 4)),
        date: values.date,
        number: values.number,
        status: values.number ? ShippingListStatus.confirmed : ShippingListStatus.open,
        ...record,
        transportBy: id === null ? 'sender' : 'carrier',
        goodsAppearance: values.goods ?? 'scatole',
        transportStart: new Date(`${values.date}T08:30:00+01:00`),
        notes: values.notes ?? null,
        snapshot: values.number ? await liveParties(tenant, record) : null,
        invoiceId: values.invoiced ? await invoiceOf(values.order.id) : null,
      })
      .returning();
    return made.id;
  };
  const item = async (listId: number, row: Row, i: number, quantity = row.quantity) => {
    const parcels = (i % 3) + 1;
    const [made] = await tx
      .insert(shippingItems)
      .values({
        companyId,
        shippingListId: listId,
        documentRowId: row.id,
        quantity,
        parcels,
        weight: new Decimal(parcels).times(4.25).plus(i).toFixed(3),
      })
      .returning();
    return made.id;
  };
  const label = (itemId: number, status: number) =>
    tx.insert(labels).values({ companyId, shippingItemId: itemId, status });
  /** A confirmed DDT of whole rows: rows shipped, labels applied. */
  const shipped = async (values: DemoList, rows: Row[]) => {
    const listId = await list(values);
    for (const [i, row] of rows.entries()) {
      await setRow(row, LineStatus.shipped);
      await label(await item(listId, row, i), LabelStatus.applied);
    }
  };

  const [a, b] = [order(5, 2025), order(6, 2025)];
  await shipped(
    { order: a, number: 1, date: a.documentDate, carrier: 'BRT', invoiced: true },
    await rowsOf([a.id], LineStatus.shipped),
  );
  await shipped(
    { order: b, number: 2, date: b.documentDate, carrier: 'BRT', goods: 'pallet' },
    await rowsOf([b.id], LineStatus.shipped),
  );
  const c = order(7, 2026);
  await shipped(
    { order: c, number: 1, date: c.documentDate, carrier: 'GLS', invoiced: true },
    await rowsOf([c.id], LineStatus.shipped),
  );

  // November 2026: DDTs to bill with a deferred invoice (orders still in progress).
  const [twice, once, part] = [order(4, 2026), order(12, 2026), order(11, 2026)];
  const rowsOfOrder = async (o: Order) =>
    (
      await tx
        .select()
        .from(documentRows)
        .where(and(eq(documentRows.companyId, companyId), eq(documentRows.documentId, o.id)))
    ).sort((x, y) => x.position - y.position);
  const twiceRows = await rowsOfOrder(twice);
  const onceRows = await rowsOfOrder(once);
  const partRows = await rowsOfOrder(part);
  await shipped({ order: twice, number: 2, date: '2026-11-06', carrier: 'BRT' }, [twiceRows[0]]);
  await shipped({ order: once, number: 3, date: '2026-11-12', carrier: null }, [onceRows[1]]);
  await shipped({ order: twice, number: 4, date: '2026-11-18', carrier: 'GLS', goods: 'pallet' }, [
    twiceRows[1],
  ]);
  await setRow(partRows[0], LineStatus.ready);
  const partial = await list({ order: part, number: 5, date: '2026-11-20', carrier: 'BRT' });
  const halfOf = (row: Row) => new Decimal(row.quantity).div(2).toDecimalPlaces(3).toFixed();
  await label(await item(partial, partRows[0], 0, halfOf(partRows[0])), LabelStatus.applied);

  // Open lists. By SDA, half of the ready order 5/2026's first row, without a label (the first
  // open list: it cannot be confirmed, so the API fuzz keeps it open); the packed order 6/2026.
  const [ready, packed] = [order(5, 2026), order(6, 2026)];
  const readyRows = await rowsOf([ready.id], LineStatus.ready);
  const open = await list({ order: ready, number: null, date: '2026-10-20', carrier: 'SDA' });
  await item(open, readyRows[0], 1, halfOf(readyRows[0]));
  const packing = await list({
    order: packed,
    number: null,
    date: '2026-11-23',
    carrier: 'GLS',
    notes: 'Ritiro previsto in mattinata',
  });
  for (const [i, row] of (await rowsOf([packed.id], LineStatus.packed)).entries()) {
    await label(await item(packing, row, i), i === 0 ? LabelStatus.printed : LabelStatus.to_print);
  }

  await tx.insert(shippingListCounters).values([
    { companyId, year: 2025, lastNumber: 2 },
    { companyId, year: 2026, lastNumber: 5 },
  ]);
}
