import { ENUM_CHOICES } from '../../lib/enumChoices';
import type { ResourceExport } from '../../lib/resources/defineResource';

const own = (field: string) => `resources.customers.fields.${field}`;
const reg = (field: string) => `resources.general-regs.fields.${field}`;

/**
 * The customers' export: the payment term's description, the language as a translated label, the credit limit a
 * number, phone and e-mail those documents use (the customer's own, else the registry's).
 */
export const customerExport: ResourceExport = {
  fileName: 'resources.customers.name',
  columns: [
    { source: 'registry_code', label: own('registry_code') },
    ...['name', 'vat_number', 'tax_code', 'address', 'zip', 'city', 'province', 'country'].map(
      (field) => ({ source: `general.${field}`, label: reg(field) }),
    ),
    { source: 'payment_term.description', label: own('payment_terms') },
    { source: 'credit_limit', label: own('credit_limit'), numeric: true },
    { source: 'language', label: own('language'), choices: ENUM_CHOICES.language },
    { source: 'iban', label: own('iban') },
    { source: 'bank_abi', label: own('bank_abi') },
    { source: 'bank_cab', label: own('bank_cab') },
    ...['phone', 'email'].map((field) => ({
      source: field,
      label: own(field),
      fallback: `general.${field}`,
    })),
  ],
};
