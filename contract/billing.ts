import { z } from 'zod';
import { optionalCode, optionalText } from './common';
import { isValidZip } from './validators';

/** A customer's billing address, as saved (every part optional). */
export const billingInput = z.object({
  address: optionalText(200),
  zip: optionalCode(isValidZip, 'validation.zip'),
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
