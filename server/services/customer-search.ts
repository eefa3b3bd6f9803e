import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { customers, generalRegs } from '../db/schema';
import type { TenantScope } from '../tenant';
import { searchText as generalSearchText } from './general-regs';

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
 * At most this many matches in each trigram index make a search "few": their ids. Not the
 * count's cap: with 101 to 500 matches, walking the sort's index to fill a page would read
 * thousands of customers.
 */
const FEW = 500;

/** The search's condition on customers, whether it joins their entries, how many match. */
export interface CustomerSearch {
  where: SQL;
  joinsEntries: boolean;
  /** Customers known to match: at least this many (exactly, when few). */
  matched: number;
}

/**
 * The customer search, planned by how many customers match. Few (by registry code and by
 * entry, each at most `FEW`): their ids, then those customers (index scans, sorted after;
 * an `OR` of the two text conditions would make PostgreSQL scan every customer). Many (a
 * common word, a third of 200,000 customers): fetching and sorting all of them is the cost,
 * so the list walks its sort's index instead, checking each customer's code and entry, and
 * stops at the page; and its first pages need no count: more than `FEW` are known to match.
 */
export async function customerSearch(
  tenant: TenantScope,
  pattern: string,
): Promise<CustomerSearch> {
  const [codes, entries] = await Promise.all([
    tenant.db
      .select({ id: customers.id })
      .from(customers)
      .where(tenant.owned(customers, codeMatches(pattern)))
      .limit(FEW + 1),
    tenant.db
      .select({ id: customers.id })
      .from(generalRegs)
      .innerJoin(customers, sameEntry)
      .where(tenant.owned(generalRegs, entryMatches(pattern)))
      .limit(FEW + 1),
  ]);
  const matched = Math.max(codes.length, entries.length);
  if (matched > FEW) {
    return { where: or(codeMatches(pattern), entryMatches(pattern))!, joinsEntries: true, matched };
  }
  const ids = new Set([...codes, ...entries].map((row) => row.id));
  return { where: inArray(customers.id, [...ids]), joinsEntries: false, matched: ids.size };
}
