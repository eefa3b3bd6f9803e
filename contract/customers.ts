import { z } from 'zod';
import { articleSchema, price, quantity } from './articles';
import { billingInput, billingSchema, billingZipRule } from './billing';
import {
  dateRange,
  decimalString,
  listQuery,
  optionalCode,
  optionalDate,
  optionalText,
  optionSchema,
  refId,
  text,
} from './common';
import { destinationSchema } from './destinations';
import { BUYER_KINDS } from './buyer-kinds';
import { DOCUMENT_LANGUAGES } from './enums';
import {
  generalRegFields,
  generalRegRules,
  generalRegSchema,
  normaliseParty,
} from './general-regs';
import { isValidIban } from './validators';

/**
 * A customer is a general registry entry (`general`) plus commercial data. Creating one
 * either links an existing entry (`general.id`) or creates the entry from `general`'s fields;
 * updating sends `general.id` and the entry's fields, saved together.
 */
/** An ABI or CAB code: 5 digits. */
const isBankCode = (v: string) => /^\d{5}$/.test(v);

/** ABI and CAB go together: one without the other is `validation.required` on the missing one. */
function bankPairRule(
  c: { bank_abi: string | null; bank_cab: string | null },
  ctx: z.RefinementCtx,
) {
  if (Boolean(c.bank_abi) === Boolean(c.bank_cab)) return;
  const missing = c.bank_abi ? 'bank_cab' : 'bank_abi';
  ctx.addIssue({ code: 'custom', path: [missing], message: 'validation.required' });
}

const customerFields = {
  registry_code: text({ error: 'validation.registry_code' })
    .trim()
    .min(1, 'validation.registry_code')
    .max(30, 'validation.too_long'),
  credit_limit: z
    .union([z.string(), z.number()], { error: 'validation.credit_limit' })
    .refine((v) => String(v).trim() !== '', 'validation.credit_limit')
    .pipe(decimalString({ scale: 2, min: 0 })),
  /** The id of a payment term of the registry (`/payment-terms`), or none. */
  payment_terms: z
    .union([refId, z.literal(''), z.null()], { error: 'validation.choice' })
    .optional()
    .transform((v) => (v ? v : null)),
  language: z.enum(DOCUMENT_LANGUAGES, { error: 'validation.choice' }).default('it'),
  /** Split payment (art. 17-ter DPR 633/72): public administrations and listed companies. */
  split_payment: z.boolean({ error: 'validation.boolean' }).default(false),
  billing: billingInput.default({
    address: null,
    zip: null,
    city: null,
    province: null,
    country: null,
  }),
  phone: optionalText(40),
  email: optionalCode((v) => z.email().safeParse(v).success, 'validation.email', false),
  iban: optionalCode(isValidIban, 'validation.iban', true, (v) => v.replace(/\s+/g, '')),
  /**
   * The customer's bank for RiBa (banca d'appoggio) when it is not the Italian IBAN's: ABI and
   * CAB, 5 digits each, both or neither (docs/collections.md, "RiBa file").
   */
  bank_abi: optionalCode(isBankCode, 'validation.bank_code'),
  bank_cab: optionalCode(isBankCode, 'validation.bank_code'),
  references: optionalText(500, { multiline: true }),
  notes: optionalText(2000, { multiline: true }),
};

export const customerInput = z
  .object({
    general: generalRegFields
      .partial()
      .extend({ id: refId.optional(), name: generalRegFields.shape.name.optional() })
      .overwrite(normaliseParty)
      .superRefine(generalRegRules(false)),
    ...customerFields,
  })
  .refine((c) => c.general.id !== undefined || Boolean(c.general.name) || c.general.is_person, {
    path: ['general', 'name'],
    message: 'validation.name_required',
  })
  .superRefine(billingZipRule)
  .superRefine(bankPairRule);
export type CustomerInput = z.input<typeof customerInput>;

export const customerUpdate = z
  .object({
    general: generalRegFields
      .extend({ id: refId })
      .overwrite(normaliseParty)
      .superRefine(generalRegRules()),
    ...customerFields,
    version: z.coerce.number().int().min(1),
  })
  .superRefine(billingZipRule)
  .superRefine(bankPairRule);

export const customerPriceInput = z
  .object({
    customer_id: refId,
    article_id: refId,
    price,
    min_quantity: quantity.default('1'),
    valid_from: optionalDate,
    valid_to: optionalDate,
  })
  .refine(...dateRange('valid_from', 'valid_to'));

export const customerArticleInput = z.object({
  customer_id: refId,
  article_id: refId,
  customer_code: optionalText(50),
  description: optionalText(500),
});

const articleSummary = articleSchema.pick({ id: true, code: true, description: true, unit: true });

export const customerPriceSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  article_id: z.number(),
  article: articleSummary,
  price: z.string(),
  min_quantity: z.string(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
});

export const customerArticleSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  article_id: z.number(),
  article: articleSummary,
  customer_code: z.string().nullable(),
  description: z.string().nullable(),
});

export const customerSchema = z.object({
  id: z.number(),
  general: generalRegSchema,
  registry_code: z.string(),
  credit_limit: z.string(),
  payment_terms: z.number().nullable(),
  /** The term `payment_terms` names, for lists and exports. */
  payment_term: z.object({ code: z.string(), description: z.string() }).nullable(),
  /** The buyer's kind for VAT (contract/buyer-kinds.ts), from the entry's country and VAT id. */
  buyer_kind: z.enum(BUYER_KINDS),
  split_payment: z.boolean(),
  language: z.string(),
  billing: billingSchema,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  iban: z.string().nullable(),
  bank_abi: z.string().nullable(),
  bank_cab: z.string().nullable(),
  references: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number(),
  prices: z.array(customerPriceSchema),
  articles: z.array(customerArticleSchema),
  /** Delivery addresses (docs/shipping.md "Delivery destinations"), by name. */
  destinations: z.array(destinationSchema),
});
export type Customer = z.infer<typeof customerSchema>;

export const CUSTOMER_SORTS = [
  'registry_code',
  'id',
  'name',
  'vat_number',
  'city',
  'credit_limit',
] as const;
export const customerListQuery = listQuery(CUSTOMER_SORTS).extend({
  city: text().trim().max(100).optional(),
  province: text().trim().toUpperCase().max(2).optional(),
  payment_terms: refId.optional(),
  language: z.enum(DOCUMENT_LANGUAGES).optional(),
});

export const customerSelects = z.object({
  languages: z.array(optionSchema),
  provinces: z.array(optionSchema),
  countries: z.array(optionSchema),
});
export const customerListResponse = z.object({
  items: z.array(customerSchema.omit({ prices: true, articles: true, destinations: true })),
  total: z.number(),
  /** True when a filtered list has more matches than were counted (`total` is the cap). */
  total_capped: z.boolean(),
  selects: customerSelects,
});
/** Read one: `selects` holds what depends on the record (none); the lists: `GET /selects/customers`. */
export const customerOneResponse = z.object({
  item: customerSchema,
  selects: customerSelects.partial(),
});
export const customerSelectsResponse = z.object({ selects: customerSelects });
export const customerItemResponse = z.object({ item: customerSchema });
export const customerArticleResponse = z.object({ item: customerArticleSchema });

export type CustomerPrice = z.infer<typeof customerPriceSchema>;
export type CustomerArticle = z.infer<typeof customerArticleSchema>;
/** What the forms send (form data: strings). */
export type CustomerPriceData = z.input<typeof customerPriceInput>;
export type CustomerArticleData = z.input<typeof customerArticleInput>;

/**
 * The registry code after `last` (letters then digits): the number plus one, as wide as it
 * was (C0010 -> C0011, C9999 -> C10000); C0001 when there is none.
 */
export function nextRegistryCode(last: string | null): string {
  const [, prefix = 'C', digits = '0000'] = /^([A-Za-z]*)(\d+)$/.exec(last ?? '') ?? [];
  const next = String(BigInt(digits) + 1n).padStart(digits.length, '0');
  return `${prefix}${next}`;
}

/** `GET /customers/next-code`. */
export const nextCodeResponse = z.object({ code: z.string() });
