import { z } from 'zod';

/** `{message, errors?}`: the shape of every error the API answers. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof errorSchema>;

export const NO_ACTIVE_COMPANY = 'No active company selected';

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const optionSchema = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });
export type Option = z.infer<typeof optionSchema>;

export const MAX_PER_PAGE = 500;

/** The list query of every resource: `?page=1&perPage=25&sort=name&order=ASC&q=rossi`. */
export function listQuery<const Sort extends readonly [string, ...string[]]>(sortable: Sort) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(25),
    sort: z.enum(sortable).default(sortable[0]),
    order: z
      .string()
      .transform((s) => s.toUpperCase())
      .pipe(z.enum(['ASC', 'DESC']))
      .default('ASC'),
    q: z.string().trim().max(200).optional(),
  });
}

/** Optional text field: empty strings and null become null, so the database keeps NULL. */
export const optionalText = (max: number) =>
  z
    .string()
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
  message: string,
  upper = true,
  normalise: (v: string) => string = (v) => v,
) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? normalise(upper ? v.toUpperCase() : v) : null))
    .refine((v) => v === null || check(v), message);
