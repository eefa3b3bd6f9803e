import type { z } from 'zod';
import { buyerKind } from '../../../contract/buyer-kinds';
import type { customerInput } from '../../../contract/customers';
import { moneyOut } from '../../lib/decimals';
import type { generalRegs } from '../general-regs/table';
import * as generalRegsService from '../general-regs/service';
import type { customers } from './table';

/** A customer's row to its wire record and back (the general entry is its own). */
type Row = typeof customers.$inferSelect;
type GeneralRow = typeof generalRegs.$inferSelect;

/** The customer's VAT kind, from its general entry (contract/buyer-kinds.ts). */
export const kindOf = (general: GeneralRow) =>
  buyerKind({
    country: general.country,
    vat_number: general.vatNumber,
    is_public_administration: general.isPublicAdministration,
  });

type TermSummary = { code: string; description: string } | null;
export const toWire = (row: Row, general: GeneralRow, term: TermSummary) => ({
  id: row.id,
  general: generalRegsService.toWire(general),
  registry_code: row.registryCode,
  credit_limit: moneyOut(row.creditLimit),
  payment_terms: row.paymentTermId,
  payment_term: term,
  buyer_kind: kindOf(general),
  split_payment: row.splitPayment,
  language: row.language,
  billing: {
    address: row.billingAddress,
    zip: row.billingZip,
    city: row.billingCity,
    province: row.billingProvince,
    country: row.billingCountry,
  },
  phone: row.phone,
  email: row.email,
  iban: row.iban,
  bank_abi: row.bankAbi,
  bank_cab: row.bankCab,
  references: row.references,
  notes: row.notes,
  version: row.version,
});

type Fields = Omit<z.output<typeof customerInput>, 'general'>;
export const fromWire = (input: Fields) => ({
  registryCode: input.registry_code,
  creditLimit: input.credit_limit,
  paymentTermId: input.payment_terms,
  language: input.language,
  splitPayment: input.split_payment,
  billingAddress: input.billing.address,
  billingZip: input.billing.zip,
  billingCity: input.billing.city,
  billingProvince: input.billing.province,
  billingCountry: input.billing.country,
  phone: input.phone,
  email: input.email,
  iban: input.iban,
  bankAbi: input.bank_abi,
  bankCab: input.bank_cab,
  references: input.references,
  notes: input.notes,
});
