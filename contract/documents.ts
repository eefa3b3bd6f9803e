import { z } from 'zod';
import { quantity } from './articles';
import { billingSchema } from './billing';
import { destinationSummary } from './destinations';
import {
  dateRange,
  dateString,
  listQuery,
  optionalDate,
  optionalText,
  optionSchema,
  refId,
  sortOrder,
} from './common';
import {
  DOCUMENT_LANGUAGES,
  ORDER_STATUS,
  ORDER_STATUSES,
  OrderStatus,
  PAYMENT_STATUS,
  PAYMENT_STATUSES,
  PaymentStatus,
  QUOTE_STATUS,
  QUOTE_STATUSES,
  QuoteStatus,
} from './enums';
import { DOCUMENT_TYPES, type DocumentType } from './document-types';
import { sdiDocumentFields, sdiStatusList } from './sdi';
import { BUYER_KINDS } from './buyer-kinds';
import { documentLetterSchema } from './letters-of-intent';
import {
  normalisePaReference,
  paReferenceFields,
  paReferenceRule,
  paReferenceSchema,
} from './public-administration';
import { documentRowInput, documentRowSchema } from './document-rows';

export * from './document-rows';

export {
  COMMERCIAL_TYPES,
  DOCUMENT_TYPES,
  isCommercial,
  type DocumentType,
} from './document-types';
/**
 * Fiscal documents: drafts without a number until issued (`POST /documents/{id}/issue`), then
 * numbered without gaps and locked.
 */
export const FISCAL_TYPES: readonly DocumentType[] = ['invoice', 'credit-note', 'debit-note'];

/** Which status list a type uses: quotes and orders their own, the fiscal ones the payment's. */
export const statusListOf = (type: DocumentType) =>
  type === 'quote' ? QUOTE_STATUS : type === 'order' ? ORDER_STATUS : PAYMENT_STATUS;
/** The status list of a type, as numbers. */
export const statusesOf = (type: DocumentType) => statusListOf(type).map(([id]) => id as number);
/** Where a new document of `type` starts: a quote as a draft, an order to confirm, the others to pay. */
export const firstStatus = (type: DocumentType): number =>
  type === 'quote'
    ? QuoteStatus.draft
    : type === 'order'
      ? OrderStatus.to_confirm
      : PaymentStatus.to_pay;
/** Days a new quote stays valid when no validity date is given (docs/quotes.md). */
export const QUOTE_VALIDITY_DAYS = 30;

const documentType = z.enum(DOCUMENT_TYPES, { error: 'validation.choice' });
const statusNumber = z.coerce
  .number({ error: 'validation.choice' })
  .int()
  .min(0)
  .max(Math.max(...ORDER_STATUSES, ...PAYMENT_STATUSES, ...QUOTE_STATUSES));
/** `3`, `1,2,3` or repeated `status=1&status=2`: a list of distinct statuses. */
const statusList = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .transform((v) =>
    [
      ...new Set(
        String(v)
          .split(',')
          .filter((s) => s.trim() !== ''),
      ),
    ].map(Number),
  )
  .pipe(
    z
      .array(
        z
          .number({ error: 'validation.choice' })
          .int('validation.choice')
          .min(0, 'validation.choice')
          .max(7, 'validation.choice'),
      )
      .min(1, 'validation.choice')
      .max(8, 'validation.choice'),
  );

const documentFields = {
  customer_id: refId,
  reference: optionalText(200),
  description: optionalText(2000, { multiline: true }),
  status: statusNumber.default(0),
  document_date: dateString,
  shipping_date: optionalDate,
  /** An order for an invoice, the corrected invoice for a credit or debit note. */
  related_document_id: refId.nullish().transform((v) => v ?? null),
  /**
   * A credit note with no corrected invoice: why (e.g. a year-end discount on many invoices);
   * without either it is not issued. The XML's Causale says it.
   */
  unlinked_reason: optionalText(200),
  /**
   * The payment term (registry `/payment-terms`) the due dates follow; null: none. Left out:
   * the customer's on create, the stored one on update.
   */
  payment_term_id: z
    .union([refId, z.literal(''), z.null()], { error: 'validation.choice' })
    .optional()
    .transform((v) => (v === '' ? null : v)),
  /**
   * Where the goods go: a delivery destination of the customer (`/customers/{id}/destinations`);
   * null: the billing address. Left out: none on create, the stored one on update.
   */
  destination_id: z
    .union([refId, z.literal(''), z.null()], { error: 'validation.choice' })
    .optional()
    .transform((v) => (v === '' ? null : v)),
  ...paReferenceFields,
  /** A quote's validity date (not before its date); left out: 30 days after it. Others: null. */
  valid_until: optionalDate,
  /** A quote's conditions (delivery, payment, validity terms), printed under its rows. */
  conditions: optionalText(4000, { multiline: true }),
};

/** A quote is valid from its date on: a validity date before it is a 400 on `valid_until`. */
function validityRule(
  doc: { document_date: string; valid_until: string | null },
  ctx: z.RefinementCtx,
) {
  if (doc.valid_until !== null && doc.valid_until < doc.document_date) {
    ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'validation.valid_until' });
  }
}

export const documentInput = z
  .object({
    type: documentType,
    ...documentFields,
    rows: z.array(documentRowInput).max(1000).default([]),
  })
  .overwrite(normalisePaReference)
  .superRefine(paReferenceRule)
  .superRefine(validityRule)
  .superRefine((doc, ctx) => {
    if (!statusesOf(doc.type).includes(doc.status)) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'validation.choice' });
    }
  });
export type DocumentInput = z.input<typeof documentInput>;

/**
 * `PUT /documents/{id}`: the header; the type and number never change. A missing `status` or
 * `related_document_id` keeps the stored one (null clears the link).
 */
export const documentUpdate = z
  .object({
    ...documentFields,
    status: statusNumber.optional(),
    related_document_id: refId.nullish(),
    version: z.coerce.number().int().min(1),
  })
  .overwrite(normalisePaReference)
  .superRefine(paReferenceRule)
  .superRefine(validityRule);

/**
 * `GET /documents/{id}/pdf?locale=`: a language, or `customer` for the customer's own;
 * Italian when left out (spec: the PDF's default locale is `it`).
 */
export const pdfQuery = z.object({
  locale: z.enum([...DOCUMENT_LANGUAGES, 'customer'], { error: 'validation.choice' }).optional(),
});

/** `GET /documents/price/{articleId}?document_id=|customer_id=&quantity=&date=`. */
export const priceQuery = z
  .object({
    document_id: refId.optional(),
    customer_id: refId.optional(),
    quantity: quantity.default('1'),
    date: dateString.optional(),
  })
  .refine((q) => q.document_id !== undefined || q.customer_id !== undefined, {
    path: ['customer_id'],
    message: 'validation.required',
  });

const customerSummary = z.object({ id: z.number(), name: z.string() });
/** On one document: what the show page and the PDF print about the customer. */
const customerDetail = customerSummary.extend({
  registry_code: z.string(),
  vat_number: z.string().nullable(),
  tax_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  references: z.string().nullable(),
  language: z.string(),
  billing: billingSchema,
  /** The buyer's kind for VAT: a public administration's documents take its references. */
  buyer_kind: z.enum(BUYER_KINDS),
});

export const vatSummarySchema = z.object({
  vat_rate: z.string(),
  vat_nature: z.string().nullable(),
  taxable: z.string(),
  vat: z.string(),
});

const documentBase = z.object({
  id: z.number(),
  type: z.enum(DOCUMENT_TYPES),
  /** Null for a draft invoice or note (not issued yet). */
  number: z.number().nullable(),
  /** The numbering series' code ('' the default): "12/D/2026" (`contract/document-series.ts`). */
  series: z.string(),
  year: z.number(),
  /** When the invoice or note was issued; null for drafts and orders. */
  issued_at: z.string().nullable(),
  customer_id: z.number(),
  customer: customerSummary,
  reference: z.string().nullable(),
  description: z.string().nullable(),
  status: z.number(),
  document_date: z.string(),
  shipping_date: z.string().nullable(),
  subtotal: z.string(),
  discount_total: z.string(),
  net_total: z.string(),
  vat_total: z.string(),
  total: z.string(),
  related_document_id: z.number().nullable(),
  unlinked_reason: z.string().nullable(),
  payment_term_id: z.number().nullable(),
  /** The customer's delivery destination; null: the billing address. */
  destination_id: z.number().nullable(),
  ...paReferenceSchema,
  /** Split payment (art. 17-ter DPR 633/72): the customer pays the VAT to the Treasury. */
  split_payment: z.boolean(),
  /** What the customer pays: `total`, less `vat_total` under split payment. */
  amount_due: z.string(),
  valid_until: z.string().nullable(),
  conditions: z.string().nullable(),
  version: z.number(),
  ...sdiDocumentFields,
});
export const documentListItem = documentBase;

/** One instalment of an invoice or note: when it falls due and how much (with VAT). */
export const dueDateSchema = z.object({ due_date: z.string(), amount: z.string() });
export type DocumentDueDate = z.infer<typeof dueDateSchema>;
/** Another document as a link: "Da Ordine 3/2026", "Fatturato con Fattura 12/2026". */
export const documentSummary = z.object({
  id: z.number(),
  type: z.enum(DOCUMENT_TYPES),
  number: z.number().nullable(),
  series: z.string(),
  year: z.number(),
  document_date: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSummary>;
export const documentSchema = documentBase.extend({
  customer: customerDetail,
  /** The destination `destination_id` names, in short; null: the billing address. */
  destination: destinationSummary.nullable(),
  /** The document `related_document_id` names (the order of an invoice...), if any. */
  related_document: documentSummary.nullable(),
  /** The documents that name this one as theirs (the invoice of an order, its notes...). */
  related_by: z.array(documentSummary),
  rows: z.array(documentRowSchema),
  vat_summary: z.array(vatSummarySchema),
  /** Invoices and notes: the instalments from the payment term, date and total (else empty). */
  due_dates: z.array(dueDateSchema),
  /** The statuses the document may move to from its current one (the UI offers only these). */
  allowed_statuses: z.array(z.number()),
  /** The letter of intent its N3.5 rows use (issued) or would use (a draft); else null. */
  letter_of_intent: documentLetterSchema.nullable(),
});
export type SalesDocument = z.infer<typeof documentSchema>;
export type DocumentListItem = z.infer<typeof documentListItem>;

export const DOCUMENT_SORTS = [
  'document_date',
  'number',
  'customer',
  'reference',
  'net_total',
  'total',
  'status',
  'shipping_date',
  'id',
] as const;
export const documentListQuery = listQuery(DOCUMENT_SORTS)
  .extend({
    order: sortOrder('DESC'),
    type: documentType.optional(),
    /** One status, or several: `status=1,2,3` (the dashboards' backlog and late orders). */
    status: statusList.optional(),
    customer_id: refId.optional(),
    /** Documents with at least one row of this article (the dashboards' top articles). */
    article_id: refId.optional(),
    date_from: dateString.optional(),
    date_to: dateString.optional(),
    shipping_from: dateString.optional(),
    shipping_to: dateString.optional(),
    /** `true`: numbered documents (issued invoices and notes, quotes, orders); `false`: drafts. */
    issued: z.enum(['true', 'false'], { error: 'validation.choice' }).optional(),
    /** Invoices and notes by SDI state (`0` to send, `4` rejected ...). */
    sdi_status: sdiStatusList.optional(),
  })
  .refine(...dateRange('date_from', 'date_to'))
  .refine(...dateRange('shipping_from', 'shipping_to'));

export const documentSelects = z.object({
  types: z.array(optionSchema),
  /** The status list of the listed type (orders or payment statuses); both lists follow. */
  statuses: z.array(optionSchema),
  orderStatuses: z.array(optionSchema),
  quoteStatuses: z.array(optionSchema),
  paymentStatuses: z.array(optionSchema),
  sdiStatuses: z.array(optionSchema),
  lineStatuses: z.array(optionSchema),
  vatRates: z.array(optionSchema),
  vatNatures: z.array(optionSchema),
});
export const documentListResponse = z.object({
  items: z.array(documentListItem),
  total: z.number(),
  /** True when a filtered list has more matches than were counted (`total` is the cap). */
  total_capped: z.boolean(),
  selects: documentSelects,
});
/**
 * Read one: `selects` holds the lists that depend on the document (`statuses`, those of its
 * type); the others come from `GET /selects/documents`, cacheable.
 */
export const documentOneResponse = z.object({
  document: documentSchema,
  selects: documentSelects.partial(),
});
export const documentSelectsResponse = z.object({ selects: documentSelects });
export const documentItemResponse = z.object({ item: documentSchema });
/** A row change answers the row and the whole document with its new totals and version. */
export const documentRowResponse = z.object({ item: documentRowSchema, document: documentSchema });
export const reorderResponse = z.object({ rows: z.array(documentRowSchema) });
/** A change of several rows answers the whole document with its new version. */
export const documentRowsResponse = z.object({ document: documentSchema });
export const documentRowParams = z.object({ documentId: refId });

export const priceResponse = z.object({
  item: z.object({
    article_id: z.number(),
    customer_id: z.number(),
    quantity: z.string(),
    date: z.string(),
    price: z.string(),
    source: z.enum(['customer', 'price_list', 'article']),
    list_name: z.string().nullable(),
    description: z.string(),
    unit: z.string(),
    /** The article's VAT treatment fitted to the customer's kind (buyer-kinds.ts). */
    vat_rate: z.string(),
    vat_nature: z.string().nullable(),
  }),
});
