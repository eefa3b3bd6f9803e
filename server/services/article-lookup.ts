import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { articles, customerArticles } from '../db/schema';
import type { TenantScope } from '../tenant';
import { likePattern, prefixPattern } from './search';

/** The customer's own codes a lookup may match (one customer's list: a few hundred at most). */
const MAX_CUSTOMER_MATCHES = 200;

export interface CustomerMatch {
  articleId: number;
  customerCode: string | null;
}

/**
 * The customer's articles whose own code or description contains `q`, through the
 * `(company, customer, article)` key: no scan of the articles for it.
 */
export async function customerMatches(
  tenant: TenantScope,
  customerId: number,
  q: string,
): Promise<CustomerMatch[]> {
  const text = sql`lower(coalesce(${customerArticles.customerCode}, '') || ' ' || coalesce(${customerArticles.description}, ''))`;
  return tenant.db
    .select({ articleId: customerArticles.articleId, customerCode: customerArticles.customerCode })
    .from(customerArticles)
    .where(
      tenant.owned(
        customerArticles,
        and(eq(customerArticles.customerId, customerId), sql`${text} like ${likePattern(q)}`),
      ),
    )
    .limit(MAX_CUSTOMER_MATCHES);
}

const codeIs = (code: string | null, q: string) => code?.toLowerCase() === q.toLowerCase();
const codeStarts = (code: string | null, q: string) =>
  Boolean(code?.toLowerCase().startsWith(q.toLowerCase()));

/**
 * The lookup's order, before the list's sort: an exact code first (the article's or the
 * customer's own), then codes starting with `q`, then the other matches.
 */
export function codeRank(q: string, matches: CustomerMatch[]): SQL {
  const ids = (test: (code: string | null, q: string) => boolean) =>
    matches.filter((m) => test(m.customerCode, q)).map((m) => m.articleId);
  const [exact, prefix] = [ids(codeIs), ids(codeStarts)];
  const own = (list: number[]) => (list.length ? inArray(articles.id, list) : sql`false`);
  return sql`case
    when ${or(sql`lower(${articles.code}) = ${q.toLowerCase()}`, own(exact))} then 0
    when ${or(sql`lower(${articles.code}) like ${prefixPattern(q)}`, own(prefix))} then 1
    else 2 end`;
}
