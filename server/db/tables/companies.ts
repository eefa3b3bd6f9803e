import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import type { Role } from '../../../contract/roles';

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
  // The fiscal profile (FatturaPA CedentePrestatore, docs/e-invoicing.md): RF01-RF20.
  regimeFiscale: text('regime_fiscale'),
  /** REA: the office (a province code) and the number in the register of companies. */
  reaOffice: text('rea_office'),
  reaNumber: text('rea_number'),
  shareCapital: numeric('share_capital', { precision: 15, scale: 2 }),
  /** 'SU' one shareholder, 'SM' several, null when it does not apply (not a company). */
  soleShareholder: text('sole_shareholder'),
  /** 'LN' not in liquidation, 'LS' in liquidation. */
  liquidation: text('liquidation').notNull().default('LN'),
  iban: text('iban'),
  bankName: text('bank_name'),
  /** IdTrasmittente: who sends the XML (the company itself, or its intermediary). */
  transmitterCountry: text('transmitter_country'),
  transmitterCode: text('transmitter_code'),
  /**
   * Numbering series (sezionali) of the fiscal documents, '' the default one:
   * `contract/document-series.ts`.
   */
  seriesInvoice: text('series_invoice').notNull().default(''),
  seriesDeferred: text('series_deferred').notNull().default(''),
  seriesCreditNote: text('series_credit_note').notNull().default(''),
  seriesDebitNote: text('series_debit_note').notNull().default(''),
  version: integer('version').notNull().default(1),
  /** GS1 company prefix (7-10 digits): parcels get an SSCC when set. */
  gs1Prefix: text('gs1_prefix'),
  /** Whether a DDT may take an article's stock below zero (docs/stock.md); off by default. */
  allowNegativeStock: boolean('allow_negative_stock').notNull().default(false),
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
    /** What the user may do in the company (contract/roles.ts, docs/roles.md). */
    role: text('role').$type<Role>().notNull().default('owner'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('memberships_company_idx').on(t.companyId),
    check(
      'memberships_role_check',
      sql`${t.role} in ('owner', 'administration', 'sales', 'warehouse', 'accountant')`,
    ),
  ],
);
