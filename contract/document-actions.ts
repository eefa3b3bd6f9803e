import { z } from 'zod';
import { dateString } from './common';

/** The bodies of the actions on one document: convert, issue, duplicate. */

/**
 * `POST /documents/{id}/convert`: a quote becomes an order (once: docs/quotes.md), an order
 * becomes an invoice of what is left to invoice of its rows, an invoice gets a credit note (rows copied, link kept); the new document's date
 * is today's when left out. `shipped` says what an order's goods already on a confirmed DDT
 * do: `invoice` bills them citing the DDT (DatiDDT), `defer` leaves them to the deferred
 * invoicing.
 */
export const CONVERSIONS = { order: 'quote', invoice: 'order', 'credit-note': 'invoice' } as const;
export type ConversionType = keyof typeof CONVERSIONS;
export const SHIPPED_CHOICES = ['invoice', 'defer'] as const;
export type ShippedChoice = (typeof SHIPPED_CHOICES)[number];
export const convertBody = z.object({
  type: z
    .enum(['order', 'invoice', 'credit-note'], { error: 'validation.choice' })
    .default('invoice'),
  document_date: dateString.optional(),
  shipped: z.enum(SHIPPED_CHOICES, { error: 'validation.choice' }).default('invoice'),
});

/**
 * `POST /documents/{id}/issue`: numbers and locks a draft invoice or note, dated
 * `document_date` (today when left out). `confirm_late`: the user knows the invoice is past
 * its deadline (issue-deadlines.ts) and issues it anyway; without it a late one is a 409.
 */
export const issueBody = z
  .object({
    document_date: dateString.optional(),
    confirm_late: z.boolean({ error: 'validation.boolean' }).default(false),
  })
  .nullish()
  .transform((v) => ({ confirm_late: false, ...v }));

/**
 * `GET /documents/{id}/issue-number?document_date=`: the number a draft invoice or note would
 * get if issued on that date (its series and year, the series' next number), for the "Emetti"
 * dialog to name it; without a date, on the date the dialog proposes (answered as
 * `document_date`). Issuing decides; this only reads.
 */
export const issueNumberQuery = z.object({ document_date: dateString.optional() });
export const issueNumberResponse = z.object({
  item: z.object({
    number: z.number(),
    series: z.string(),
    year: z.number(),
    document_date: z.string(),
  }),
});

/** `POST /documents/{id}/duplicate`: a new document of the same type, rows copied. */
export const duplicateBody = z
  .object({ document_date: dateString.optional() })
  .nullish()
  .transform((v) => v ?? {});
