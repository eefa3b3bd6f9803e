import { z } from 'zod';
import {
  generalRegFields,
  generalRegRules,
  generalRegSchema,
  generalRegSelects,
  normaliseParty,
} from './general-regs';
import { registryContract } from './registry';

/** The fields a carrier shares with a general registry entry, with the same rules. */
const FIELDS = {
  name: true,
  vat_number: true,
  tax_code: true,
  address: true,
  zip: true,
  city: true,
  province: true,
  country: true,
  phone: true,
  email: true,
  notes: true,
} as const;

/** Carrier (vettore): who takes the goods to the customer, named on transport documents. */
export const carriers = registryContract({
  // The VAT number follows the carrier's country, as a customer's does.
  input: generalRegFields.pick(FIELDS).overwrite(normaliseParty).superRefine(generalRegRules()),
  fields: generalRegSchema.pick(FIELDS).shape,
  sorts: ['name', 'id', 'vat_number', 'city', 'province', 'country', 'phone', 'email'],
  selects: generalRegSelects,
});

export type CarrierInput = z.input<typeof carriers.input>;
export type Carrier = z.infer<typeof carriers.record>;
