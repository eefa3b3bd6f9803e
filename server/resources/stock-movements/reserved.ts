import { sql } from 'drizzle-orm';
import type { TenantScope } from '../../lib/tenant';
import { OrderStatus, ShippingListStatus } from '../../../contract/enums';
import { articles } from '../articles/table';
import { documentRows, documents } from '../documents/table';
import { shippingItems, shippingLists } from '../shipping-lists/table';

/**
 * Orders whose goods are promised but not shipped: confirmed and not yet shipped or cancelled.
 * Their rows reserve the stock of their articles.
 */
export const RESERVING_ORDER_STATUSES = [
  OrderStatus.confirmed,
  OrderStatus.waiting,
  OrderStatus.in_progress,
  OrderStatus.ready,
  OrderStatus.packed,
] as const;

const statuses = sql.raw(RESERVING_ORDER_STATUSES.join(', '));

/**
 * Recomputes `articles.reserved` of `articleIds` in one statement, in the caller's transaction:
 * for each stocked article, the sum over the rows of reserving orders of what confirmed DDTs
 * have not shipped yet of each row (never less than zero); an article not stocked reserves
 * nothing. The articles are locked in id order first, the order every stock path locks them
 * in. Called wherever order rows, an order's status or a DDT's confirmation change it.
 */
export async function refreshReserved(
  tx: TenantScope,
  articleIds: readonly (number | null | undefined)[],
): Promise<void> {
  const ids = [...new Set(articleIds.filter((id): id is number => typeof id === 'number'))];
  if (!ids.length) return;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.db.execute(sql`
    with locked as (
      select id from ${articles}
      where company_id = ${tx.companyId} and id in (${list})
      order by id for update
    ), target as (
      select a.id, case when a.stocked then coalesce((
        select sum(greatest(dr.quantity - coalesce((
          select sum(si.quantity) from ${shippingItems} si
          join ${shippingLists} sl on sl.company_id = si.company_id and sl.id = si.shipping_list_id
          where si.company_id = dr.company_id and si.document_row_id = dr.id
            and sl.status = ${ShippingListStatus.confirmed}
        ), 0), 0))
        from ${documentRows} dr
        join ${documents} d on d.company_id = dr.company_id and d.id = dr.document_id
        where dr.company_id = a.company_id and dr.article_id = a.id
          and d.type = 'order' and d.status in (${statuses})
      ), 0) else 0 end as reserved
      from ${articles} a join locked on locked.id = a.id
      where a.company_id = ${tx.companyId}
    )
    update ${articles} set reserved = target.reserved from target
    where ${articles.companyId} = ${tx.companyId} and ${articles.id} = target.id
      and ${articles.reserved} <> target.reserved`);
}

/** The articles of the rows of document `documentId` (for the documents' hook). */
export async function articlesOfDocument(tx: TenantScope, documentId: number): Promise<number[]> {
  const rows = await tx.db.execute<{ article_id: number }>(sql`
    select distinct article_id from ${documentRows}
    where company_id = ${tx.companyId} and document_id = ${documentId} and article_id is not null`);
  return rows.rows.map((r) => r.article_id);
}

/**
 * The documents' hook (`orderRowsChanged`): order `documentId`'s rows or status changed, so
 * the articles its rows name, and those they no longer name, reserve anew.
 */
export async function orderRowsChanged(
  tx: TenantScope,
  documentId: number,
  departed: readonly (number | null)[] = [],
): Promise<void> {
  await refreshReserved(tx, [...(await articlesOfDocument(tx, documentId)), ...departed]);
}
