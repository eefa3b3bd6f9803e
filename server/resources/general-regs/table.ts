import { pgTable, integer, text, boolean, timestamp, index } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenantKey, tenantPrimaryKey } from '../../lib/tenant-table';

/** Tenant table: general registry entries (anagrafiche). `company_id` leads the key. */
export const generalRegs = pgTable(
  'general_regs',
  {
    ...tenantKey(),
    name: text('name').notNull(),
    /** A private person (FatturaPA: Nome and Cognome, a personal tax code); `name` is derived. */
    isPerson: boolean('is_person').notNull().default(false),
    /** A public administration: FPA12 invoices to the office code in `sdi_code` (6 characters). */
    isPublicAdministration: boolean('is_public_administration').notNull().default(false),
    firstName: text('first_name'),
    lastName: text('last_name'),
    vatNumber: text('vat_number'),
    taxCode: text('tax_code'),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    province: text('province'),
    country: text('country').notNull().default('IT'),
    phone: text('phone'),
    email: text('email'),
    pec: text('pec'),
    sdiCode: text('sdi_code'),
    notes: text('notes'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    // The list's sorts end with the id: with it, a deep page is an index-only scan (migration
    // 0018). The name itself too: PostgreSQL reads an expression's column, not the expression.
    index('general_regs_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id, t.name),
    index('general_regs_city_idx').on(t.companyId, t.city, t.id),
    index('general_regs_vat_idx').on(t.companyId, t.vatNumber, t.id),
    index('general_regs_search_idx').using(
      'gin',
      sql`(lower(coalesce(${t.name}, '') || ' ' || coalesce(${t.vatNumber}, '') || ' ' || coalesce(${t.taxCode}, '') || ' ' || coalesce(${t.city}, ''))) gin_trgm_ops`,
    ),
  ],
);
