import { z } from 'zod';
import { price, quantity } from './articles';
import { decimalString, jsonRecord, optionalText, refId } from './common';
import { LINE_STATUS, VAT_NATURES, VAT_RATES } from './enums';
import { perLocale } from './messages/locale';

/**
 * A sales document's rows on the wire (contract/documents.ts re-exports them): what a row
 * takes, the bodies that reorder rows or set their line status, and a row as answered.
 */
const lineStatus = z.coerce
  .number({ error: 'validation.choice' })
  .int()
  .refine((v) => LINE_STATUS.some(([id]) => id === v), 'validation.choice');

/** A row discount is a percentage between 0 and 100. */
const discount = decimalString({ scale: 2, integerDigits: 3, min: 0 }).refine(
  (v) => Number(v) <= 100,
  'validation.invalid',
);

export const documentRowInput = z
  .object({
    article_id: refId.nullish().transform((v) => v ?? null),
    /** Empty: the article's description. */
    description: optionalText(1000, { multiline: true }),
    quantity,
    /** Missing: the price the price lookup gives for the document's customer. */
    unit_price: price.nullish().transform((v) => v ?? null),
    /**
     * Whether `unit_price` is the user's own. `false`: the looked-up price (re-looked-up when
     * the quantity, the customer or the date changes); left out: true when a price is sent.
     */
    price_manual: z.boolean({ error: 'validation.invalid' }).optional(),
    discount: discount.default('0'),
    /** Missing: the article's treatment fitted to the buyer's kind (buyer-kinds.ts), else 22. */
    vat_rate: z
      .enum(VAT_RATES, { error: 'validation.choice' })
      .nullish()
      .transform((v) => v ?? null),
    vat_nature: z
      .union([z.enum(VAT_NATURES, { error: 'validation.choice' }), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    status: lineStatus.default(0),
    config: jsonRecord.nullish().transform((v) => v ?? null),
  })
  .superRefine((row, ctx) => {
    if (row.vat_rate === '0' && !row.vat_nature) {
      ctx.addIssue({ code: 'custom', path: ['vat_nature'], message: 'validation.vat_nature' });
    }
  });
export type DocumentRowInput = z.input<typeof documentRowInput>;

/** `PUT /documents/{id}/reorder`: every row id of the document, in the new order. */
export const reorderBody = z.object({ rows: z.array(refId).max(5000) });

/** `PUT /documents/{id}/rows/status`: one line status for some of the document's rows. */
export const rowStatusBody = z.object({
  rows: z.array(refId).min(1, 'validation.required').max(5000),
  status: lineStatus,
});

export const documentRowSchema = z.object({
  id: z.number(),
  document_id: z.number(),
  position: z.number(),
  article_id: z.number().nullable(),
  description: z.string(),
  quantity: z.string(),
  unit_price: z.string(),
  discount: z.string(),
  vat_rate: z.string(),
  vat_nature: z.string().nullable(),
  net_amount: z.string(),
  /** The unit price is the user's own (kept); false: the price lookup's (follows changes). */
  price_manual: z.boolean(),
  status: z.number(),
  config: z.record(z.string(), z.unknown()).nullable(),
  /** The configuration in words, per language (`configurator-summary.ts`); null: none. */
  config_text: z.object(perLocale(() => z.string())).nullable(),
  /**
   * On an order's rows: how much confirmed DDTs ship of it, how much invoices (draft or
   * issued) bill of it, and how much of what is shipped no invoice bills yet. Absent on the
   * rows of other documents.
   */
  shipped_quantity: z.string().optional(),
  invoiced_quantity: z.string().optional(),
  shipped_unbilled: z.string().optional(),
  /** On an invoice's rows: the order row it bills (null: none). */
  order_row_id: z.number().nullable().optional(),
});
export type DocumentRow = z.infer<typeof documentRowSchema>;
