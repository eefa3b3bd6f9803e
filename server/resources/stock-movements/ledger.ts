import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { companies } from '../../db/tables/companies';
import { conflict, notFound, type FieldErrors, type Message } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';
import type { StockReason } from '../../../contract/stock-movements';
import { articles } from '../articles/table';
import { stockMovements } from './table';
import { insufficientMessage, overdraws } from './rules';
import { msg } from '../../../contract/messages';

/** One movement to record. */
export interface NewMovement {
  articleId: number;
  date: string;
  quantity: string;
  reason: StockReason;
  note?: string | null;
  shippingListId?: number | null;
  reversesId?: number | null;
  userId?: number | null;
}

export interface LockedArticle {
  id: number;
  code: string;
  description: string;
  stocked: boolean;
  onHand: string;
}

/**
 * Locks the articles' rows (`FOR UPDATE`) in id order, so that every path moving stock takes
 * the locks in the same order and concurrent moves queue instead of deadlocking or
 * overdrawing together. Answers them by id; a missing one is absent.
 */
export async function lockArticles(
  tx: TenantScope,
  ids: number[],
): Promise<Map<number, LockedArticle>> {
  if (!ids.length) return new Map();
  const rows = await tx.db
    .select({
      id: articles.id,
      code: articles.code,
      description: articles.description,
      stocked: articles.stocked,
      onHand: articles.onHand,
    })
    .from(articles)
    .where(tx.owned(articles, inArray(articles.id, [...new Set(ids)])))
    .orderBy(asc(articles.id))
    .for('update');
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether the company lets stock go below zero (`companies.allow_negative_stock`). */
export async function allowsNegative(tx: TenantScope): Promise<boolean> {
  const [row] = await tx.db
    .select({ allow: companies.allowNegativeStock })
    .from(companies)
    .where(eq(companies.id, tx.companyId));
  return row?.allow ?? false;
}

/**
 * Records `movements` and moves each article's `on_hand` by them, in the caller's transaction.
 * The articles are locked first (id order), unless the caller already holds them (`locked`,
 * from lockArticles); an unknown article is a 404, one not stocked a 409
 * on `field`, and an unload that would leave less than zero a 409 naming the article and what
 * is on hand, unless the company allows negative stock. Answers the inserted rows.
 */
export async function recordMovements(
  tx: TenantScope,
  movements: NewMovement[],
  options: {
    articleField?: string;
    quantityField?: string;
    locked?: Map<number, LockedArticle>;
  } = {},
) {
  if (!movements.length) return [];
  const locked =
    options.locked ??
    (await lockArticles(
      tx,
      movements.map((m) => m.articleId),
    ));
  const allowNegative = await allowsNegative(tx);
  const onHand = new Map([...locked.values()].map((a) => [a.id, a.onHand]));
  const on = (field: string | undefined, reason: Message): FieldErrors | undefined =>
    field ? { [field]: reason } : undefined;
  for (const m of movements) {
    const article = locked.get(m.articleId);
    if (!article) throw notFound('not_found.article');
    if (!article.stocked) {
      const reason = msg('stock.not_stocked', { code: article.code });
      throw conflict(reason, on(options.articleField, reason));
    }
    const current = onHand.get(m.articleId)!;
    if (overdraws(current, m.quantity, allowNegative)) {
      const reason = insufficientMessage(article, m.quantity, current);
      throw conflict(reason, on(options.quantityField, reason));
    }
    onHand.set(m.articleId, addDecimal(current, m.quantity));
  }
  const inserted = await tx.db
    .insert(stockMovements)
    .values(
      movements.map((m) => ({
        companyId: tx.companyId,
        articleId: m.articleId,
        date: m.date,
        quantity: m.quantity,
        reason: m.reason,
        note: m.note ?? null,
        shippingListId: m.shippingListId ?? null,
        reversesId: m.reversesId ?? null,
        userId: m.userId ?? null,
      })),
    )
    .returning();
  const byArticle = new Map<number, string>();
  for (const m of movements) {
    byArticle.set(m.articleId, addDecimal(byArticle.get(m.articleId) ?? '0', m.quantity));
  }
  const values = sql.join(
    [...byArticle.entries()].map(([id, q]) => sql`(${id}::int, ${q}::numeric)`),
    sql`, `,
  );
  await tx.db.execute(sql`
    update ${articles} set on_hand = ${articles.onHand} + v.q, updated_at = now()
    from (values ${values}) as v(id, q)
    where ${and(eq(articles.companyId, tx.companyId), sql`${articles.id} = v.id`)}`);
  return inserted;
}

function addDecimal(a: string, b: string): string {
  return new Decimal(a).plus(b).toFixed();
}
