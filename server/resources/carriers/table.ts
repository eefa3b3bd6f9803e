import { sql } from 'drizzle-orm';
import { index, text } from 'drizzle-orm/pg-core';
import { registryTable } from '../../lib/registry/table';

/** Tenant table: carriers (vettori), named on transport documents. */
export const carriers = registryTable(
  'carriers',
  {
    name: text().notNull(),
    vat_number: text(),
    tax_code: text(),
    address: text(),
    zip: text(),
    city: text(),
    province: text(),
    country: text().notNull().default('IT'),
    phone: text(),
    email: text(),
    notes: text(),
  },
  {
    search: ['name', 'vat_number', 'tax_code', 'city'],
    indexes: (t) => [index('carriers_name_idx').on(t.companyId, sql`lower(${t.name})`)],
  },
);
