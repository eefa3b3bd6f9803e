import { and, asc, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import Decimal from 'decimal.js';
import type { z } from 'zod';
import type {
  STOCK_MOVEMENT_SORTS,
  StockMovement,
  stockAdjustmentInput,
  stockMovementQuery,
  stockReversalInput,
  stockValuationQuery,
} from '../../../contract/stock-movements';
import { users } from '../../db/tables/users';
import { conflict, notFound } from '../../lib/errors';
import { cappedTotal, countLimit, countUpTo } from '../../lib/list-page';
import { decimalOut } from '../../lib/decimals';
import { todayIn } from '../../lib/dates';
import { likePattern } from '../../lib/search';
import { inTransaction, joinOwned, type TenantScope } from '../../lib/tenant';
import { articles } from '../articles/table';
import { shippingLists } from '../shipping-lists/table';
import { lockArticles, recordMovements } from './ledger';
import { countDifference, reversalRefusal, stockValue } from './rules';
import { stockMovements } from './table';

const reversal = alias(stockMovements, 'reversal');

/** The ledger's rows with their article, DDT, author and reversal. */
function movementsQuery(tenant: TenantScope) {
  return tenant.db
    .select({
      movement: stockMovements,
      article: {
        id: articles.id,
        code: articles.code,
        description: articles.description,
        unit: articles.unit,
      },
      list: { id: shippingLists.id, number: shippingLists.number, year: shippingLists.year },
      user: users.email,
      reversedBy: reversal.id,
    })
    .from(stockMovements)
    .innerJoin(
      articles,
      joinOwned(articles, stockMovements, eq(articles.id, stockMovements.articleId)),
    )
    .leftJoin(
      shippingLists,
      joinOwned(shippingLists, stockMovements, eq(shippingLists.id, stockMovements.shippingListId)),
    )
    .leftJoin(users, eq(users.id, stockMovements.userId))
    .leftJoin(
      reversal,
      and(
        eq(reversal.companyId, stockMovements.companyId),
        eq(reversal.reversesId, stockMovements.id),
      ),
    )
    .$dynamic();
}
type Row = Awaited<ReturnType<ReturnType<typeof movementsQuery>['execute']>>[number];

const toWire = ({ movement: m, article, list, user, reversedBy }: Row): StockMovement => ({
  id: m.id,
  article_id: m.articleId,
  article,
  date: m.date,
  quantity: decimalOut(m.quantity),
  reason: m.reason as StockMovement['reason'],
  note: m.note,
  shipping_list_id: m.shippingListId,
  shipping_list: list?.id ? list : null,
  reverses_id: m.reversesId,
  reversed_by: reversedBy ?? null,
  user_id: m.userId,
  user: user ?? null,
  created_at: m.createdAt.toISOString(),
});

const SORT_COLUMNS = {
  date: [stockMovements.date, stockMovements.id],
  id: [stockMovements.id],
  quantity: [stockMovements.quantity, stockMovements.id],
  reason: [stockMovements.reason, stockMovements.id],
} satisfies Record<(typeof STOCK_MOVEMENT_SORTS)[number], unknown[]>;

export async function list(tenant: TenantScope, query: z.output<typeof stockMovementQuery>) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const filters = and(
    query.article_id ? eq(stockMovements.articleId, query.article_id) : undefined,
    query.reason ? eq(stockMovements.reason, query.reason) : undefined,
    query.date_from ? gte(stockMovements.date, query.date_from) : undefined,
    query.date_to ? lte(stockMovements.date, query.date_to) : undefined,
    query.shipping_list_id ? eq(stockMovements.shippingListId, query.shipping_list_id) : undefined,
    pattern
      ? or(
          sql`lower(${articles.code} || ' ' || ${articles.description}) like ${pattern}`,
          sql`lower(coalesce(${stockMovements.note}, '')) like ${pattern}`,
        )
      : undefined,
  );
  const where = tenant.owned(stockMovements, filters);
  const direction = query.order === 'DESC' ? desc : asc;
  const matches = tenant.db
    .select({ one: sql`1` })
    .from(stockMovements)
    .innerJoin(
      articles,
      joinOwned(articles, stockMovements, eq(articles.id, stockMovements.articleId)),
    )
    .where(where)
    .$dynamic();
  const [rows, counted] = await tenant.all([
    () =>
      movementsQuery(tenant)
        .where(where)
        .orderBy(...SORT_COLUMNS[query.sort].map((c) => direction(c)))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
    () => countUpTo(tenant, matches, countLimit(query)),
  ]);
  return { items: rows.map(toWire), ...cappedTotal(counted, query) };
}

export async function get(tenant: TenantScope, id: number): Promise<StockMovement> {
  const [row] = await movementsQuery(tenant).where(
    tenant.owned(stockMovements, eq(stockMovements.id, id)),
  );
  if (!row) throw notFound('not_found.stock_movement');
  return toWire(row);
}

/**
 * A manual adjustment (docs/stock.md): a signed quantity, or for an inventory count the
 * difference between the counted quantity and what is on hand, read under the article's lock.
 */
export async function adjust(
  tenant: TenantScope,
  input: z.output<typeof stockAdjustmentInput>,
  userId: number | null,
): Promise<StockMovement> {
  const id = await inTransaction(tenant, async (tx) => {
    const locked = await lockArticles(tx, [input.article_id]);
    const article = locked.get(input.article_id);
    if (!article) throw notFound('not_found.article');
    const quantity =
      input.reason === 'count'
        ? countDifference(input.counted!, article.onHand)
        : new Decimal(input.quantity!).toFixed();
    const [row] = await recordMovements(
      tx,
      [
        {
          articleId: input.article_id,
          date: input.date,
          quantity,
          reason: input.reason,
          note: input.note,
          userId,
        },
      ],
      {
        articleField: 'article_id',
        quantityField: input.reason === 'count' ? 'counted' : 'quantity',
        locked,
      },
    );
    return row.id;
  });
  return get(tenant, id);
}

/**
 * Reverses a movement with its opposite (once: a second reversal, or a reversal of a
 * reversal, is a 409). The movement's row is locked, so two reversals at once queue and the
 * second sees the first; the unique index on `reverses_id` is the last guard.
 */
export async function reverse(
  tenant: TenantScope,
  id: number,
  input: z.output<typeof stockReversalInput>,
  userId: number | null,
): Promise<StockMovement> {
  const newId = await inTransaction(tenant, async (tx) => {
    const [original] = await tx.select(stockMovements, eq(stockMovements.id, id)).for('update');
    if (!original) throw notFound('not_found.stock_movement');
    const m = original as typeof stockMovements.$inferSelect;
    const [by] = await tx.db
      .select({ id: stockMovements.id })
      .from(stockMovements)
      .where(tx.owned(stockMovements, eq(stockMovements.reversesId, id)));
    const refusal = reversalRefusal({ id, reversesId: m.reversesId, reversedBy: by?.id ?? null });
    if (refusal) throw conflict(refusal);
    const [row] = await recordMovements(tx, [
      {
        articleId: m.articleId,
        date: input.date ?? todayIn(),
        quantity: new Decimal(m.quantity).negated().toFixed(),
        reason: 'reversal',
        note: input.note,
        reversesId: id,
        userId,
      },
    ]);
    return row.id;
  });
  return get(tenant, newId);
}

/**
 * What the shelf held at the end of `date`, valued at each article's cost: the on-hand
 * counter less the movements dated after it (so today's valuation reads no movement at all).
 * Stocked articles with a quantity other than zero, by code.
 */
export async function valuation(tenant: TenantScope, query: z.output<typeof stockValuationQuery>) {
  const date = query.date ?? todayIn();
  const later = tenant.db
    .select({
      articleId: stockMovements.articleId,
      moved: sql<string>`sum(${stockMovements.quantity})`.as('moved'),
    })
    .from(stockMovements)
    .where(tenant.owned(stockMovements, sql`${stockMovements.date} > ${date}`))
    .groupBy(stockMovements.articleId)
    .as('later');
  const quantity = sql<string>`(${articles.onHand} - coalesce(${later.moved}, 0))`;
  const rows = await tenant.db
    .select({
      id: articles.id,
      code: articles.code,
      description: articles.description,
      unit: articles.unit,
      cost: articles.cost,
      quantity: sql<string>`${quantity}::text`,
    })
    .from(articles)
    .leftJoin(later, eq(later.articleId, articles.id))
    .where(tenant.owned(articles, and(eq(articles.stocked, true), sql`${quantity} <> 0`)))
    .orderBy(asc(articles.code));
  let total = new Decimal(0);
  const items = rows.map((r) => {
    const value = stockValue(r.quantity, r.cost);
    if (value !== null) total = total.plus(value);
    return {
      article_id: r.id,
      code: r.code,
      description: r.description,
      unit: r.unit,
      quantity: decimalOut(r.quantity),
      cost: r.cost === null ? null : decimalOut(r.cost, 2),
      stock_value: value,
    };
  });
  return { date, items, total_value: total.toFixed(2) };
}
