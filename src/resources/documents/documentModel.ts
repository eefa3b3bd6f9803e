import {
  isCommercial,
  type DocumentRow,
  type DocumentType,
  type SalesDocument,
} from '../../../contract/documents';
import { formatNumber } from '../../../contract/document-series';
import {
  DOCUMENT_LANGUAGES,
  OrderStatus,
  PaymentStatus,
  QuoteStatus,
  SdiStatus,
  selectsOf,
} from '../../../contract/enums';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../contract/messages/locale';
import {
  colourOf,
  ORDER_COLOURS,
  PAYMENT_COLOURS,
  QUOTE_COLOURS,
  type Choice,
} from '../../lib/enumChoices';

/**
 * Pure pieces of the sales documents' screens (their URLs are in paths.ts): statuses
 * (choices, colours, the transitions the server allows), numbers, dates and what a header
 * save sends.
 */

/** `credit-note` -> `credit_note`: the translation-key form of a type. */
export const typeKey = (type: DocumentType) => type.replace('-', '_');

/**
 * Quotes use the quote statuses (0-4), orders the order statuses (0-7), invoices and notes the
 * payment statuses (0-3).
 */
export const statusChoices = (type: DocumentType): Choice<number>[] =>
  (type === 'quote'
    ? selectsOf.quoteStatuses()
    : type === 'order'
      ? selectsOf.orderStatuses()
      : selectsOf.paymentStatuses()) as Choice<number>[];

/** The status a type derives and never stores: an invoice's overdue, a quote's expired. */
const derivedStatus = (type: DocumentType) =>
  type === 'quote' ? QuoteStatus.expired : type === 'order' ? undefined : PaymentStatus.overdue;

/**
 * The status filter's value as the multiple select shows it: the URL may hold one status
 * (`3`, from an older link), a list (`[1, 2, 3]`) or the wire's `"1,2,3"`; none is `[]`.
 */
export function statusFilterValue(value: unknown): number[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : String(value).split(',');
  const numbers = items
    .filter((item) => String(item).trim() !== '')
    .map(Number)
    .filter((n) => Number.isInteger(n));
  return [...new Set(numbers)];
}

export const statusColour = (type: DocumentType, status: number) =>
  colourOf(
    type === 'quote' ? QUOTE_COLOURS : type === 'order' ? ORDER_COLOURS : PAYMENT_COLOURS,
    status,
  );

/** The translation key of a status of `type`, or null when the list has no such value. */
export const statusKey = (type: DocumentType, status: number): string | null =>
  statusChoices(type).find((choice) => choice.id === status)?.name ?? null;

/**
 * What the status select offers: the current status, then only those the server allows
 * from it (`allowed_statuses`), in the list's order. A new document may start anywhere but
 * overdue.
 */
export function statusOptions(
  type: DocumentType,
  current: number | undefined,
  allowed: readonly number[] | undefined,
): Choice<number>[] {
  // Overdue follows from the due dates, expired from the validity: offered only as the status
  // a document already has.
  const all = statusChoices(type).filter(
    (choice) => choice.id !== derivedStatus(type) || choice.id === current,
  );
  if (current === undefined || allowed === undefined) return all;
  return all.filter((choice) => choice.id === current || allowed.includes(choice.id));
}

/**
 * `12/2026`, `3/D/2026`: the document's number in its series and year; `draft` (the translated
 * "(bozza)") for a draft invoice or note, which has no number until it is issued.
 */
export const documentNumber = (
  doc: { number?: number | null; series?: string; year?: number } | undefined,
  draft = '',
) =>
  doc?.number && doc.year
    ? formatNumber({ number: doc.number, series: doc.series, year: doc.year })
    : doc?.number === null
      ? draft
      : '';

/** An invoice or note not issued yet (no number, freely edited). */
export const isDraft = (doc: { type?: string; issued_at?: string | null } | undefined) =>
  doc?.type !== undefined && !isCommercial(doc.type) && !doc.issued_at;

/** An issued invoice or note: locked but for its payment status. */
export const isIssued = (doc: { issued_at?: string | null } | undefined) => Boolean(doc?.issued_at);

/**
 * An issued invoice or note that cannot be edited: all of them but one the SDI rejected,
 * which is corrected under the same number and date, then sent again.
 */
export const isLocked = (
  doc: { issued_at?: string | null; sdi_status?: number | null } | undefined,
) => isIssued(doc) && doc?.sdi_status !== SdiStatus.rejected;

/** A draft's number in a list: "Bozza". */
export const DRAFT_LABEL = 'resources.documents.draft';

/** The words "(bozza)" for a draft's missing number. */
export const DRAFT_NUMBER = 'resources.documents.draft_number';

export { formatDate, today } from '../../lib/dates';

const HEADER_FIELDS = [
  'customer_id',
  'reference',
  'description',
  'status',
  'document_date',
  'shipping_date',
  'related_document_id',
  'unlinked_reason',
  'payment_term_id',
  'destination_id',
  'pa_document_type',
  'pa_document_id',
  'pa_document_date',
  'cig',
  'cup',
  'valid_until',
  'conditions',
  'version',
] as const;

/** What `PUT /documents/{id}` gets: the header and its version, never the rows or totals. */
export function headerPayload(record: Partial<SalesDocument>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of HEADER_FIELDS) {
    const value = record[field];
    if (value !== undefined) out[field] = value === '' ? null : value;
  }
  return out;
}

/** The PDF's language: a catalogue language, or the customer's (Italian when unknown). */
export type PdfChoice = (typeof DOCUMENT_LANGUAGES)[number] | 'customer';
export const PDF_CHOICES: PdfChoice[] = [...DOCUMENT_LANGUAGES, 'customer'];

export function pdfLocale(choice: PdfChoice, customerLanguage: string | null | undefined): Locale {
  if (choice !== 'customer') return choice;
  return isLocale(customerLanguage) ? customerLanguage : DEFAULT_LOCALE;
}

/** What is left to invoice of an order row: its quantity less what invoices bill of it. */
const leftToInvoice = (row: DocumentRow) =>
  Number(row.quantity) - Number(row.invoiced_quantity ?? 0);

/** An order not cancelled with something left to invoice turns into an invoice. */
export const canConvert = (
  doc: (Pick<SalesDocument, 'type' | 'status'> & Partial<Pick<SalesDocument, 'rows'>>) | undefined,
) =>
  doc?.type === 'order' &&
  doc.status !== OrderStatus.cancelled &&
  (doc.rows ?? []).some((row) => leftToInvoice(row) > 0);

/**
 * Some of what is left to invoice of the order is on confirmed DDTs no invoice bills yet: the
 * conversion asks whether to bill it now (citing the DDTs) or leave it to the deferred invoice.
 */
export const hasShippedUnbilled = (doc: Pick<SalesDocument, 'rows'>) =>
  doc.rows.some((row) => Number(row.shipped_unbilled ?? 0) > 0 && leftToInvoice(row) > 0);

/**
 * A quote turns into an order once, unless refused: the order it became names it
 * (`related_by`). An expired one still may (the customer accepted late): `quoteExpired` warns.
 */
export const canConvertQuote = (
  doc: Pick<SalesDocument, 'type' | 'status' | 'related_by'> | undefined,
) =>
  doc?.type === 'quote' &&
  doc.status !== QuoteStatus.refused &&
  !doc.related_by.some((other) => other.type === 'order');

export const quoteExpired = (doc: Pick<SalesDocument, 'type' | 'status'> | undefined) =>
  doc?.type === 'quote' && doc.status === QuoteStatus.expired;

/** A credit or debit note may name the invoice it corrects. */
export const takesRelatedInvoice = (type: DocumentType) =>
  type === 'credit-note' || type === 'debit-note';
