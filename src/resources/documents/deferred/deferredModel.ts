import type { DeferredPreviewItem } from '../../../../contract/deferred-invoices';
import { today } from '../documentModel';

/** How many customers one `POST /documents/deferred-invoices` call bills (the progress step). */
export const BATCH_SIZE = 10;

/**
 * The screen's default period, a whole month: up to the 15th, last month (a month's deferred
 * invoices are due by the 15th of the next, DPR 633/1972 art. 21 c. 4), from the 16th on, the
 * current one (the month being closed).
 */
export function defaultPeriod(now = new Date()): { from: string; to: string } {
  const month = now.getDate() <= 15 ? now.getMonth() - 1 : now.getMonth();
  const first = new Date(now.getFullYear(), month, 1);
  const last = new Date(now.getFullYear(), month + 1, 0);
  return { from: today(first), to: today(last) };
}

/** `items` in consecutive batches of `size` (the last one shorter). */
export function batches<T>(items: readonly T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The customers a preview would invoice, in its order, each once (one may have an invoice
 * per month): what the run sends, batch by batch.
 */
export const customersOf = (items: readonly DeferredPreviewItem[]) => [
  ...new Set(items.map((item) => item.customer.id)),
];

/** 0-100: how far a run is, for the progress bar. */
export const percent = (done: number, total: number) =>
  total ? Math.round((done / total) * 100) : 0;
