import { and, eq, inArray } from 'drizzle-orm';
import { msg, translate, type Locale } from '../../contract/messages';
import { COMPANY_CHANGED, type CompanyChangedBody } from '../../contract/tenancy';
import type { Db } from '../db/client';
import { companies, memberships } from '../db/tables/companies';

type Header = string | string[] | undefined;

/** The company id an `X-Company-Id` header names; null when it names none (malformed). */
function headerCompany(header: Header): number | null {
  if (typeof header !== 'string' || !/^\d{1,10}$/.test(header.trim())) return null;
  const id = Number(header);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * Whether a request acts on the company its screen shows: the `X-Company-Id` header against
 * the session's active company. No header (API clients): the session's company, as always.
 */
export const showsActiveCompany = (header: Header, active: number) =>
  header === undefined || headerCompany(header) === active;

/**
 * The body of the 409 for a tab whose company is no longer the active one. The tab's company
 * is named only if the user belongs to it: a header cannot be used to learn other tenants' names.
 */
export async function companyChangedBody(
  db: Db,
  userId: number,
  header: Header,
  active: number,
  locale: Locale,
): Promise<CompanyChangedBody> {
  const shown = headerCompany(header);
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), inArray(companies.id, [shown ?? active, active])));
  const name = (id: number | null) => rows.find((row) => row.id === id)?.name ?? null;
  return {
    message: translate(changedMessage(name(shown), name(active) ?? ''), locale),
    code: COMPANY_CHANGED,
    company_id: active,
  };
}

/** Names the tab's company only when it is one of the user's (`from` null otherwise). */
const changedMessage = (from: string | null, to: string) =>
  from === null ? msg('company_changed_unknown', { to }) : msg('company_changed', { from, to });
