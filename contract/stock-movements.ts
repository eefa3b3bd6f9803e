import { z } from 'zod';
import {
  dateRange,
  dateString,
  decimalString,
  listQuery,
  optionalText,
  refId,
  sortOrder,
} from './common';

/**
 * Why stock moved (docs/stock.md). `ddt` (a confirmed DDT unloads), `return` (a DDT with
 * causale "return" loads) and `reversal` are written by the server only; the others are the
 * manual adjustments: `count` (an inventory count: the counted quantity is typed and the
 * difference is recorded), `damage`, `initial` (the initial stock, also written by the article
 * import), `other`.
 */
export const STOCK_REASONS = [
  'ddt',
  'return',
  'count',
  'damage',
  'initial',
  'reversal',
  'other',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const MANUAL_STOCK_REASONS = ['count', 'damage', 'initial', 'other'] as const;

/** A quantity of stock: three decimals, signed. */
export const stockQuantity = decimalString({ scale: 3, integerDigits: 11 });
const counted = decimalString({ scale: 3, integerDigits: 11, min: 0 });

const emptyIsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * `POST /stock-movements`: a manual adjustment of one article. With `reason: 'count'` the body
 * gives `counted`, the quantity found on the shelf, and the server records the difference from
 * the on-hand figure it reads under the article's lock; with any other reason `quantity` is the
 * signed movement (+ loads, − unloads), never zero.
 */
export const stockAdjustmentInput = z
  .object({
    article_id: refId,
    date: dateString,
    reason: z.enum(MANUAL_STOCK_REASONS, { error: 'validation.choice' }),
    quantity: z.preprocess(emptyIsUndefined, stockQuantity.nullish()),
    counted: z.preprocess(emptyIsUndefined, counted.nullish()),
    note: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.reason === 'count') {
      if (v.counted === undefined)
        ctx.addIssue({ code: 'custom', path: ['counted'], message: 'validation.required' });
    } else if (v.quantity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.required' });
    } else if (Number(v.quantity) === 0) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.invalid' });
    }
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentInput>;

/** `POST /stock-movements/{id}/reverse`: the day of the reversal (default today), a note. */
export const stockReversalInput = z.object({
  date: dateString.optional(),
  note: optionalText(500),
});

export const stockMovementSchema = z.object({
  id: z.number(),
  article_id: z.number(),
  article: z.object({
    id: z.number(),
    code: z.string(),
    description: z.string(),
    unit: z.string(),
  }),
  date: z.string(),
  quantity: z.string(),
  reason: z.enum(STOCK_REASONS),
  note: z.string().nullable(),
  shipping_list_id: z.number().nullable(),
  /** The DDT, named by its number (a movement comes only from a confirmed one). */
  shipping_list: z
    .object({ id: z.number(), number: z.number().nullable(), year: z.number() })
    .nullable(),
  reverses_id: z.number().nullable(),
  /** The movement that reverses this one, if any (at most one). */
  reversed_by: z.number().nullable(),
  user_id: z.number().nullable(),
  /** Who recorded it (e-mail), null for an imported or seeded one. */
  user: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

export const STOCK_MOVEMENT_SORTS = ['date', 'id', 'quantity', 'reason'] as const;
export const stockMovementQuery = listQuery(STOCK_MOVEMENT_SORTS)
  .extend({
    order: sortOrder('DESC'),
    article_id: refId.optional(),
    reason: z.enum(STOCK_REASONS, { error: 'validation.choice' }).optional(),
    date_from: dateString.optional(),
    date_to: dateString.optional(),
    shipping_list_id: refId.optional(),
  })
  .refine(...dateRange('date_from', 'date_to'));

export const stockMovementListResponse = z.object({
  items: z.array(stockMovementSchema),
  total: z.number(),
  /** True when the filtered list has more matches than were counted (`total` is the cap). */
  total_capped: z.boolean(),
});
export const stockMovementOneResponse = z.object({ item: stockMovementSchema });

/** `GET /stock-valuation?date=`: what the shelf held at the end of `date` (default today). */
export const stockValuationQuery = z.object({ date: dateString.optional() });
export const stockValuationLine = z.object({
  article_id: z.number(),
  code: z.string(),
  description: z.string(),
  unit: z.string(),
  quantity: z.string(),
  /** The article's unit cost; null: not valued (no cost). */
  cost: z.string().nullable(),
  /** quantity × cost, two decimals; null without a cost. */
  stock_value: z.string().nullable(),
});
export const stockValuationResponse = z.object({
  date: z.string(),
  items: z.array(stockValuationLine),
  /** The sum of the lines' values (those without a cost count nothing). */
  total_value: z.string(),
});
export type StockValuation = z.infer<typeof stockValuationResponse>;

/** `POST /stock-movements/import` (form data): the initial stock file, previewed or imported. */
export const stockImportBody = z.object({
  file: z.unknown().refine((v) => v instanceof Uint8Array && v.length > 0, 'validation.required'),
  mode: z.enum(['preview', 'commit']).default('preview'),
});
export const stockImportResponse = z.object({
  items: z.array(
    z.object({
      line: z.number(),
      code: z.string(),
      /** `move`: an `initial` movement of `quantity` sets the file's figure; `unchanged`: it is. */
      action: z.enum(['move', 'unchanged', 'error']),
      quantity: z.string().optional(),
      errors: z.record(z.string(), z.string()).optional(),
    }),
  ),
  summary: z.object({
    rows: z.number(),
    move: z.number(),
    unchanged: z.number(),
    errors: z.number(),
  }),
});
