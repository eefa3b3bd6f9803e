import { z } from 'zod';
import { idParams, optionalCode, optionalText, text } from './common';
import { ZIP_MAX, zipError } from './postcodes';

/** A text the destination cannot do without ("Magazzino Verona", the street, the city). */
const required = (max: number) =>
  text({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.too_long');

/**
 * A customer's delivery address (destinazione diversa): where a DDT and its labels send the
 * goods instead of the billing address. `POST /customers/{id}/destinations` creates one,
 * `PUT /customers/destinations/{id}` saves one (with `version`).
 */
const destinationFields = {
  /** What staff call the place: "Magazzino Verona". */
  name: required(100),
  address: required(200),
  // Checked against the country (`destinationZipRule`): an Italian CAP, or a foreign postcode.
  zip: optionalCode((v) => v.length <= ZIP_MAX, 'validation.zip_foreign'),
  city: required(100),
  province: optionalCode((v) => /^[A-Z]{2}$/.test(v), 'validation.province'),
  // Empty (a cleared input) or left out: Italy.
  country: z
    .union(
      [
        z.literal(''),
        text()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, 'validation.country'),
      ],
      { error: 'validation.country' },
    )
    .nullish()
    .transform((v) => v || 'IT'),
  phone: optionalText(40),
  /** Delivery notes printed on the DDT and the labels ("scarico 8-12"). */
  notes: optionalText(500, { multiline: true }),
};

/** The postcode in its country's format, as a customer's (contract/postcodes.ts). */
const destinationZipRule = (
  destination: { zip?: string | null; country?: string },
  ctx: z.RefinementCtx,
) => {
  const { zip, country } = destination;
  if (typeof zip !== 'string' || zip.length > ZIP_MAX || typeof country !== 'string') return;
  const error = zipError(country, zip);
  if (error) ctx.addIssue({ code: 'custom', path: ['zip'], message: error });
};

export const destinationInput = z.object(destinationFields).superRefine(destinationZipRule);
export const destinationUpdate = z
  .object({ ...destinationFields, version: z.coerce.number().int().min(1) })
  .superRefine(destinationZipRule);

export const destinationSchema = z.object({
  id: z.number(),
  customer_id: z.number(),
  name: z.string(),
  address: z.string(),
  zip: z.string().nullable(),
  city: z.string(),
  province: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  version: z.number(),
});

/** A document's destination in short: enough to name it on a list or a header. */
export const destinationSummary = destinationSchema.pick({
  id: true,
  name: true,
  address: true,
  zip: true,
  city: true,
  province: true,
  country: true,
});

export const destinationParams = idParams;
export const destinationListResponse = z.object({ items: z.array(destinationSchema) });
export const destinationItemResponse = z.object({ item: destinationSchema });

export type Destination = z.infer<typeof destinationSchema>;
export type DestinationSummary = z.infer<typeof destinationSummary>;
/** What the forms send. */
export type DestinationData = z.input<typeof destinationInput>;
