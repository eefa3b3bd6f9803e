import { z } from 'zod';
import { dateString, optionalCode, text } from './common';
import { isValidBic, isValidIban } from './validators';

/**
 * A customer's SEPA direct-debit mandate (docs/collections.md, "Mandates"): the reference
 * (unique in the company), the day the debtor signed it, the scheme (CORE for consumers and
 * businesses, B2B for businesses only), recurrent or one-off, the debtor's account. A SEPA
 * batch collects MP19-MP21 instalments of customers with a mandate that is not revoked.
 */
export const SDD_SCHEMES = ['CORE', 'B2B'] as const;
export type SddSchemeCode = (typeof SDD_SCHEMES)[number];

/** EPC: up to 35 of letters, digits and `+ ? / - : ( ) . , '` and space. */
export const MANDATE_REFERENCE = /^[A-Za-z0-9+?/\-:().,' ]{1,35}$/;

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const sddMandateInput = z.object({
  reference: text({ error: 'validation.mandate_reference' })
    .trim()
    .refine((v) => MANDATE_REFERENCE.test(v), 'validation.mandate_reference'),
  signature_date: dateString,
  scheme: z.enum(SDD_SCHEMES, { error: 'validation.choice' }),
  recurrent: z.boolean({ error: 'validation.boolean' }).default(true),
  iban: text({ error: 'validation.iban' })
    .transform(compact)
    .refine(isValidIban, 'validation.iban'),
  bic: optionalCode(isValidBic, 'validation.bic', true, compact),
});
export type SddMandateInput = z.input<typeof sddMandateInput>;
export const sddMandateUpdate = sddMandateInput.extend({ version: z.coerce.number().int().min(1) });

export const sddMandateSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  reference: z.string(),
  signature_date: z.string(),
  scheme: z.enum(SDD_SCHEMES),
  recurrent: z.boolean(),
  iban: z.string(),
  bic: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Collections presented with it (the next one is RCUR once there is one). */
  collections: z.number(),
  version: z.number(),
});
export type SddMandate = z.infer<typeof sddMandateSchema>;

export const sddMandateListResponse = z.object({ items: z.array(sddMandateSchema) });
export const sddMandateItemResponse = z.object({ item: sddMandateSchema });

/** `POST /sdd-mandates/{id}/revoke`: the debtor revoked it on `date`; it collects no more. */
export const revokeMandateBody = z.object({ date: dateString, version: z.coerce.number().int() });
