import Decimal from 'decimal.js';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { customerArticleInput, customerPriceInput } from '../../../contract/customers';
import { articles } from '../articles/table';
import { conflict, msg } from '../../lib/errors';
import { joinOwned, type TenantScope } from '../../lib/tenant';
import { customerArticles, customerPrices, customers } from './table';

/**
 * What would leave a customer's prices or codes ambiguous is refused (409 on the field): two
 * prices of one article from the same quantity valid on a same day (which one applies?), and
 * one customer code naming two articles (which one did the customer order?). The customer's
 * row is locked first, so two concurrent saves cannot both pass the check.
 */

const lockCustomer = (tx: TenantScope, customerId: number) =>
  tx.select(customers, eq(customers.id, customerId)).for('update');

const otherThan = (id: number | undefined, column: PgColumn) =>
  id === undefined ? undefined : ne(column, id);

/** 409 on `min_quantity` when another price of the article starts at that quantity then. */
export async function assertPriceUnambiguous(
  tx: TenantScope,
  input: z.output<typeof customerPriceInput>,
  exceptId?: number,
) {
  await lockCustomer(tx, input.customer_id);
  const [clash] = await tx.db
    .select({ article: articles.code })
    .from(customerPrices)
    .innerJoin(
      articles,
      joinOwned(articles, customerPrices, eq(articles.id, customerPrices.articleId)),
    )
    .where(
      tx.owned(
        customerPrices,
        and(
          eq(customerPrices.customerId, input.customer_id),
          eq(customerPrices.articleId, input.article_id),
          sql`${customerPrices.minQuantity} = ${input.min_quantity}::numeric`,
          // The two validity periods share a day (no date: open on that side).
          sql`coalesce(${customerPrices.validFrom}, '-infinity'::date) <= coalesce(${input.valid_to}::date, 'infinity'::date)`,
          sql`coalesce(${customerPrices.validTo}, 'infinity'::date) >= coalesce(${input.valid_from}::date, '-infinity'::date)`,
          otherThan(exceptId, customerPrices.id),
        ),
      ),
    )
    .limit(1);
  if (!clash) return;
  const quantity = new Decimal(input.min_quantity).toString();
  const reason = msg('ambiguous.customer_price', { article: clash.article, quantity });
  throw conflict(reason, { min_quantity: reason });
}

/** 409 on `customer_code` when the customer's code already names another article. */
export async function assertCodeUnambiguous(
  tx: TenantScope,
  input: z.output<typeof customerArticleInput>,
  exceptId?: number,
) {
  if (!input.customer_code) return;
  await lockCustomer(tx, input.customer_id);
  const [clash] = await tx.db
    .select({ article: articles.code })
    .from(customerArticles)
    .innerJoin(
      articles,
      joinOwned(articles, customerArticles, eq(articles.id, customerArticles.articleId)),
    )
    .where(
      tx.owned(
        customerArticles,
        and(
          eq(customerArticles.customerId, input.customer_id),
          ne(customerArticles.articleId, input.article_id),
          sql`lower(${customerArticles.customerCode}) = lower(${input.customer_code})`,
          otherThan(exceptId, customerArticles.id),
        ),
      ),
    )
    .limit(1);
  if (!clash) return;
  const reason = msg('ambiguous.customer_code', {
    code: input.customer_code,
    article: clash.article,
  });
  throw conflict(reason, { customer_code: reason });
}
