import { z } from 'zod';
import { listQuery, optionalCode, optionalText, optionSchema, text } from './common';
import { isValidSdiCode, isValidTaxCode, isValidVatNumber, isValidZip } from './validators';

/**
 * General registry entry (anagrafica): the master record of any party, customer or not.
 * `generalRegInput` validates create and update bodies, in the API and in the forms.
 */
export const generalRegInput = z.object({
  name: text({ error: 'validation.name_required' })
    .trim()
    .min(1, 'validation.name_required')
    .max(200, 'validation.too_long'),
  // Pasted as printed on invoices ("IT 01234567897") it is kept as the 11 digits.
  vat_number: optionalCode(isValidVatNumber, 'validation.vat_number', true, (v) =>
    v.replace(/\s+/g, '').replace(/^IT/, ''),
  ),
  tax_code: optionalCode(isValidTaxCode, 'validation.tax_code'),
  address: optionalText(200),
  zip: optionalCode(isValidZip, 'validation.zip'),
  city: optionalText(100),
  province: optionalCode((v) => /^[A-Z]{2}$/.test(v), 'validation.province'),
  country: text()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'validation.country')
    .nullish()
    .transform((v) => v ?? 'IT'),
  phone: optionalText(40),
  email: optionalCode((v) => z.email().safeParse(v).success, 'validation.email', false),
  pec: optionalCode((v) => z.email().safeParse(v).success, 'validation.email', false),
  sdi_code: optionalCode(isValidSdiCode, 'validation.sdi_code'),
  notes: optionalText(2000, { multiline: true }),
});
export type GeneralRegInput = z.input<typeof generalRegInput>;

/** Update: the same fields plus the `version` the client read (optimistic locking). */
export const generalRegUpdate = generalRegInput.extend({ version: z.coerce.number().int().min(1) });

export const generalRegSchema = z.object({
  id: z.number(),
  name: z.string(),
  vat_number: z.string().nullable(),
  tax_code: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  pec: z.string().nullable(),
  sdi_code: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number(),
});
export type GeneralReg = z.infer<typeof generalRegSchema>;

export const GENERAL_REG_SORTS = [
  'name',
  'id',
  'vat_number',
  'tax_code',
  'city',
  'province',
  'country',
  'phone',
  'email',
] as const;

export const generalRegListQuery = listQuery(GENERAL_REG_SORTS).extend({
  city: text().trim().max(100).optional(),
  province: text().trim().toUpperCase().max(2).optional(),
  country: text().trim().toUpperCase().max(2).optional(),
});
export type GeneralRegListQuery = z.infer<typeof generalRegListQuery>;

export const generalRegSelects = z.object({
  provinces: z.array(optionSchema),
  countries: z.array(optionSchema),
});

export const generalRegListResponse = z.object({
  items: z.array(generalRegSchema),
  total: z.number(),
  selects: generalRegSelects,
});
export const generalRegOneResponse = z.object({
  item: generalRegSchema,
  selects: generalRegSelects,
});
export const generalRegItemResponse = z.object({ item: generalRegSchema });
