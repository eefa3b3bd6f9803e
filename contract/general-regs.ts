import { z } from 'zod';
import { listQuery, optionalCode, optionalText, optionSchema, text } from './common';
import { ZIP_MAX, zipError } from './postcodes';
import { isValidSdiCode, isValidTaxCode, taxCodeProblem } from './validators';
import { normaliseVat, vatNumberError } from './vat-formats';

/**
 * General registry entry (anagrafica): the master record of any party, customer or not.
 * `generalRegFields` are its fields one by one; `generalRegInput` adds the rules across
 * fields (`generalRegRules`) and validates create and update bodies, in the API and in the forms.
 */
export const generalRegFields = z.object({
  /** The display name: a company's name; a private person's is made of last and first name. */
  name: text({ error: 'validation.name_required' })
    .trim()
    .max(200, 'validation.too_long')
    .nullish()
    .transform((v) => v ?? ''),
  is_person: z.boolean({ error: 'validation.boolean' }).default(false),
  /**
   * A public administration (school, municipality, hospital...): invoiced as FPA12 to the
   * 6-character office code of the IPA registry in `sdi_code`.
   */
  is_public_administration: z.boolean({ error: 'validation.boolean' }).default(false),
  first_name: optionalText(100),
  last_name: optionalText(100),
  // Checked against the country (`generalRegRules`): here only letters and digits, upper case.
  vat_number: optionalCode(
    (v) => /^[A-Z0-9]{1,30}$/.test(v),
    'validation.vat_number',
    true,
    (v) => v.replace(/[\s.\-/]+/g, ''),
  ),
  tax_code: optionalCode(isValidTaxCode, (v) => taxCodeProblem(v) ?? 'validation.tax_code'),
  address: optionalText(200),
  // Checked against the country (`generalRegRules`): an Italian CAP, or a foreign postcode.
  zip: optionalCode((v) => v.length <= ZIP_MAX, 'validation.zip_foreign'),
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

/** What the rules across fields read: any of the fields may be missing (partial bodies). */
interface Party {
  name?: string;
  is_person?: boolean;
  is_public_administration?: boolean;
  sdi_code?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  vat_number?: string | null;
  tax_code?: string | null;
  zip?: string | null;
  country?: string;
}

/**
 * Normalises across fields: the VAT number without its country's prefix; a private person's
 * display name from last and first name (a company keeps no first and last name).
 */
export function normaliseParty<T extends Party>(party: T): T {
  const country = typeof party.country === 'string' ? party.country : 'IT';
  const next = { ...party };
  if (typeof party.vat_number === 'string')
    next.vat_number = normaliseVat(country, party.vat_number);
  if (party.is_person === true) {
    const full = [party.last_name, party.first_name].filter(Boolean).join(' ');
    if (full) next.name = full;
  } else if (party.is_person === false) {
    next.first_name = null;
    next.last_name = null;
  }
  return next;
}

/**
 * The rules across fields: the VAT number and the postcode in their country's format; a company needs its name;
 * a private person first and last name and, in Italy, a personal tax code.
 * `requireName` is false where the entry may be an existing one named by id (customers).
 */
export function partyIssues(party: Party, requireName = true): Record<string, string> {
  const issues: Record<string, string> = {};
  const country = typeof party.country === 'string' ? party.country : 'IT';
  // A VAT number or tax code refused field by field has its message already.
  if (typeof party.vat_number === 'string' && /^[A-Z0-9]{1,30}$/.test(party.vat_number)) {
    const error = vatNumberError(country, party.vat_number);
    if (error) issues.vat_number = error;
  }
  if (typeof party.zip === 'string' && party.zip.length <= ZIP_MAX) {
    const error = zipError(country, party.zip);
    if (error) issues.zip = error;
  }
  if (party.is_person === true) {
    if (!party.first_name) issues.first_name = 'validation.first_name_required';
    if (!party.last_name) issues.last_name = 'validation.last_name_required';
    const taxCode = party.tax_code;
    if (country === 'IT' && (!taxCode || (isValidTaxCode(taxCode) && taxCode.length !== 16))) {
      issues.tax_code = 'validation.person_tax_code';
    }
  } else if (requireName && !party.name) {
    issues.name = 'validation.name_required';
  }
  Object.assign(issues, recipientIssues(party, country));
  return issues;
}

/**
 * The SDI code by kind of party: a public administration's office code (IPA) has 6
 * characters, any other recipient code 7; a public administration is an Italian body and no
 * private person.
 */
function recipientIssues(party: Party, country: string): Record<string, string> {
  const issues: Record<string, string> = {};
  const pa = party.is_public_administration === true;
  if (pa && party.is_person === true) issues.is_public_administration = 'validation.pa_person';
  else if (pa && country !== 'IT') issues.is_public_administration = 'validation.pa_country';
  const code = party.sdi_code;
  if (typeof code === 'string' && isValidSdiCode(code)) {
    if (pa && code.length !== 6) issues.sdi_code = 'validation.office_code';
    if (!pa && code.length !== 7) issues.sdi_code = 'validation.sdi_code';
  }
  return issues;
}

/** `partyIssues` as a zod refinement (after `normaliseParty`). */
export const generalRegRules =
  (requireName = true) =>
  (party: Party, ctx: z.RefinementCtx) => {
    for (const [path, message] of Object.entries(partyIssues(party, requireName))) {
      ctx.addIssue({ code: 'custom', path: [path], message });
    }
  };

export const generalRegInput = generalRegFields
  .overwrite(normaliseParty)
  .superRefine(generalRegRules());
export type GeneralRegInput = z.input<typeof generalRegInput>;

/** Update: the same fields plus the `version` the client read (optimistic locking). */
export const generalRegUpdate = generalRegFields
  .extend({ version: z.coerce.number().int().min(1) })
  .overwrite(normaliseParty)
  .superRefine(generalRegRules());

export const generalRegSchema = z.object({
  id: z.number(),
  name: z.string(),
  is_person: z.boolean(),
  is_public_administration: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
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
  /** True when a filtered list has more matches than were counted (`total` is the cap). */
  total_capped: z.boolean(),
  selects: generalRegSelects,
});
/** Read one: `selects` holds what depends on the record (none); the lists: `GET /selects/general-regs`. */
export const generalRegOneResponse = z.object({
  item: generalRegSchema,
  selects: generalRegSelects.partial(),
});
export const generalRegSelectsResponse = z.object({ selects: generalRegSelects });
export const generalRegItemResponse = z.object({ item: generalRegSchema });
