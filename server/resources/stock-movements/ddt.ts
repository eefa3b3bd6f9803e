import { eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../../lib/tenant';
import { joinOwned } from '../../lib/tenant';
import { articles } from '../articles/table';
import { documentRows } from '../documents/table';
import { shippingItems, shippingLists } from '../shipping-lists/table';
import { lockArticles, recordMovements } from './ledger';
import { refreshReserved } from './reserved';
import { ddtMovement, ddtQuantities } from './rules';

/**
 * The stock side of a DDT's confirmation, in its transaction: one movement per stocked article
 * of its items (an unload, or a load for causale "return"), dated the DDT's date and naming it,
 * the articles locked in id order and an overdraw refused (409 naming the article and what is
 * on hand) unless the company allows negative stock; then what the shipped rows reserved.
 */
export async function ddtConfirming(tx: TenantScope, listId: number): Promise<void> {
  const [list] = await tx.db
    .select({ date: shippingLists.date, transportReason: shippingLists.transportReason })
    .from(shippingLists)
    .where(tx.owned(shippingLists, eq(shippingLists.id, listId)));
  const lines = await tx.db
    .select({
      articleId: documentRows.articleId,
      stocked: articles.stocked,
      quantity: sql<string>`${shippingItems.quantity}::text`,
    })
    .from(shippingItems)
    .innerJoin(
      documentRows,
      joinOwned(documentRows, shippingItems, eq(documentRows.id, shippingItems.documentRowId)),
    )
    .leftJoin(articles, joinOwned(articles, documentRows, eq(articles.id, documentRows.articleId)))
    .where(tx.owned(shippingItems, eq(shippingItems.shippingListId, listId)));
  const articleIds = lines.map((l) => l.articleId).filter((id): id is number => id !== null);
  // Every article the DDT touches (stocked or not: the reserved figure of all is refreshed),
  // locked at once in id order.
  const locked = await lockArticles(tx, articleIds);
  const { reason } = ddtMovement(list.transportReason);
  const moves = ddtQuantities(lines, list.transportReason);
  await recordMovements(
    tx,
    moves.map((m) => ({ ...m, date: list.date, reason, shippingListId: listId })),
    { locked },
  );
  await refreshReserved(tx, articleIds);
}
