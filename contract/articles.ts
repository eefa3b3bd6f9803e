import { z } from 'zod';
import { barcodeProblem } from './barcode';
import { decimalString, listQuery, optionalCode, optionSchema, refId, text } from './common';
import { configurationSchema } from './configurator';
import { field, recordOf, rulesOf, wire } from './fields';
import {
  LIFECYCLE_STATUS,
  LifecycleStatus,
  PRICING_TYPE,
  PricingType,
  UNITS,
  VAT_NATURES,
  VAT_RATES,
} from './enums';

const ids = <T extends readonly (readonly [number, string])[]>(list: T) => list.map(([id]) => id);
const lifecycle = z.coerce
  .number()
  .int()
  .refine((v) => ids(LIFECYCLE_STATUS).includes(v as never), 'validation.choice');
const pricingType = z.coerce
  .number()
  .int()
  .refine((v) => ids(PRICING_TYPE).includes(v as never), 'validation.choice');

/** Unit prices carry up to 8 decimals (ARCHITECTURE: business rules). */
export const price = decimalString({ scale: 8, min: 0 });
export const quantity = decimalString({ scale: 3, min: 0 });

/**
 * Each field of an article, once: its rule as the form and the API take it (JSON, or form data
 * when an image is sent), how the record answers it, and how a spreadsheet cell holds it. The
 * input, the record, the import's readers and the export's columns all derive from it.
 */
export const ARTICLE_FIELDS = {
  code: field(
    text({ error: 'validation.article_code' })
      .trim()
      .min(1, 'validation.article_code')
      .max(50, 'validation.too_long'),
    wire.text,
  ),
  description: field(
    text({ error: 'validation.description', multiline: true })
      .trim()
      .min(1, 'validation.description')
      .max(500, 'validation.too_long'),
    wire.text,
  ),
  unit: field(z.enum(UNITS, { error: 'validation.choice' }).default('pz'), wire.text, {
    kind: 'choice',
    group: 'unit',
    codes: UNITS.map((code) => [code, code] as const),
  }),
  price: field(price, wire.text, { kind: 'decimal', scale: 8 }),
  vat_rate: field(z.enum(VAT_RATES, { error: 'validation.choice' }).default('22'), wire.text, {
    kind: 'vat_rate',
  }),
  vat_nature: field(
    z
      .union([z.enum(VAT_NATURES, { error: 'validation.choice' }), z.literal(''), z.null()])
      .optional()
      .transform((v) => (v ? v : null)),
    wire.optionalText,
    {
      kind: 'choice',
      group: 'vat_nature',
      codes: VAT_NATURES.map((code) => [code, code.replace('.', '_')] as const),
    },
  ),
  lifecycle_status: field(lifecycle.default(LifecycleStatus.draft), wire.number, {
    kind: 'choice',
    group: 'lifecycle',
    codes: LIFECYCLE_STATUS,
  }),
  pricing_type: field(pricingType.default(PricingType.fixed), wire.number, {
    kind: 'choice',
    group: 'pricing_type',
    codes: PRICING_TYPE,
  }),
  weight: field(
    decimalString({ scale: 3, min: 0 })
      .nullish()
      .transform((v) => v ?? null),
    wire.optionalText,
    { kind: 'decimal', scale: 3 },
  ),
  // The import's rule too (contract/barcode.ts): what the form saves, an export writes and the
  // import reads back. Spaces are dropped (`800 1234 56789 7`).
  barcode: field(
    optionalCode(
      (digits) => barcodeProblem(digits) === null,
      'validation.barcode',
      false,
      (v) => v.replace(/\s/g, ''),
    ),
    wire.optionalText,
    { kind: 'barcode' },
  ),
};
export type ArticleField = keyof typeof ARTICLE_FIELDS;

const articleFields = z.object(rulesOf(ARTICLE_FIELDS));

/** 0 % VAT is legal only with the nature of the transaction (FatturaPA's Natura). */
function natureWithZeroRate(
  article: { vat_rate: string; vat_nature: string | null },
  ctx: z.RefinementCtx,
) {
  if (article.vat_rate === '0' && !article.vat_nature) {
    ctx.addIssue({ code: 'custom', path: ['vat_nature'], message: 'validation.vat_nature' });
  }
}

export const articleInput = articleFields.superRefine(natureWithZeroRate);
export type ArticleInput = z.input<typeof articleInput>;

/** A field the form may leave out: absent keeps what is stored, `''` or null clears it. */
const keptDecimal = (options: { scale: number; integerDigits: number }) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    decimalString({ ...options, min: 0 })
      .nullable()
      .optional(),
  );

/**
 * The stock settings of an article (docs/stock.md), edited with the article's form but not by
 * the spreadsheet import: `stocked` false for a service or an article not kept on the shelf
 * (it has no movements), the minimum below which it is "sotto scorta", and the unit cost the
 * valuation uses (a price: a role without `prices.read` neither sees nor sends it). Each left
 * out keeps what is stored.
 */
export const articleStockFields = {
  stocked: z
    .preprocess(
      (v) => (v === 'true' ? true : v === 'false' ? false : v),
      z.boolean({ error: 'validation.boolean' }),
    )
    .optional(),
  min_stock: keptDecimal({ scale: 3, integerDigits: 11 }),
  cost: keptDecimal({ scale: 8, integerDigits: 12 }),
};
/** `POST /articles`: the article's fields and its stock settings. */
export const articleCreateInput = articleFields
  .extend(articleStockFields)
  .superRefine(natureWithZeroRate);

/**
 * `image` on an update: a file (form data) replaces the picture, `null` or `''` removes it,
 * and its current URL (what a JSON client sends back) or nothing keeps it.
 */
export const articleImage = z
  .union([
    z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'validation.invalid'),
    text().max(1000, 'validation.too_long'),
    z.null(),
  ])
  .optional();
const updateFields = articleFields.extend({
  ...articleStockFields,
  version: z.coerce.number().int().min(1),
  image: articleImage,
});
export const articleUpdate = updateFields.superRefine(natureWithZeroRate);
/** The edit form: its image input holds the picked file (`{rawFile, src}`) until it is sent. */
export const articleEditForm = updateFields
  .extend({ image: z.unknown().optional() })
  .superRefine(natureWithZeroRate);

export const articlePriceInput = z.object({
  list_name: text({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(100, 'validation.too_long'),
  price,
  min_quantity: quantity.default('1'),
});
export const articlePriceSchema = z.object({
  id: z.number(),
  article_id: z.number(),
  list_name: z.string(),
  price: z.string(),
  min_quantity: z.string(),
});

export const articleSchema = z.object({
  id: z.number(),
  ...recordOf(ARTICLE_FIELDS),
  image: z.string().nullable(),
  version: z.number(),
  prices: z.array(articlePriceSchema),
  // Stock (docs/stock.md): the settings, and the counters (read-only).
  stocked: z.boolean(),
  min_stock: z.string().nullable(),
  /** The unit cost; absent for a role without `prices.read`. */
  cost: z.string().nullable().optional(),
  on_hand: z.string(),
  reserved: z.string(),
  /** on_hand − reserved. */
  available: z.string(),
  /** The configurator's definition (docs/configurator.md); null: not configurable. */
  configuration: configurationSchema.nullable().optional(),
  /** In a list searched with `customer_id`: the customer's own code, when `q` matched it. */
  customer_code: z.string().nullable().optional(),
});
export type Article = z.infer<typeof articleSchema>;

export const ARTICLE_SORTS = [
  'code',
  'id',
  'description',
  'price',
  'lifecycle_status',
  'pricing_type',
] as const;
export const articleListQuery = listQuery(ARTICLE_SORTS).extend({
  lifecycle_status: lifecycle.optional(),
  pricing_type: pricingType.optional(),
  /** With `q`: also the articles whose code or description for this customer matches. */
  customer_id: refId.optional(),
  /** `true`: stocked articles with a minimum whose available quantity is below it. */
  below_min: z.enum(['true', 'false'], { error: 'validation.choice' }).optional(),
});

export const articleSelects = z.object({
  lifecycleStatuses: z.array(optionSchema),
  pricingTypes: z.array(optionSchema),
  vatRates: z.array(optionSchema),
  vatNatures: z.array(optionSchema),
  units: z.array(optionSchema),
});
export const articleListResponse = z.object({
  items: z.array(articleSchema),
  total: z.number(),
  /** True when a filtered list has more matches than were counted (`total` is the cap). */
  total_capped: z.boolean(),
  selects: articleSelects,
});
/** Read one: `selects` holds what depends on the record (none); the lists: `GET /selects/articles`. */
export const articleOneResponse = z.object({
  item: articleSchema,
  selects: articleSelects.partial(),
});
export const articleItemResponse = z.object({ item: articleSchema });
export const articleSelectsResponse = z.object({ selects: articleSelects });

export type ArticlePrice = z.infer<typeof articlePriceSchema>;
/** What a form sends for an article price (form data: strings). */
export type ArticlePriceData = z.input<typeof articlePriceInput>;

/** `POST /articles/import` (form data): the file and whether to only look (`preview`) or import. */
export const articleImportBody = z.object({
  file: z.unknown().refine((v) => v instanceof Uint8Array && v.length > 0, 'validation.required'),
  mode: z.enum(['preview', 'commit']).default('preview'),
});
export const articleImportResponse = z.object({
  items: z.array(
    z.object({
      line: z.number(),
      code: z.string(),
      /** `unchanged`: the article is there with these very values; nothing is written. */
      action: z.enum(['create', 'update', 'unchanged', 'error']),
      errors: z.record(z.string(), z.string()).optional(),
    }),
  ),
  summary: z.object({
    rows: z.number(),
    create: z.number(),
    update: z.number(),
    unchanged: z.number(),
    errors: z.number(),
  }),
  selects: articleSelects,
});
