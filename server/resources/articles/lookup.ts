import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { articles } from './table';
import { customerArticles } from '../customers/table';
import type { TenantScope } from '../../lib/tenant';
import { likePattern, prefixPattern } from '../../lib/search';

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

const lower = (code: string | null) => code?.toLowerCase() ?? '';
type Row = typeof articles.$inferSelect;

/**
 * The lookup's first matches: the exact code first (the article's or the customer's own),
 * then codes starting with `q`, the customer's own codes before the others. The article
 * codes are read in the order of `articles_code_prefix_idx` (`lower(code) text_pattern_ops`):
 * a range of the index, however many articles contain `q`; the exact code is the first of
 * that range.
 */
export async function codeMatchesFirst(
  tenant: TenantScope,
  q: string,
  matches: CustomerMatch[],
  filters: SQL | undefined,
  limit: number,
): Promise<Row[]> {
  const text = q.toLowerCase();
  const own = matches.filter((m) => lower(m.customerCode).startsWith(text));
  const ownExact = new Set(
    own.filter((m) => lower(m.customerCode) === text).map((m) => m.articleId),
  );
  const code = sql`lower(${articles.code})`;
  const [ownRows, prefixRows] = await tenant.all([
    () =>
      own.length
        ? tenant.select(
            articles,
            and(
              filters,
              inArray(
                articles.id,
                own.map((m) => m.articleId),
              ),
            ),
          )
        : [],
    () =>
      tenant
        .select(articles, and(filters, sql`${code} like ${prefixPattern(q)}`))
        .orderBy(sql`${code} using ~<~`)
        .limit(limit),
  ]);
  const ownCode = new Map(own.map((m) => [m.articleId, lower(m.customerCode)]));
  const sortedOwn = (ownRows as Row[]).sort((a, b) =>
    (ownCode.get(a.id) ?? '').localeCompare(ownCode.get(b.id) ?? ''),
  );
  const exact = (row: Row) => lower(row.code) === text || ownExact.has(row.id);
  const all = [...sortedOwn, ...(prefixRows as Row[])];
  const seen = new Set<number>();
  return [...all.filter(exact), ...all.filter((row) => !exact(row))]
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .slice(0, limit);
}
