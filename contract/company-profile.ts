import { z } from 'zod';
import { decimalString, optionalCode, optionalText, text } from './common';
import { REGIMI_FISCALI } from './regimi-fiscali';
import { seriesCode } from './document-series';
import {
  isValidIban,
  isValidTaxCode,
  taxCodeProblem,
  isValidVatNumber,
  isValidZip,
} from './validators';

/**
 * The fiscal profile of the active company (`/api/company-profile`): what the letterhead of
 * its PDFs and the CedentePrestatore of its FatturaPA XML say. Rules in docs/e-invoicing.md.
 */

const required = (max: number) =>
  text({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.too_long');

const email = () => optionalCode((v) => z.email().safeParse(v).success, 'validation.email', false);

const province = /^[A-Z]{2}$/;

/** An optional value of `schema`: absent, null and '' (an emptied input) are null. */
const emptyIsNull = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

export const SOLE_SHAREHOLDER = ['SU', 'SM'] as const;
export const LIQUIDATION = ['LN', 'LS'] as const;

const profileFields = z.object({
  name: required(80),
  // Pasted as printed ("IT 01234567897") it is kept without spaces and prefix.
  vat_number: text({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .transform((v) =>
      v
        .toUpperCase()
        .replace(/\s+/g, '')
        .replace(/^IT(?=\d{11}$)/, ''),
    ),
  tax_code: optionalCode(isValidTaxCode, (v) => taxCodeProblem(v) ?? 'validation.tax_code'),
  regime_fiscale: z.enum(REGIMI_FISCALI, { error: 'validation.choice' }),
  address: required(60),
  zip: text({ error: 'validation.required' }).trim().min(1, 'validation.required'),
  city: required(60),
  province: optionalCode((v) => province.test(v), 'validation.province'),
  country: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'validation.country')
    .nullish()
    .transform((v) => v ?? 'IT'),
  rea_office: optionalCode((v) => province.test(v), 'validation.province'),
  rea_number: optionalText(20),
  share_capital: emptyIsNull(decimalString({ scale: 2, integerDigits: 13, min: 0 })),
  sole_shareholder: emptyIsNull(z.enum(SOLE_SHAREHOLDER, { error: 'validation.choice' })),
  liquidation: z.enum(LIQUIDATION, { error: 'validation.choice' }).default('LN'),
  iban: optionalCode(isValidIban, 'validation.iban', true, (v) => v.replace(/\s+/g, '')),
  bank_name: optionalText(80),
  phone: optionalText(40),
  email: email(),
  pec: email(),
  transmitter_country: optionalCode((v) => /^[A-Z]{2}$/.test(v), 'validation.country'),
  transmitter_code: optionalCode((v) => /^[A-Z0-9]{1,28}$/.test(v), 'validation.format'),
  series_invoice: seriesCode,
  series_deferred: seriesCode,
  series_credit_note: seriesCode,
  series_debit_note: seriesCode,
  /** Whether a DDT or an adjustment may take stock below zero (docs/stock.md); absent: kept. */
  allow_negative_stock: z.boolean({ error: 'validation.boolean' }).optional(),
});

type Fields = z.output<typeof profileFields>;

/** The rules across fields: what depends on the country, and the pairs the XML needs whole. */
function crossChecks(v: Fields, ctx: z.RefinementCtx) {
  const fail = (path: keyof Fields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const italian = v.country === 'IT';
  if (italian ? !isValidVatNumber(v.vat_number) : !/^[A-Z0-9]{1,28}$/.test(v.vat_number))
    fail('vat_number', italian ? 'validation.vat_number' : 'validation.format');
  if (italian && !isValidZip(v.zip)) fail('zip', 'validation.zip');
  if (italian && !v.province) fail('province', 'validation.required');
  // IscrizioneREA is all or nothing: office and number together.
  if (v.rea_office && !v.rea_number) fail('rea_number', 'validation.required');
  if (v.rea_number && !v.rea_office) fail('rea_office', 'validation.required');
  if (!v.rea_number && (v.share_capital !== null || v.sole_shareholder !== null))
    fail('rea_number', 'validation.required');
  if (v.transmitter_country && !v.transmitter_code) fail('transmitter_code', 'validation.required');
  if (v.transmitter_code && !v.transmitter_country)
    fail('transmitter_country', 'validation.required');
}

/** PUT body: every field, and the `version` read (optimistic locking: 409 when stale). */
export const companyProfileUpdate = profileFields
  .extend({ version: z.coerce.number().int().min(1) })
  .superRefine(crossChecks);
export type CompanyProfileUpdate = z.input<typeof companyProfileUpdate>;

export const companyProfileSchema = z.object({
  id: z.number(),
  name: z.string(),
  vat_number: z.string().nullable(),
  tax_code: z.string().nullable(),
  regime_fiscale: z.enum(REGIMI_FISCALI).nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  rea_office: z.string().nullable(),
  rea_number: z.string().nullable(),
  share_capital: z.string().nullable(),
  sole_shareholder: z.enum(SOLE_SHAREHOLDER).nullable(),
  liquidation: z.enum(LIQUIDATION),
  iban: z.string().nullable(),
  bank_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  pec: z.string().nullable(),
  transmitter_country: z.string().nullable(),
  transmitter_code: z.string().nullable(),
  series_invoice: z.string(),
  series_deferred: z.string(),
  series_credit_note: z.string(),
  series_debit_note: z.string(),
  allow_negative_stock: z.boolean(),
  version: z.number(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

export const companyProfileResponse = z.object({ item: companyProfileSchema });

/**
 * IdTrasmittente of the XML: the one stored, else the company itself (IT and its VAT number,
 * the usual case of a company sending its own files).
 */
export function transmitterOf(profile: CompanyProfile): { country: string; code: string } | null {
  if (profile.transmitter_country && profile.transmitter_code)
    return { country: profile.transmitter_country, code: profile.transmitter_code };
  return profile.vat_number ? { country: profile.country, code: profile.vat_number } : null;
}
