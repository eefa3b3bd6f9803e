import { z } from 'zod';
import { MAX_PER_PAGE } from './constants';
import { MAX_JSON_DEPTH, hasForbiddenCharacters, isStorableJson, jsonDepth } from './validators';

export { MAX_PER_PAGE, NO_ACTIVE_COMPANY } from './constants';

/** The `code` of a 400 whose message only says to look at the fields: the reasons are `errors`. */
export const INVALID_INPUT = 'invalid_input';

/**
 * `{message, errors?, code?}`: the shape of every error the API answers. `code` is set on the
 * 400 of `INVALID_INPUT` only, so that a screen showing none of the fields can show their
 * reasons instead of "check the highlighted fields".
 */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  code: z.literal(INVALID_INPUT).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** The largest id PostgreSQL's `integer` holds: a larger one is a 400, not a database error. */
export const MAX_ID = 2_147_483_647;

/**
 * Every text the API takes (bodies, form fields, query strings): refuses NUL and the other
 * control characters, DEL and lone surrogates with `validation.control_characters`; tab and
 * line breaks only when `multiline`. A z.string(): chain `.trim().max()` as usual.
 */
export const text = (options: { multiline?: boolean; error?: string } = {}) =>
  z
    .string(options.error ? { error: options.error } : undefined)
    .refine((v) => !hasForbiddenCharacters(v, options.multiline), 'validation.control_characters');

/**
 * Free-form JSON kept as it is (jsonb): every key and text checked like `text({multiline})`,
 * the nesting bounded (PostgreSQL refuses NUL in jsonb and runs out of stack on deep values).
 */
export const jsonRecord = z
  .record(text(), z.unknown())
  // Depth first: the text check walks the whole value, which only a bounded one may ask.
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (jsonDepth(v) > MAX_JSON_DEPTH) fail('validation.json_depth');
    else if (!isStorableJson(v)) fail('validation.control_characters');
  });

export const idParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const optionSchema = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });
export type Option = z.infer<typeof optionSchema>;

/** `order=asc` or `desc`, in any case; `fallback` when absent. */
export const sortOrder = (fallback: 'ASC' | 'DESC') =>
  z
    .string()
    .transform((s) => s.toUpperCase())
    .pipe(z.enum(['ASC', 'DESC']))
    .default(fallback);

/** The list query of every resource: `?page=1&perPage=25&sort=name&order=ASC&q=rossi`. */
export function listQuery<const Sort extends readonly [string, ...string[]]>(sortable: Sort) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(25),
    sort: z.enum(sortable).default(sortable[0]),
    order: sortOrder('ASC'),
    q: text().trim().max(200).optional(),
  });
}

/** Optional text field: empty strings and null become null, so the database keeps NULL. */
export const optionalText = (max: number, options: { multiline?: boolean } = {}) =>
  text(options)
    .trim()
    .max(max, 'validation.too_long')
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * Optional code that must pass `check` when present, after trimming, upper-casing (unless
 * `upper` is false) and `normalise` (e.g. dropping spaces and a country prefix).
 */
export const optionalCode = (
  check: (v: string) => boolean,
  message: string | ((v: string) => string),
  upper = true,
  normalise: (v: string) => string = (v) => v,
) =>
  text()
    .trim()
    .nullish()
    .transform((v) => (v ? normalise(upper ? v.toUpperCase() : v) : null))
    .refine(
      (v) => v === null || check(v),
      typeof message === 'string' ? message : { error: (issue) => message(String(issue.input)) },
    );

/**
 * A decimal on the wire: a string like "1234.50" (never a float). Accepts a number too, and
 * the Italian decimal comma ("1234,50"), and answers the canonical dot form.
 */
export const decimalString = (options: { scale: number; integerDigits?: number; min?: number }) => {
  const digits = options.integerDigits ?? 12;
  const pattern = new RegExp(`^-?\\d{1,${digits}}(\\.\\d{1,${options.scale}})?$`);
  return z
    .union([z.string(), z.number()], { error: 'validation.decimal' })
    .transform((v) => String(v).trim().replace(',', '.'))
    .superRefine((v, ctx) => {
      if (pattern.test(v)) return;
      // A number all the same: say which part is too long (99999999999999 is not a typo).
      const [, whole, fraction = ''] = /^-?(\d+)(?:\.(\d+))?$/.exec(v) ?? [];
      const [message, params] =
        whole === undefined
          ? ['validation.decimal', undefined]
          : whole.length > digits
            ? ['validation.decimal_digits', { digits }]
            : fraction.length > options.scale
              ? ['validation.decimal_scale', { scale: options.scale }]
              : ['validation.decimal', undefined];
      ctx.addIssue({ code: 'custom', message, ...(params && { params }) });
    })
    .refine(
      (v) => options.min === undefined || Number(v) >= options.min,
      // Only 0 and above, or more than zero (an amount received).
      options.min !== undefined && options.min > 0 ? 'validation.positive' : 'validation.min_value',
    );
};

/** A calendar date on the wire: `YYYY-MM-DD`. */
export const dateString = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  // A real day: 2026-02-30 does not round-trip (JavaScript would read it as 2 March).
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    // Year 0 does not exist for PostgreSQL either.
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().slice(0, 10) === v &&
      !v.startsWith('0000')
    );
  }, 'validation.date');

/** Optional date: empty strings and null become null. */
export const optionalDate = z
  .union([dateString, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

/**
 * A range of dates: `to` on or after `from` when both are given, else `validation.date_range`
 * on `to`. Spread into `.refine(...dateRange('date_from', 'date_to'))`.
 */
export const dateRange = <F extends string, T extends string>(
  from: F,
  to: T,
): [(range: { [K in F | T]?: string | null }) => boolean, { path: T[]; message: string }] => [
  (range) => !range[from] || !range[to] || range[from] <= range[to],
  { path: [to], message: 'validation.date_range' },
];

/** A positive integer id in a body (form data sends it as a string). */
export const refId = z.coerce
  .number({ error: 'validation.required' })
  .int()
  .positive('validation.required')
  .max(MAX_ID);

/** A document named in an answer ("Fattura 12/2026" on the screen): its id and number parts. */
export const documentRefSchema = z.object({
  id: z.number(),
  type: z.string(),
  number: z.number().nullable(),
  series: z.string(),
  year: z.number(),
});
