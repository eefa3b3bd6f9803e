import { z } from 'zod';

/**
 * Numbering series (sezionali, docs/e-invoicing.md "Numbering series"): an invoice or note is
 * numbered without gaps and in date order within its series and year. The default series has
 * the empty code ("12/2026"); another series prints its code after the number ("12/D/2026"),
 * and that is the `Numero` of the XML. Orders, and drafts until issued, are in the default one.
 */

/** A series code: up to 4 letters or digits, stored upper-case; '' is the default series. */
export const seriesCode = z
  .string({ error: 'validation.format' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{0,4}$/, 'validation.series_code')
  .nullish()
  .transform((v) => v ?? '');

/** The company profile's series, one per kind of fiscal document. */
export const SERIES_FIELDS = [
  'series_invoice',
  'series_deferred',
  'series_credit_note',
  'series_debit_note',
] as const;
export type SeriesField = (typeof SERIES_FIELDS)[number];
export type SeriesProfile = Record<SeriesField, string>;

/**
 * The series a document is issued in: a deferred invoice (one that bills DDTs) in the deferred
 * series, any other in its type's.
 */
export function seriesFor(profile: SeriesProfile, type: string, deferred: boolean): string {
  if (type === 'credit-note') return profile.series_credit_note;
  if (type === 'debit-note') return profile.series_debit_note;
  if (type === 'invoice') return deferred ? profile.series_deferred : profile.series_invoice;
  return '';
}

/** A document as a message or a link names it: "Fattura 3/D/2026". */
export const namedDocument = z.object({
  id: z.number(),
  type: z.string(),
  number: z.number().nullable(),
  series: z.string(),
  year: z.number(),
});

export interface NumberedDocument {
  number: number | null;
  year: number;
  /** Absent for the documents that are always in the default series (orders, DDTs). */
  series?: string;
}

/** The number and series without the year ("12", "12/D"): what labels put before "/2026". */
export const numberInSeries = (doc: { number: number; series?: string }) =>
  doc.series ? `${doc.number}/${doc.series}` : String(doc.number);

/** "12/2026", "12/D/2026"; null for a draft (no number yet). */
export const formatNumber = (doc: NumberedDocument): string | null =>
  doc.number === null ? null : `${numberInSeries({ ...doc, number: doc.number })}/${doc.year}`;

/**
 * A number typed in the search box: "12", "12/2026", "12/D", "12/D/2026" (any case); null
 * when `q` is not one.
 */
export function parseNumber(q: string): { number: number; series?: string; year?: number } | null {
  const match = /^(\d{1,9})(?:\/([A-Za-z0-9]{1,4}))??(?:\/(\d{4}))?$/.exec(q.trim());
  if (!match) return null;
  const [, number, series, year] = match;
  return {
    number: Number(number),
    ...(series !== undefined && { series: series.toUpperCase() }),
    ...(year !== undefined && { year: Number(year) }),
  };
}
