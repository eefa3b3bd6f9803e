import { sql } from 'drizzle-orm';
import { index, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { registryTable } from '../../lib/registry/table';

/** Tenant table: the company's bank accounts (contract/bank-accounts.ts), IBAN unique. */
export const bankAccounts = registryTable(
  'bank_accounts',
  {
    name: text().notNull(),
    bank_name: text().notNull(),
    iban: text().notNull(),
    bic: text(),
    sia_code: text(),
    sepa_creditor_id: text(),
    notes: text(),
  },
  {
    search: ['name', 'bank_name', 'iban'],
    indexes: (t) => [
      uniqueIndex('bank_accounts_iban_key').on(t.companyId, t.iban),
      index('bank_accounts_name_idx').on(t.companyId, sql`lower(${t.name})`),
    ],
  },
);
