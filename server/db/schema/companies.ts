import { pgTable, integer, text, timestamp, primaryKey, index } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Global table: a tenant. Every tenant table carries its `company_id`. */
export const companies = pgTable('companies', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  vatNumber: text('vat_number'),
  // The letterhead of the company's documents.
  taxCode: text('tax_code'),
  address: text('address'),
  zip: text('zip'),
  city: text('city'),
  province: text('province'),
  country: text('country').notNull().default('IT'),
  phone: text('phone'),
  email: text('email'),
  pec: text('pec'),
  /** GS1 company prefix (7-10 digits): parcels get an SSCC when set. */
  gs1Prefix: text('gs1_prefix'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Global table: which users work for which companies. */
export const memberships = pgTable(
  'memberships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('staff'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('memberships_company_idx').on(t.companyId),
  ],
);
