import { defaultTreatment } from '../../../contract/buyer-kinds';
import { buyerKindOf } from '../customers/buyer-kind';
import { documentExtensions } from './extensions';
import Decimal from 'decimal.js';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { priceQuery } from '../../../contract/documents';
import { articlePrices, articles } from '../articles/table';
import { customerPrices, customers } from '../customers/table';
import { documents } from './table';
import { invalidInput, notFound } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';
import { todayIn } from '../../lib/dates';
import { moneyOut, quantityOut } from '../../lib/decimals';

export interface PriceCandidates {
  customerPrices: {
    price: string;
    minQuantity: string;
    validFrom: string | null;
    validTo: string | null;
  }[];
  listPrices: { price: string; minQuantity: string; listName: string }[];
  articlePrice: string;
}

export interface PickedPrice {
  price: string;
  source: 'customer' | 'price_list' | 'article';
  listName: string | null;
}

const covers = (quantity: Decimal, min: string) => quantity.greaterThanOrEqualTo(min);
/** The highest quantity break reached; on a tie, the lowest price. */
const best = <T extends { price: string; minQuantity: string }>(list: T[]) =>
  [...list].sort(
    (a, b) =>
      new Decimal(b.minQuantity).comparedTo(a.minQuantity) ||
      new Decimal(a.price).comparedTo(b.price),
  )[0];

/**
 * The price of an article for a customer, a quantity and a date: the customer's own price
 * (valid on that date, quantity break reached), else the article's price lists by quantity,
 * else the article's price.
 */
export function pickPrice(
  candidates: PriceCandidates,
  quantity: string,
  date: string,
): PickedPrice {
  const qty = new Decimal(quantity);
  const own = best(
    candidates.customerPrices.filter(
      (p) =>
        covers(qty, p.minQuantity) &&
        (!p.validFrom || p.validFrom <= date) &&
        (!p.validTo || date <= p.validTo),
    ),
  );
  if (own) return { price: own.price, source: 'customer', listName: null };
  const listed = best(candidates.listPrices.filter((p) => covers(qty, p.minQuantity)));
  if (listed) return { price: listed.price, source: 'price_list', listName: listed.listName };
  return { price: candidates.articlePrice, source: 'article', listName: null };
}

type Article = typeof articles.$inferSelect;

/** Loads the candidates of one article and customer of the tenant and picks the price. */
export async function priceFor(
  tenant: TenantScope,
  article: Article,
  customerId: number,
  quantity: string,
  date: string,
): Promise<PickedPrice> {
  const [own, listed] = await tenant.all([
    () =>
      tenant.select(
        customerPrices,
        and(eq(customerPrices.customerId, customerId), eq(customerPrices.articleId, article.id)),
      ),
    () => tenant.select(articlePrices, eq(articlePrices.articleId, article.id)),
  ]);
  return pickPrice(
    {
      customerPrices: own as (typeof customerPrices.$inferSelect)[],
      listPrices: listed as (typeof articlePrices.$inferSelect)[],
      articlePrice: article.price,
    },
    quantity,
    date,
  );
}

/** `GET /documents/price/{articleId}`: for a document (its customer and date) or a customer. */
export async function lookup(
  tenant: TenantScope,
  articleId: number,
  query: z.output<typeof priceQuery>,
) {
  const [article] = (await tenant.select(articles, eq(articles.id, articleId))) as Article[];
  if (!article) throw notFound('not_found.article');
  let customerId = query.customer_id;
  let date = query.date;
  if (query.document_id !== undefined) {
    const [doc] = (await tenant.select(
      documents,
      eq(documents.id, query.document_id),
    )) as (typeof documents.$inferSelect)[];
    if (!doc) throw notFound('not_found.document');
    customerId = doc.customerId;
    date ??= doc.documentDate;
  } else {
    const [customer] = await tenant.select(customers, eq(customers.id, customerId!));
    if (!customer) throw invalidInput({ customer_id: 'validation.choice' });
  }
  date ??= todayIn();
  const picked = await priceFor(tenant, article, customerId!, query.quantity, date);
  const treatment = defaultTreatment(
    await buyerKindOf(tenant, customerId!),
    { vat_rate: article.vatRate, vat_nature: article.vatNature },
    await documentExtensions.intentCovers(tenant, customerId!, date),
  );
  return {
    article_id: article.id,
    customer_id: customerId!,
    quantity: quantityOut(query.quantity),
    date,
    price: moneyOut(picked.price),
    source: picked.source,
    list_name: picked.listName,
    description: article.description,
    unit: article.unit,
    ...treatment,
  };
}
