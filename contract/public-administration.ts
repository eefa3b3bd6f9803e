import { z } from 'zod';
import { optionalCode, optionalDate, optionalText } from './common';

/**
 * A public administration's references on a document (docs/e-invoicing.md, "Public
 * administrations"): the PA's own document the sale follows (a purchase order, a contract or
 * an agreement: the XML's DatiOrdineAcquisto, DatiContratto or DatiConvenzione), its date,
 * and the tender code (CIG, art. 25 DL 66/2014: the PA may not pay an invoice without it where
 * the law asks for one) and the project code (CUP, art. 11 L. 3/2003) it gave.
 */
export const PA_DOCUMENT_TYPES = ['order', 'contract', 'agreement'] as const;
export type PaDocumentType = (typeof PA_DOCUMENT_TYPES)[number];

/** CIG: 10 letters or digits (the ANAC tender code). */
export const isValidCig = (value: string) => /^[A-Z0-9]{10}$/.test(value);
/** CUP: 15 letters or digits (the project code of the CUP registry). */
export const isValidCup = (value: string) => /^[A-Z0-9]{15}$/.test(value);

export const paReferenceFields = {
  pa_document_type: z
    .union([z.enum(PA_DOCUMENT_TYPES), z.literal(''), z.null()], { error: 'validation.choice' })
    .optional()
    .transform((v) => (v ? v : null)),
  /** IdDocumento: at most 20 characters (the schema's String20Type). */
  pa_document_id: optionalText(20),
  pa_document_date: optionalDate,
  cig: optionalCode(isValidCig, 'validation.cig', true, (v) => v.replace(/\s+/g, '')),
  cup: optionalCode(isValidCup, 'validation.cup', true, (v) => v.replace(/\s+/g, '')),
};

interface PaReference {
  pa_document_type?: PaDocumentType | null;
  pa_document_id?: string | null;
  pa_document_date?: string | null;
  cig?: string | null;
  cup?: string | null;
}

/**
 * The XML writes a CIG, a CUP or a date inside the block of a PA document, which needs its
 * number: without one, 400 on `pa_document_id`. A number without a type is a purchase order.
 */
export function normalisePaReference<T extends PaReference>(doc: T): T {
  if (doc.pa_document_id && !doc.pa_document_type) return { ...doc, pa_document_type: 'order' };
  return doc;
}

export const paReferenceRule = (doc: PaReference, ctx: z.RefinementCtx) => {
  if (!doc.pa_document_id && (doc.cig || doc.cup || doc.pa_document_date || doc.pa_document_type)) {
    ctx.addIssue({
      code: 'custom',
      path: ['pa_document_id'],
      message: 'validation.pa_document_id',
    });
  }
};

/** The same fields on the wire. */
export const paReferenceSchema = {
  pa_document_type: z.enum(PA_DOCUMENT_TYPES).nullable(),
  pa_document_id: z.string().nullable(),
  pa_document_date: z.string().nullable(),
  cig: z.string().nullable(),
  cup: z.string().nullable(),
};
