import { z } from 'zod';
import { dateRange, dateString, decimalString, optionalText, text } from './common';

/**
 * A habitual exporter's letter of intent (dichiarazione d'intento, art. 1 c.1 lett. c DL
 * 746/1983): the customer declares it will buy up to `amount` without VAT in the period, and
 * the Agenzia delle Entrate's receipt gives it a protocol number and date. Invoices dated in
 * the period go at 0 % N3.5 (art. 8 c.1 lett. c DPR 633/72), cite the protocol and date
 * (AltriDatiGestionali INTENTO) and may not exceed what is left (docs/e-invoicing.md).
 */

/** The receipt's protocol: 17 digits, a hyphen, 6 digits ("21010112345678901-000001"). */
export const PROTOCOL = /^\d{17}-\d{6}$/;

/** Spaces dropped; 23 digits get their hyphen ("21010112345678901000001" is typed as well). */
export const normaliseProtocol = (value: string) => {
  const compact = value.replace(/\s+/g, '');
  return /^\d{23}$/.test(compact) ? `${compact.slice(0, 17)}-${compact.slice(17)}` : compact;
};

/** The part of an amount used above which the product warns (80 %). */
export const PLAFOND_WARNING = 0.8;

/** How far a plafond is taken: ok, past the warning share (80 %), or beyond its amount. */
export const PLAFOND_LEVELS = ['ok', 'warning', 'over'] as const;
export type PlafondLevel = (typeof PLAFOND_LEVELS)[number];

/** A wire amount ("1234.56") in whole cents: compared exactly, never added as floats. */
const cents = (value: string) => Math.round(Number(value) * 100);

/**
 * A letter's plafond with `extra` (what a draft about to be issued adds) counted: the share of
 * its amount used (0..1, for a bar) and the level. The server sends the level with every
 * letter; the SPA uses the same rule for a draft it is editing.
 */
export function plafondOf(amount: string, used: string, extra = '0') {
  const total = cents(amount);
  const taken = cents(used) + cents(extra);
  const share = total > 0 ? Math.min(1, Math.max(0, taken / total)) : 1;
  const level: PlafondLevel = taken > total ? 'over' : share >= PLAFOND_WARNING ? 'warning' : 'ok';
  return { share, level };
}

const letterFields = {
  protocol: text({ error: 'validation.intent_protocol' })
    .trim()
    .transform(normaliseProtocol)
    .refine((v) => PROTOCOL.test(v), 'validation.intent_protocol'),
  /** The date of the Agenzia's receipt: the XML's RiferimentoData. */
  protocol_date: dateString,
  /** The operations it covers: within one calendar year (the letter's year). */
  valid_from: dateString,
  valid_to: dateString,
  /** The amount declared (the plafond this letter may use), more than 0. */
  amount: decimalString({ scale: 2, min: 0 }).refine(
    (v) => Number(v) > 0,
    'validation.intent_amount',
  ),
  /** A letter for one operation: one invoice uses it, no second one. */
  single_operation: z.boolean({ error: 'validation.boolean' }).default(false),
  notes: optionalText(500, { multiline: true }),
};

/** From and to in order, and in the same year: a letter covers one year's purchases. */
const periodRule = (letter: { valid_from?: string; valid_to?: string }, ctx: z.RefinementCtx) => {
  const { valid_from: from, valid_to: to } = letter;
  if (!from || !to || from > to) return;
  if (from.slice(0, 4) !== to.slice(0, 4)) {
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'validation.intent_year' });
  }
};

export const letterOfIntentInput = z
  .object(letterFields)
  .refine(...dateRange('valid_from', 'valid_to'))
  .superRefine(periodRule);
export const letterOfIntentUpdate = z
  .object({ ...letterFields, version: z.coerce.number().int().min(1) })
  .refine(...dateRange('valid_from', 'valid_to'))
  .superRefine(periodRule);
export type LetterOfIntentInput = z.input<typeof letterOfIntentInput>;

export const letterOfIntentSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  protocol: z.string(),
  protocol_date: z.string(),
  valid_from: z.string(),
  valid_to: z.string(),
  amount: z.string(),
  single_operation: z.boolean(),
  notes: z.string().nullable(),
  version: z.number(),
  /** What issued invoices and debit notes citing it take, less its credit notes. */
  used: z.string(),
  /** `amount` less `used` (0 for a single-operation letter once used). */
  left: z.string(),
  /** How many issued documents cite it. */
  documents: z.number(),
  /** `warning` from 80 % of the amount used, `over` past it (plafondOf). */
  level: z.enum(PLAFOND_LEVELS),
});
export type LetterOfIntent = z.infer<typeof letterOfIntentSchema>;

/** On a document: the letter its N3.5 rows use (issued), or would use (a draft). */
export const documentLetterSchema = letterOfIntentSchema
  .pick({
    id: true,
    protocol: true,
    protocol_date: true,
    amount: true,
    used: true,
    left: true,
    level: true,
  })
  .extend({
    /** This document's N3.5 taxable: in `used` once issued, not yet on a draft. */
    this_document: z.string(),
  });
export type DocumentLetter = z.infer<typeof documentLetterSchema>;

export const letterOfIntentListResponse = z.object({ items: z.array(letterOfIntentSchema) });
export const letterOfIntentItemResponse = z.object({ item: letterOfIntentSchema });
