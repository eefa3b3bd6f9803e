import { date, numeric, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { registryTable } from '../../lib/registry/table';

/**
 * Tenant table: the late-payment interest rates (contract/late-interest-rates.ts), one per
 * half-year, the ECB reference rate and the points added to it.
 */
export const lateInterestRates = registryTable(
  'late_interest_rates',
  {
    valid_from: date({ mode: 'string' }).notNull(),
    reference_rate: numeric({ precision: 6, scale: 3 }).notNull(),
    points: numeric({ precision: 5, scale: 2 }).notNull().default('8'),
    notes: text(),
  },
  {
    search: ['notes'],
    indexes: (t) => [
      uniqueIndex('late_interest_rates_valid_from_key').on(t.companyId, t.valid_from),
    ],
  },
);
