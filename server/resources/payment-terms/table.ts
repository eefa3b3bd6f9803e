import { sql } from 'drizzle-orm';
import { index, integer, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaymentBasis, PaymentMethod } from '../../../contract/payment-terms';
import { registryTable } from '../../lib/registry/table';

/** Tenant table: payment terms (condizioni di pagamento), `code` unique in the company. */
export const paymentTerms = registryTable(
  'payment_terms',
  {
    code: text().notNull(),
    description: text().notNull(),
    method: text().$type<PaymentMethod>().notNull(),
    basis: text().$type<PaymentBasis>().notNull(),
    days: integer().array().notNull(),
    notes: text(),
  },
  {
    search: ['code', 'description'],
    indexes: (t) => [
      uniqueIndex('payment_terms_code_key').on(t.companyId, t.code),
      index('payment_terms_description_idx').on(t.companyId, sql`lower(${t.description})`),
    ],
  },
);
