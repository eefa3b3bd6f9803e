import type { DeferredPreviewItem } from '../../../../contract/deferred-invoices';
import { today } from '../documentModel';

/** How many customers one `POST /documents/deferred-invoices` call bills (the progress step). */
export const BATCH_SIZE = 10;

/** The screen's default period: the whole of last month. */
export function lastMonth(now = new Date()): { from: string; to: string } {
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  return { from: today(first), to: today(last) };
}

/** `items` in consecutive batches of `size` (the last one shorter). */
export function batches<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The customers a preview would invoice, in its order: what the run sends, batch by batch. */
export const customersOf = (items: readonly DeferredPreviewItem[]) =>
  items.map((item) => item.customer.id);

/** 0-100: how far a run is, for the progress bar. */
export const percent = (done: number, total: number) =>
  total ? Math.round((done / total) * 100) : 0;
