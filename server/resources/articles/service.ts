import Decimal from 'decimal.js';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  articleInput,
  articleCreateInput,
  articlePriceInput,
  type Article,
  type ARTICLE_SORTS,
  type articleListQuery,
} from '../../../contract/articles';
import { selectsOf } from '../../../contract/enums';
import { storedConfiguration } from './configuration';
import { articlePrices, articles } from './table';
import { customerArticles, customerPrices } from '../customers/table';
import { conflict, msg, notFound, staleVersion } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { wireFormat } from '../../lib/wire';
import { moneyOut } from '../../lib/decimals';
import { codeMatchesFirst, customerMatches } from './lookup';
import {
  indexedSort,
  listTotal,
  pageAndTotal,
  rowsByIds,
  type IndexedSort,
} from '../../lib/list-page';
import { likePattern } from '../../lib/search';
import { checkImage, uploadUrl, type UploadStore } from '../../lib/uploads';

type Row = typeof articles.$inferSelect;
type PriceRow = typeof articlePrices.$inferSelect;
type Input = z.output<typeof articleInput>;

export const selects = () => ({
  lifecycleStatuses: selectsOf.lifecycleStatuses(),
  pricingTypes: selectsOf.pricingTypes(),
  vatRates: selectsOf.vatRates(),
  vatNatures: selectsOf.vatNatures(),
  units: selectsOf.units(),
});

/** Articles on the wire: their columns, the image as its URL, the configuration checked. */
const wire = wireFormat(articles, articleInput, {
  out: { price: moneyOut, image: uploadUrl, configuration: storedConfiguration },
  // The nature of the transaction is kept only with a 0 % rate.
  in: { vat_nature: (input) => (input.vat_rate === '0' ? input.vat_nature : null) },
});
const priceWire = wireFormat(articlePrices, articlePriceInput, { out: { price: moneyOut } });
const priceToWire = priceWire.toWire;

const toWire = (row: Row, prices: PriceRow[] = []): Article => ({
  ...wire.toWire(row),
  prices: prices.map(priceToWire),
  cost: row.cost === null ? null : moneyOut(row.cost),
  available: new Decimal(row.onHand).minus(row.reserved).toFixed(),
});

/**
 * The stock settings a create or update writes (docs/stock.md): those sent, the others kept.
 * An article no longer stocked reserves nothing; its movements and on-hand figure stay.
 */
type StockSettings = Pick<z.output<typeof articleCreateInput>, 'stocked' | 'min_stock' | 'cost'>;
function stockColumns(input: StockSettings): Partial<Row> {
  const columns: Partial<Row> = {};
  if (input.stocked !== undefined) columns.stocked = input.stocked;
  if (input.stocked === false) columns.reserved = '0';
  if (input.min_stock !== undefined) columns.minStock = input.min_stock;
  if (input.cost !== undefined) columns.cost = input.cost;
  return columns;
}

/** The columns an article's create, update and import write, from the contract's fields. */
export const { fromWire, written: writtenColumns, writtenValues } = wire;

const SORT_COLUMNS = {
  code: articles.code,
  id: articles.id,
  description: sql`lower(${articles.description})`,
  price: articles.price,
  lifecycle_status: articles.lifecycleStatus,
  pricing_type: articles.pricingType,
} satisfies Record<(typeof ARTICLE_SORTS)[number], unknown>;

/** The sorts with an index `(company_id, key, id)` (migration 0018): anchors for deep pages. */
const INDEXED: Partial<Record<(typeof ARTICLE_SORTS)[number], IndexedSort['key']>> = {
  id: undefined,
  code: SORT_COLUMNS.code,
  description: SORT_COLUMNS.description,
  price: SORT_COLUMNS.price,
};

const searchText = sql`lower(${articles.code} || ' ' || ${articles.description})`;

export async function list(tenant: TenantScope, query: z.output<typeof articleListQuery>) {
  const q = query.q?.trim() ?? '';
  const matches = q && query.customer_id ? await customerMatches(tenant, query.customer_id, q) : [];
  const filters = and(
    // "Sotto scorta" (the partial index articles_below_min_idx has this very expression).
    query.below_min === 'true'
      ? sql`${articles.stocked} and ${articles.minStock} is not null and (${articles.onHand} - ${articles.reserved} - ${articles.minStock}) < 0`
      : undefined,
    query.lifecycle_status !== undefined
      ? eq(articles.lifecycleStatus, query.lifecycle_status)
      : undefined,
    query.pricing_type !== undefined ? eq(articles.pricingType, query.pricing_type) : undefined,
  );
  const where = and(
    q
      ? or(
          sql`${searchText} like ${likePattern(q)}`,
          matches.length
            ? inArray(
                articles.id,
                matches.map((m) => m.articleId),
              )
            : undefined,
        )
      : undefined,
    filters,
  );
  const direction = query.order === 'DESC' ? desc : asc;
  // The lookups' first page (searched, by code): the exact and prefix code matches first.
  const ranked = q && query.sort === 'code' && query.order === 'ASC' && query.page === 1;
  const order = [direction(SORT_COLUMNS[query.sort]), direction(articles.id)];
  const rowsOf = rowsByIds(tenant, articles, where, order, query.perPage);
  const [first, [page, total]] = await tenant.all([
    () => (ranked ? codeMatchesFirst(tenant, q, matches, filters, query.perPage) : []),
    () =>
      pageAndTotal(
        tenant,
        query,
        indexedSort('articles', articles, INDEXED, query.sort),
        'articles',
        where ? () => listTotal(tenant, 'articles', articles, where, query) : undefined,
        rowsOf,
      ),
  ]);
  const firstIds = new Set((first as Row[]).map((row) => row.id));
  const rows = [
    ...(first as Row[]),
    ...(page as Row[]).filter((row) => !firstIds.has(row.id)),
  ].slice(0, query.perPage);
  const items = rows as Row[];
  const prices = items.length
    ? ((await tenant.select(
        articlePrices,
        inArray(
          articlePrices.articleId,
          items.map((r) => r.id),
        ),
      )) as PriceRow[])
    : [];
  const customerCodes = new Map(matches.map((m) => [m.articleId, m.customerCode]));
  return {
    items: items.map((row) => ({
      ...toWire(
        row,
        prices.filter((p) => p.articleId === row.id),
      ),
      ...(customerCodes.has(row.id) && { customer_code: customerCodes.get(row.id) ?? null }),
    })),
    ...total,
    selects: selects(),
  };
}

export async function findRow(tenant: TenantScope, id: number): Promise<Row> {
  const [row] = await tenant.select(articles, eq(articles.id, id));
  if (!row) throw notFound('not_found.article');
  return row as Row;
}

export async function get(tenant: TenantScope, id: number): Promise<Article> {
  const row = await findRow(tenant, id);
  const prices = (await tenant
    .select(articlePrices, eq(articlePrices.articleId, id))
    .orderBy(articlePrices.listName, articlePrices.minQuantity)) as PriceRow[];
  return toWire(row, prices);
}

export async function create(tenant: TenantScope, input: Input & StockSettings): Promise<Article> {
  const [row] = await tenant.insert(articles, { ...fromWire(input), ...stockColumns(input) });
  return toWire(row as Row);
}

/** What an update does to the article's image. */
export type ImageChange =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; data: Uint8Array };

/**
 * Saves the article (optimistic locking on `version`) and, with it, a new image or its
 * removal. The record is checked (404, 409) and the file (413, 415) before anything is
 * written; a new file is removed again if the save fails, the old one once it succeeded.
 */
export async function update(
  tenant: TenantScope,
  id: number,
  input: Input & StockSettings & { version: number },
  uploads: UploadStore,
  image: ImageChange = { kind: 'keep' },
) {
  let saved: string | null = null;
  try {
    const previous = await inTransaction(tenant, async (tx) => {
      const [current] = (await tx.select(articles, eq(articles.id, id)).for('update')) as Row[];
      if (!current) throw notFound('not_found.article');
      const changes: Partial<Row> = { ...fromWire(input), ...stockColumns(input) };
      if (image.kind === 'replace') {
        const extension = checkImage(image.data);
        saved = await uploads.save(tenant.companyId, 'articles', image.data, extension);
      }
      if (image.kind !== 'keep') changes.image = saved;
      const row = await tx.updateVersioned(articles, id, input.version, changes);
      if (!row) throw staleVersion('record.article', current.version, input.version);
      return current.image;
    });
    if (image.kind !== 'keep') await uploads.remove(previous);
  } catch (error) {
    await uploads.remove(saved);
    throw error;
  }
  return get(tenant, id);
}

/** Refused (409) while customer prices or customer articles use the article. */
export async function remove(
  tenant: TenantScope,
  id: number,
  uploads: UploadStore,
): Promise<Article> {
  const article = await get(tenant, id);
  const [{ uses }] = await tenant.db
    .select({ uses: sql<number>`count(*)::int` })
    .from(customerPrices)
    .where(tenant.owned(customerPrices, eq(customerPrices.articleId, id)));
  const [{ codes }] = await tenant.db
    .select({ codes: sql<number>`count(*)::int` })
    .from(customerArticles)
    .where(tenant.owned(customerArticles, eq(customerArticles.articleId, id)));
  if (uses + codes > 0) {
    throw conflict(msg('article_in_use', { code: article.code, prices: uses, codes }));
  }
  const [row] = (await tenant.delete(articles, eq(articles.id, id))) as Row[];
  await uploads.remove(row?.image ?? null);
  return article;
}

type PriceInput = z.output<typeof articlePriceInput>;

/**
 * 409 on `min_quantity` when the article's list already has a price from that quantity (which
 * one would an order take?). The article's row is locked first: concurrent saves queue.
 */
async function assertPriceUnambiguous(
  tx: TenantScope,
  articleId: number,
  input: PriceInput,
  exceptId?: number,
) {
  await tx.select(articles, eq(articles.id, articleId)).for('update');
  const [clash] = await tx.select(
    articlePrices,
    and(
      eq(articlePrices.articleId, articleId),
      sql`lower(${articlePrices.listName}) = lower(${input.list_name})`,
      sql`${articlePrices.minQuantity} = ${input.min_quantity}::numeric`,
      exceptId === undefined ? undefined : ne(articlePrices.id, exceptId),
    ),
  );
  if (!clash) return;
  const quantity = new Decimal(input.min_quantity).toString();
  const reason = msg('ambiguous.article_price', { list: input.list_name, quantity });
  throw conflict(reason, { min_quantity: reason });
}

export async function addPrice(tenant: TenantScope, articleId: number, input: PriceInput) {
  await findRow(tenant, articleId);
  const [row] = await inTransaction(tenant, async (tx) => {
    await assertPriceUnambiguous(tx, articleId, input);
    return tx.insert(articlePrices, { articleId, ...priceWire.fromWire(input) });
  });
  return priceToWire(row as PriceRow);
}

export async function updatePrice(
  tenant: TenantScope,
  articleId: number,
  priceId: number,
  input: PriceInput,
) {
  const [row] = await inTransaction(tenant, async (tx) => {
    await assertPriceUnambiguous(tx, articleId, input, priceId);
    return tx.update(
      articlePrices,
      priceWire.fromWire(input),
      and(eq(articlePrices.id, priceId), eq(articlePrices.articleId, articleId))!,
    );
  });
  if (!row) throw notFound('not_found.price');
  return priceToWire(row as PriceRow);
}

export async function removePrice(tenant: TenantScope, articleId: number, priceId: number) {
  const [row] = await tenant.delete(
    articlePrices,
    and(eq(articlePrices.id, priceId), eq(articlePrices.articleId, articleId))!,
  );
  if (!row) throw notFound('not_found.price');
  return priceToWire(row as PriceRow);
}
