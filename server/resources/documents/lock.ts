import type { z } from 'zod';
import { FISCAL_TYPES, type DocumentType, type documentUpdate } from '../../../contract/documents';
import { conflict, msg } from '../../lib/errors';
import { correctionOpen } from './sdi-state';
import { label } from './links';
import type { DocumentRecord } from './wire';

/** Invoices and notes: drafts until issued, then numbered and locked. Orders are not. */
export const isFiscal = (type: string) => FISCAL_TYPES.includes(type as DocumentType);

/** An issued invoice or note: numbered, dated for good (drafts and orders are not). */
export const isIssued = (doc: Pick<DocumentRecord, 'issuedAt'>) => doc.issuedAt !== null;

/**
 * Whether the document's content is locked: an issued invoice or note (a fiscal record: it is
 * corrected by a credit note, never edited). Its status (payment) still changes. One
 * exception: an invoice the SDI rejected was never received, so it may be corrected and sent
 * again under the same number and date (`sdi-state.ts`).
 */
export const isLocked = (doc: Pick<DocumentRecord, 'issuedAt' | 'sdiStatus'>) =>
  isIssued(doc) && !correctionOpen(doc);

const lockedError = (doc: DocumentRecord) =>
  conflict(msg('documents.issued_locked', { document: label(doc) }));

/** 409 when the document is locked: its rows and header cannot change. */
export function assertEditable(doc: DocumentRecord) {
  if (isLocked(doc)) throw lockedError(doc);
}

/** 409 for any issued document, a rejected one too: its number is given for good. */
export function assertDeletable(doc: DocumentRecord) {
  if (isIssued(doc)) throw lockedError(doc);
}

type HeaderInput = z.output<typeof documentUpdate>;

/** The header fields `input` changes (left out: kept, for the fields that allow it). */
export function changedHeaderFields(doc: DocumentRecord, input: HeaderInput): string[] {
  const kept = <T>(sent: T | undefined, stored: T) => sent === undefined || sent === stored;
  const fields: [string, boolean][] = [
    ['customer_id', input.customer_id === doc.customerId],
    ['reference', input.reference === doc.reference],
    ['description', input.description === doc.description],
    ['document_date', input.document_date === doc.documentDate],
    ['shipping_date', input.shipping_date === doc.shippingDate],
    ['unlinked_reason', input.unlinked_reason === doc.unlinkedReason],
    ['related_document_id', kept(input.related_document_id, doc.relatedDocumentId)],
    ['payment_term_id', kept(input.payment_term_id, doc.paymentTermId)],
    ['destination_id', kept(input.destination_id, doc.destinationId)],
  ];
  return fields.filter(([, same]) => !same).map(([field]) => field);
}

/**
 * A `PUT` of a locked document may change its status only: any other header field sent with a
 * value other than the stored one is a 409 (the same form saved back unchanged is fine).
 */
export function assertHeaderKept(doc: DocumentRecord, input: HeaderInput) {
  if (!isLocked(doc)) return;
  if (changedHeaderFields(doc, input).length) assertEditable(doc);
}
