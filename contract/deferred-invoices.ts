import { z } from 'zod';
import { namedDocument } from './document-series';
import { dateRange, dateString, MAX_ID, refId } from './common';
import { documentListItem } from './documents';

/**
 * Deferred invoicing (fattura differita, docs/deferred-invoices.md): one draft invoice per
 * customer and calendar month from its confirmed, not yet invoiced DDTs of a period.
 */

/** How many customers one call may name (the screen sends them in batches of ten). */
export const MAX_DEFERRED_CUSTOMERS = 500;
/** The longest period one call may cover, in months. */
export const MAX_DEFERRED_MONTHS = 12;

const customerIds = z
  .array(refId)
  .max(MAX_DEFERRED_CUSTOMERS)
  .transform((ids) => [...new Set(ids)]);
const queryId = z.number().int('validation.invalid').positive('validation.invalid').max(MAX_ID);

/** `customer_ids=1,2,3` in a query string: the ids, or the whole list left out. */
const customerIdsParam = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== '')
      .map(Number),
  )
  .pipe(z.array(queryId).max(MAX_DEFERRED_CUSTOMERS))
  .transform((ids) => [...new Set(ids)]);

/** `GET /documents/deferred-invoices?from=&to=&customer_ids=1,2`: what a call would make. */
export const deferredPreviewQuery = z
  .object({ from: dateString, to: dateString, customer_ids: customerIdsParam.optional() })
  .refine(...dateRange('from', 'to'));

/** `POST /documents/deferred-invoices`: no `customer_ids` (or an empty list) = every customer. */
export const deferredInvoicesBody = z
  .object({ from: dateString, to: dateString, customer_ids: customerIds.optional() })
  .refine(...dateRange('from', 'to'));
export type DeferredInvoicesBody = z.input<typeof deferredInvoicesBody>;

/** A DDT as the preview names it. */
export const deferredDdt = z.object({
  id: z.number(),
  number: z.number(),
  year: z.number(),
  date: z.string(),
});
export type DeferredDdt = z.infer<typeof deferredDdt>;

/**
 * One invoice to make: the customer, the DDTs' calendar month, its DDTs (date and number
 * order), rows and totals, the date it will bear (the month's last day, not after today) and
 * its deadline (the 15th of the next month: art. 21 c.4 lett. a DPR 633/72); `late` once past.
 */
export const deferredPreviewItem = z.object({
  customer: z.object({ id: z.number(), name: z.string() }),
  month: z.string(),
  invoice_date: z.string(),
  deadline: z.string(),
  late: z.boolean(),
  ddts: z.array(deferredDdt),
  /** How many rows the invoice will have (one per DDT item). */
  rows: z.number(),
  net_total: z.string(),
  total: z.string(),
});
export type DeferredPreviewItem = z.infer<typeof deferredPreviewItem>;

/**
 * A DDT in the period with nothing left to bill: invoices of its orders bill its goods
 * already (`invoice`: the newest of them), so no deferred invoice takes it again.
 */
export const settledDdt = z.object({
  ddt: deferredDdt,
  customer: z.object({ id: z.number(), name: z.string() }),
  invoice: namedDocument.nullable(),
});
export type SettledDdt = z.infer<typeof settledDdt>;

export const deferredPreviewResponse = z.object({
  items: z.array(deferredPreviewItem),
  settled: z.array(settledDdt),
  net_total: z.string(),
  total: z.string(),
});
export type DeferredPreview = z.infer<typeof deferredPreviewResponse>;

/** The draft invoices made, as the documents' list shows them, in customer name order. */
export const deferredInvoicesResponse = z.object({ items: z.array(documentListItem) });
export type DeferredInvoicesResult = z.infer<typeof deferredInvoicesResponse>;

/** `GET /documents/{id}/ddts`: the DDTs a (deferred) invoice bills, by date and number. */
export const invoiceDdtsResponse = z.object({ items: z.array(deferredDdt) });
