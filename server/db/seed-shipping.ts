import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import {
  documentRows,
  documents,
  labels,
  shippingItems,
  shippingListCounters,
  shippingLists,
} from './schema';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];
type Row = typeof documentRows.$inferSelect;

/**
 * Shipping lists of one company, consistent with the seeded orders (seed-documents.ts):
 * - 1/2025, confirmed: all rows of the shipped orders 5/2025 and 6/2025 (rows "shipped"),
 *   labels applied;
 * - 1/2026, confirmed: all rows of the shipped order 7/2026, labels applied;
 * - an open list: the packed order 6/2026 (rows "packed", labels to print and printed) and half
 *   of the first row of the ready order 5/2026 (rows "ready"), without a label yet, so that
 *   the list cannot be confirmed until it gets one and the rest of the row is still to ship.
 */
export async function seedShipping(tx: Tx, companyId: number) {
  const orders = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.type, 'order')));
  const order = (number: number, year: number) => {
    const found = orders.find((o) => o.number === number && o.year === year);
    if (!found) throw new Error(`seed: order ${number}/${year} missing`);
    return found;
  };
  const rowsOf = async (ids: number[], status: number) => {
    const rows = await tx
      .update(documentRows)
      .set({ status })
      .where(and(eq(documentRows.companyId, companyId), inArray(documentRows.documentId, ids)))
      .returning();
    return rows.sort((a, b) => a.documentId - b.documentId || a.position - b.position);
  };
  const list = async (values: { number: number | null; date: string; carrier: string }) => {
    const [made] = await tx
      .insert(shippingLists)
      .values({
        companyId,
        year: Number(values.date.slice(0, 4)),
        status: values.number ? 1 : 0,
        notes: values.number ? null : 'Ritiro previsto in mattinata',
        ...values,
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

  const [a, b] = [order(5, 2025), order(6, 2025)];
  const first = await list({ number: 1, date: b.documentDate, carrier: 'BRT' });
  for (const [i, row] of (await rowsOf([a.id, b.id], 4)).entries()) {
    await label(await item(first, row, i), 2);
  }
  const c = order(7, 2026);
  const second = await list({ number: 1, date: c.documentDate, carrier: 'GLS' });
  for (const [i, row] of (await rowsOf([c.id], 4)).entries()) {
    await label(await item(second, row, i), 2);
  }
  const [ready, packed] = [order(5, 2026), order(6, 2026)];
  const readyRows = await rowsOf([ready.id], 2);
  const open = await list({ number: null, date: '2026-10-20', carrier: 'SDA' });
  for (const [i, row] of (await rowsOf([packed.id], 3)).entries()) {
    await label(await item(open, row, i), i === 0 ? 1 : 0);
  }
  const half = new Decimal(readyRows[0].quantity).div(2).toDecimalPlaces(3).toFixed();
  await item(open, readyRows[0], 1, half);

  await tx.insert(shippingListCounters).values([
    { companyId, year: 2025, lastNumber: 1 },
    { companyId, year: 2026, lastNumber: 1 },
  ]);
}
