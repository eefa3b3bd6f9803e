import { z } from 'zod';
import {
  dateRange,
  dateString,
  decimalString,
  listQuery,
  optionalText,
  optionSchema,
  refId,
  sortOrder,
  text,
} from './common';
import {
  CARRIAGE,
  LABEL_STATUS,
  LabelStatus,
  SHIPPING_LIST_STATUS,
  TRANSPORT_BY,
  TRANSPORT_REASONS,
} from './enums';

/**
 * Allowed label changes (docs/shipping.md): printed after "to print", applied after printed;
 * any label but a voided one may be voided; voided is final (a new label replaces it).
 */
export const LABEL_TRANSITIONS: Record<number, readonly number[]> = {
  [LabelStatus.to_print]: [LabelStatus.printed, LabelStatus.voided],
  [LabelStatus.printed]: [LabelStatus.applied, LabelStatus.voided],
  [LabelStatus.applied]: [LabelStatus.voided],
  [LabelStatus.voided]: [],
};

/** Label page formats: 100 x 150 mm thermal roll (default), A6, A4 sheet of four (A6 each). */
export const LABEL_FORMATS = ['thermal', 'a6', 'a4'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
/** Parcels per item: each parcel gets a label page (and an SSCC serial of two digits). */
export const MAX_PARCELS = 99;
/** Labels per bulk call (status change or one PDF). */
export const MAX_BULK_LABELS = 1000;

const statusOf = (list: readonly (readonly [number, string])[]) =>
  z.coerce
    .number({ error: 'validation.choice' })
    .int()
    .refine((v) => list.some(([id]) => id === v), 'validation.choice');
export const labelStatus = statusOf(LABEL_STATUS);

/** A shipped quantity: more than zero, three decimals at most. */
const shippedQuantity = decimalString({ scale: 3, min: 0 }).refine(
  (v) => Number(v) > 0,
  'validation.invalid',
);
/** Kilograms, optional. */
const weight = decimalString({ scale: 3, integerDigits: 7, min: 0 })
  .nullish()
  .transform((v) => v ?? null);
const parcels = z.coerce
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(1, 'validation.invalid')
  .max(MAX_PARCELS, 'validation.invalid');

/** An optional reference in a body: empty string and null become null. */
const optionalRef = z
  .union([refId, z.literal(''), z.null()], { error: 'validation.choice' })
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));
/** A reference that may be left out (keep what is stored) or cleared with null or ''. */
const keptRef = z
  .union([refId, z.literal(''), z.null()], { error: 'validation.choice' })
  .optional()
  .transform((v) => (v === '' ? null : v));
const code = <T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.enum(values, { error: 'validation.choice' }).default(fallback);
/** Date and time with an offset (ISO 8601), or null. */
const instant = z
  .union([z.iso.datetime({ offset: true, error: 'validation.date' }), z.literal(''), z.null()], {
    error: 'validation.date',
  })
  .optional()
  .transform((v) => (v ? new Date(v).toISOString() : null));
/** An optional decimal: empty string and null become null. */
const optionalDecimal = (options: { scale: number; integerDigits: number }) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    decimalString({ ...options, min: 0 }).nullable(),
  );

const listFields = {
  date: dateString,
  /** The place of delivery: a destination of the customer; null: its billing address. */
  destination_id: keptRef,
  transport_reason: code(TRANSPORT_REASONS, 'sale'),
  carriage: code(CARRIAGE, 'paid'),
  transport_by: code(TRANSPORT_BY, 'carrier'),
  /** Registry `carriers`; needed at confirmation when the transport is by carrier. */
  carrier_id: optionalRef,
  goods_appearance: optionalText(100),
  /** Kilograms, packaging included; null: the items' weights summed. */
  gross_weight: optionalDecimal({ scale: 3, integerDigits: 7 }),
  transport_start: instant,
  /** Cash on delivery (contrassegno), euro. */
  cod_amount: optionalDecimal({ scale: 2, integerDigits: 12 }),
  notes: optionalText(2000, { multiline: true }),
};
/**
 * `POST /shipping-lists`: an open DDT, numbered only when confirmed. `customer_id` may wait:
 * the first item sets it.
 */
export const shippingListInput = z.object({ customer_id: keptRef, ...listFields });
/**
 * `PUT /shipping-lists/{id}`: the header of an open DDT. `customer_id` and `destination_id`
 * left out keep what is stored; the customer changes only while the list has no items.
 */
export const shippingListUpdate = z.object({
  customer_id: keptRef,
  ...listFields,
  version: z.coerce.number().int().min(1),
});

/** `POST /shipping-lists/{id}/item`: a quantity of one order row, in parcels. */
export const shippingItemInput = z.object({
  document_row_id: refId,
  quantity: shippedQuantity,
  parcels: parcels.default(1),
  weight,
});
/** `PUT /shipping-lists/item/{id}`: the row stays, the rest may change. */
export const shippingItemUpdate = shippingItemInput.omit({ document_row_id: true });

/** `PUT /documents/labels/{id}`. */
export const labelStatusBody = z.object({ status: labelStatus });
/** `PUT /documents/labels/status`: one status for many labels, all or nothing. */
export const bulkLabelStatusBody = z.object({
  ids: z.array(refId).min(1, 'validation.required').max(MAX_BULK_LABELS),
  status: labelStatus,
});

const format = z.enum(LABEL_FORMATS, { error: 'validation.choice' }).default('thermal');
/** `GET /documents/labels/{id}/pdf?format=`. */
export const labelPdfQuery = z.object({ format });
/** `GET /documents/labels/pdf?ids=1,2,3&format=`: several labels as one PDF. */
export const labelsPdfQuery = z.object({
  ids: z
    .string({ error: 'validation.required' })
    .transform((v) =>
      v
        .split(',')
        .filter((part) => part.trim() !== '')
        .map(Number),
    )
    .pipe(
      z
        .array(z.number().int('validation.invalid').positive('validation.invalid'))
        .min(1, 'validation.required')
        .max(MAX_BULK_LABELS),
    ),
  format,
});

export const labelSchema = z.object({
  id: z.number(),
  shipping_item_id: z.number(),
  shipping_list_id: z.number(),
  status: z.number(),
});
export type Label = z.infer<typeof labelSchema>;

export const shippingItemSchema = z.object({
  id: z.number(),
  shipping_list_id: z.number(),
  document_row_id: z.number(),
  quantity: z.string(),
  parcels: z.number(),
  weight: z.string().nullable(),
  label: z.object({ id: z.number(), status: z.number() }).nullable(),
  // What the grid shows about the row (read-only).
  document_id: z.number(),
  order_number: z.number(),
  order_year: z.number(),
  customer: z.object({ id: z.number(), name: z.string() }),
  article_code: z.string().nullable(),
  description: z.string(),
  row_quantity: z.string(),
});
export type ShippingItem = z.infer<typeof shippingItemSchema>;

const listBase = z.object({
  id: z.number(),
  number: z.number().nullable(),
  year: z.number(),
  date: z.string(),
  status: z.number(),
  /** The recipient (one per DDT); null only for an empty list not yet addressed. */
  customer_id: z.number().nullable(),
  customer: z.object({ id: z.number(), name: z.string() }).nullable(),
  destination_id: z.number().nullable(),
  transport_reason: z.string(),
  carriage: z.string(),
  transport_by: z.string(),
  carrier_id: z.number().nullable(),
  /** The carrier's name (read-only). */
  carrier: z.string().nullable(),
  goods_appearance: z.string().nullable(),
  gross_weight: z.string().nullable(),
  transport_start: z.string().nullable(),
  cod_amount: z.string().nullable(),
  notes: z.string().nullable(),
  /** The deferred invoice that bills the DDT (number null while it is a draft). */
  invoice: z
    .object({
      id: z.number(),
      number: z.number().nullable(),
      series: z.string(),
      year: z.number(),
      document_date: z.string(),
    })
    .nullable(),
  version: z.number(),
  /** How many items and parcels, and the total weight (kg) of the items that give one. */
  item_count: z.number(),
  parcels: z.number(),
  weight: z.string(),
});
export const shippingListItem = listBase;
export const shippingListSchema = listBase.extend({ items: z.array(shippingItemSchema) });
export type ShippingList = z.infer<typeof shippingListSchema>;

export const SHIPPING_LIST_SORTS = [
  'date',
  'number',
  'status',
  'customer',
  'carrier',
  'id',
] as const;
export const shippingListQuery = listQuery(SHIPPING_LIST_SORTS)
  .extend({
    order: sortOrder('DESC'),
    status: statusOf(SHIPPING_LIST_STATUS).optional(),
    date_from: dateString.optional(),
    date_to: dateString.optional(),
    customer_id: refId.optional(),
    /** `true`: confirmed DDTs billed by an invoice; `false`: confirmed ones still to bill. */
    invoiced: z.enum(['true', 'false'], { error: 'validation.choice' }).optional(),
  })
  .refine(...dateRange('date_from', 'date_to'));

export const shippingSelects = z.object({
  statuses: z.array(optionSchema),
  labelStatuses: z.array(optionSchema),
  lineStatuses: z.array(optionSchema),
  labelFormats: z.array(optionSchema),
  transportReasons: z.array(optionSchema),
  carriages: z.array(optionSchema),
  transportBy: z.array(optionSchema),
});
export const shippingListResponse = z.object({
  items: z.array(shippingListItem),
  total: z.number(),
  selects: shippingSelects,
});
export const shippingListOneResponse = z.object({
  item: shippingListSchema,
  selects: shippingSelects,
});
export const shippingListItemResponse = z.object({ item: shippingListSchema });
/** An item change answers the item and the whole list (its totals and version). */
export const shippingItemResponse = z.object({
  item: shippingItemSchema,
  shipping_list: shippingListSchema,
});
export const labelResponse = z.object({ item: labelSchema });
export const labelsResponse = z.object({ items: z.array(labelSchema) });

/** `GET /shipping-lists/{id}/candidates?q=`: order rows that can still be shipped. */
export const candidatesQuery = z.object({
  q: text().trim().max(200).optional(),
  document_id: refId.optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(500).default(50),
});
export const candidateSchema = z.object({
  document_row_id: z.number(),
  document_id: z.number(),
  order_number: z.number(),
  order_year: z.number(),
  order_reference: z.string().nullable(),
  customer: z.object({ id: z.number(), name: z.string() }),
  /** The order's place of delivery (null: the billing address). */
  destination_id: z.number().nullable(),
  article_code: z.string().nullable(),
  description: z.string(),
  status: z.number(),
  quantity: z.string(),
  /** On shipping lists already (open or confirmed). */
  allocated: z.string(),
  left: z.string(),
});
export const candidatesResponse = z.object({
  items: z.array(candidateSchema),
  total: z.number(),
});
export type Candidate = z.infer<typeof candidateSchema>;
