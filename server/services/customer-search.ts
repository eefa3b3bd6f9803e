import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { customers, generalRegs } from '../db/schema';
import type { TenantScope } from '../tenant';
import { searchText as generalSearchText } from './general-regs';
import { COUNT_CAP, countUpTo } from './list-page';

/** A customer's general registry entry. */
export const sameEntry = and(
  eq(generalRegs.companyId, customers.companyId),
  eq(generalRegs.id, customers.generalRegId),
);

/**
 * Conditions on the general entry as `general_reg_id IN (…)` of the tenant's entries, so each
 * side uses its own index (the entries' trigram index, the registry code's) and the count
 * needs no join.
 */
export const entriesWhere = (tenant: TenantScope, where: SQL) =>
  inArray(
    customers.generalRegId,
    tenant.db
      .select({ id: generalRegs.id })
      .from(generalRegs)
      .where(tenant.owned(generalRegs, where)),
  );

const codeMatches = (pattern: string) => sql`lower(${customers.registryCode}) like ${pattern}`;
const entryMatches = (pattern: string) => sql`${generalSearchText} like ${pattern}`;

/**
 * Ids of the customers whose registry code or general entry matches the search: a union of two
 * index scans (an `OR` of the two conditions makes PostgreSQL scan every customer).
 */
const matchingIds = (tenant: TenantScope, pattern: string) =>
  unionAll(
    tenant.db
      .select({ id: customers.id })
      .from(customers)
      .where(tenant.owned(customers, codeMatches(pattern))),
    tenant.db
      .select({ id: customers.id })
      .from(customers)
      .where(tenant.owned(customers, entriesWhere(tenant, entryMatches(pattern)))),
  );

/** The search's condition on customers, and whether it needs their entries joined. */
export interface CustomerSearch {
  where: SQL;
  joinsEntries: boolean;
}

/**
 * The customer search, planned by how many records match. Few (each of the two trigram
 * indexes finds at most `COUNT_CAP`): the union of the two index scans, then sorted. Many
 * (a common word, a third of 200,000 customers): the union would fetch and sort all of them,
 * so the list walks its sort's index instead, checking each customer's code and entry, and
 * stops at the page (the planner cannot switch between the two: they are different queries).
 */
export async function customerSearch(tenant: TenantScope, pattern: string) {
  const probe = (matches: ReturnType<TenantScope['select']>) =>
    countUpTo(tenant, matches, COUNT_CAP + 1);
  const [codes, entries] = await Promise.all([
    probe(tenant.select(customers, codeMatches(pattern))),
    probe(tenant.select(generalRegs, entryMatches(pattern))),
  ]);
  if (codes > COUNT_CAP || entries > COUNT_CAP) {
    return { where: or(codeMatches(pattern), entryMatches(pattern))!, joinsEntries: true };
  }
  return { where: inArray(customers.id, matchingIds(tenant, pattern)), joinsEntries: false };
}
