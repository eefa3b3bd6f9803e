import { z } from 'zod';
import { optionalCode, optionalText, text } from './common';
import { registryContract } from './registry';
import { isValidBic, isValidCreditorId, isValidIban, isValidSiaCode } from './validators';

const compact = (value: string) => value.replace(/\s+/g, '');
const required = (max: number) =>
  text({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.too_long');

/**
 * The company's bank accounts (docs/collections.md): where payments come in, and the
 * presenting account of RiBa and SEPA direct-debit batches. `iban` is unique in the company;
 * the RiBa batch needs the account's SIA code, the SEPA one its creditor identifier.
 */
export const bankAccounts = registryContract({
  input: z.object({
    /** The account's name in the office ("Conto principale", "BPM anticipi"). */
    name: required(100),
    bank_name: required(200),
    iban: text({ error: 'validation.iban' })
      .trim()
      .transform((v) => compact(v).toUpperCase())
      .refine(isValidIban, 'validation.iban'),
    bic: optionalCode(isValidBic, 'validation.bic', true, compact),
    sia_code: optionalCode(isValidSiaCode, 'validation.sia_code', true, compact),
    sepa_creditor_id: optionalCode(isValidCreditorId, 'validation.sepa_creditor_id', true, compact),
    notes: optionalText(2000, { multiline: true }),
  }),
  fields: {
    name: z.string(),
    bank_name: z.string(),
    iban: z.string(),
    bic: z.string().nullable(),
    sia_code: z.string().nullable(),
    sepa_creditor_id: z.string().nullable(),
    notes: z.string().nullable(),
  },
  sorts: ['name', 'id', 'bank_name', 'iban'],
  selects: z.object({}),
});

export type BankAccountInput = z.input<typeof bankAccounts.input>;
export type BankAccount = z.infer<typeof bankAccounts.record>;
