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
import { LABEL_STATUS, LabelStatus, SHIPPING_LIST_STATUS } from './enums';

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

const listFields = {
  date: dateString,
  carrier: optionalText(200),
  notes: optionalText(2000, { multiline: true }),
};
/** `POST /shipping-lists`: an open list, numbered only when confirmed. */
export const shippingListInput = z.object(listFields);
/** `PUT /shipping-lists/{id}`: the header of an open list. */
export const shippingListUpdate = z.object({
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
  carrier: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number(),
  /** How many items and parcels, and the total weight (kg) of the items that give one. */
  item_count: z.number(),
  parcels: z.number(),
  weight: z.string(),
});
export const shippingListItem = listBase;
export const shippingListSchema = listBase.extend({ items: z.array(shippingItemSchema) });
export type ShippingList = z.infer<typeof shippingListSchema>;

export const SHIPPING_LIST_SORTS = ['date', 'number', 'status', 'carrier', 'id'] as const;
export const shippingListQuery = listQuery(SHIPPING_LIST_SORTS)
  .extend({
    order: sortOrder('DESC'),
    status: statusOf(SHIPPING_LIST_STATUS).optional(),
    date_from: dateString.optional(),
    date_to: dateString.optional(),
  })
  .refine(...dateRange('date_from', 'date_to'));

export const shippingSelects = z.object({
  statuses: z.array(optionSchema),
  labelStatuses: z.array(optionSchema),
  lineStatuses: z.array(optionSchema),
  labelFormats: z.array(optionSchema),
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
