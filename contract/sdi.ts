import { z } from 'zod';
import { namedDocument } from './document-series';
import { dateRange, dateString } from './common';
import { SDI_STATUSES } from './enums';

/**
 * The SDI side of invoices and notes (docs/e-invoicing.md "SDI state"): the state on the
 * document record, the period's zip of files to send, and the upload of the receipts the SDI
 * sends back.
 */

/** One error of a NotificaScarto's ListaErrori. */
export const sdiErrorSchema = z.object({
  code: z.string(),
  description: z.string(),
  /** Suggerimento: what the SDI suggests, when it says. */
  suggestion: z.string().nullable(),
});
export type SdiError = z.infer<typeof sdiErrorSchema>;

/** On every document record: null state for orders (and drafts); the last file sent. */
export const sdiDocumentFields = {
  sdi_status: z.number().nullable(),
  /** The errors of the last NotificaScarto, while the document is rejected. */
  sdi_error: z.array(sdiErrorSchema).nullable(),
  /** The name of the last FatturaPA file sent (`IT01234567897_0000A.xml`). */
  sdi_file_name: z.string().nullable(),
};

/** `sdi_status=0` or `sdi_status=4,6`: the list filter by SDI state. */
export const sdiStatusList = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .transform((v) => [...new Set(String(v).split(','))].filter((s) => s.trim() !== '').map(Number))
  .pipe(
    z
      .array(
        z
          .number({ error: 'validation.choice' })
          .refine((n) => SDI_STATUSES.includes(n), 'validation.choice'),
      )
      .min(1, 'validation.choice')
      .max(SDI_STATUSES.length, 'validation.choice'),
  );

/** `GET /documents/sdi-export?date_from=&date_to=`: the issued documents of those dates to send. */
export const sdiExportQuery = z
  .object({ date_from: dateString, date_to: dateString })
  .refine(...dateRange('date_from', 'date_to'));

/** How many receipt files one upload may carry (a zip counts as one, its entries are read). */
export const MAX_RECEIPT_FILES = 50;
/** How large one receipt may be: the SDI's are a few kB (a long ListaErrori some tens). */
export const MAX_RECEIPT_BYTES = 1024 * 1024;

const uploaded = z.custom<Uint8Array>(
  (v) => v instanceof Uint8Array && v.length > 0,
  'validation.required',
);
/** `POST /documents/sdi-receipts` (form data): `files`, one or more XML receipts or zips. */
export const sdiReceiptsBody = z.object({
  files: z
    .union([uploaded, z.array(uploaded).min(1).max(MAX_RECEIPT_FILES)], {
      error: 'validation.required',
    })
    .transform((v) => (Array.isArray(v) ? v : [v])),
});

/** The SDI messages read: RicevutaConsegna, NotificaScarto, NotificaMancataConsegna, ... */
export const SDI_RECEIPT_KINDS = ['RC', 'NS', 'MC', 'NE', 'AT', 'DT'] as const;
export type SdiReceiptKind = (typeof SDI_RECEIPT_KINDS)[number];

/**
 * What became of one receipt: `updated` (the state changed), `unchanged` (already known, or
 * nothing to change), `refused` (the document's state does not allow it: e.g. a delivery
 * receipt for a rejected file), `unknown_file` (no document was sent under that name),
 * `unreadable` (not an SDI receipt).
 */
export const SDI_RECEIPT_OUTCOMES = [
  'updated',
  'unchanged',
  'refused',
  'unknown_file',
  'unreadable',
] as const;
export type SdiReceiptOutcome = (typeof SDI_RECEIPT_OUTCOMES)[number];

export const sdiReceiptItem = z.object({
  /** The uploaded file's name (a zip's entry: `archive.zip/entry.xml`). */
  file: z.string(),
  kind: z.enum(SDI_RECEIPT_KINDS).nullable(),
  /** NomeFile: the invoice file the receipt is about. */
  invoice_file: z.string().nullable(),
  outcome: z.enum(SDI_RECEIPT_OUTCOMES),
  document: namedDocument.nullable(),
  /** The document's SDI state after the receipt. */
  sdi_status: z.number().nullable(),
  /** What happened, in the caller's language. */
  message: z.string(),
});
export type SdiReceiptItem = z.infer<typeof sdiReceiptItem>;
export const sdiReceiptsResponse = z.object({
  items: z.array(sdiReceiptItem),
  updated: z.number(),
});
export type SdiReceiptsResponse = z.infer<typeof sdiReceiptsResponse>;

/** What happened to a document on its way to the SDI (`GET /documents/{id}/sdi-history`). */
export const SDI_EVENT_KINDS = ['sent', 'receipt', 'corrected', 'resent'] as const;
export type SdiEventKind = (typeof SDI_EVENT_KINDS)[number];
export const sdiEventSchema = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.enum(SDI_EVENT_KINDS),
  /** `sent`: the file's name; `receipt`: the name of the file it is about. */
  file_name: z.string().nullable(),
  /** `receipt`: RC, NS, MC... */
  receipt: z.enum(SDI_RECEIPT_KINDS).nullable(),
  /** `receipt` NS: the SDI's errors. */
  errors: z.array(sdiErrorSchema).nullable(),
  /** `corrected`: the fields changed (`document_date`, `rows`...), a date with old and new. */
  fields: z.array(z.string()).nullable(),
  date: z.object({ from: z.string(), to: z.string() }).nullable(),
});
export type SdiEvent = z.infer<typeof sdiEventSchema>;
export const sdiHistoryResponse = z.object({ items: z.array(sdiEventSchema) });
