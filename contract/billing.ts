import { z } from 'zod';
import { optionalCode, optionalText } from './common';
import { ZIP_MAX, zipError } from './postcodes';

/** A customer's billing address, as saved (every part optional). */
export const billingInput = z.object({
  address: optionalText(200),
  // Checked against the country (`billingZipRule`): the billing one, else the entry's.
  zip: optionalCode((v) => v.length <= ZIP_MAX, 'validation.zip_foreign'),
  city: optionalText(100),
  province: optionalCode((v) => /^[A-Z]{2}$/.test(v), 'validation.province'),
  country: optionalCode((v) => /^[A-Z]{2}$/.test(v), 'validation.country'),
});

/** The billing address on the wire: on a customer, and on a document's customer. */
export const billingSchema = z.object({
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  country: z.string().nullable(),
});

/**
 * The billing postcode in its country's format: the billing country, else the general
 * registry entry's, else Italy (a new entry's default). An existing entry linked by id
 * without a billing country: its country is not in the body, so only the length is checked.
 */
export const billingZipRule = (
  customer: {
    billing?: { zip?: string | null; country?: string | null };
    general?: { id?: number; country?: string };
  },
  ctx: z.RefinementCtx,
) => {
  const zip = customer.billing?.zip;
  const general = customer.general;
  const country =
    customer.billing?.country ?? general?.country ?? (general?.id === undefined ? 'IT' : null);
  if (typeof zip !== 'string' || zip.length > ZIP_MAX || !country) return;
  const error = zipError(country, zip);
  if (error) ctx.addIssue({ code: 'custom', path: ['billing', 'zip'], message: error });
};
