import { and, asc, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Candidate, candidatesQuery } from '../../../contract/shipping-lists';
import { articles } from '../articles/table';
import { documentRows, documents } from '../documents/table';
import { shippingItems, shippingLists } from './table';
import { notFound } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';
import { quantityOut } from '../../lib/decimals';
import { likePattern } from '../../lib/search';
import { ORDER_CLOSED_STATUSES, quantityLeft, SHIPPABLE_LINE_STATUSES } from './quantities';

/** What the items of every list (open or confirmed) hold of a row. */
const allocatedOf = sql<string>`(select coalesce(sum(si.quantity), 0) from ${shippingItems} si where si.company_id = document_rows.company_id and si.document_row_id = document_rows.id)`;

function search(q: string): SQL | undefined {
  const number = /^(\d{1,9})(?:\/(\d{4}))?$/.exec(q);
  const pattern = likePattern(q);
  return or(
    sql`lower(${documents.customerName}) like ${pattern}`,
    sql`lower(${documentRows.description}) like ${pattern}`,
    sql`lower(coalesce(${articles.code}, '')) like ${pattern}`,
    sql`lower(coalesce(${documents.reference}, '')) like ${pattern}`,
    number
      ? and(
          eq(documents.number, Number(number[1])),
          number[2] ? eq(documents.year, Number(number[2])) : undefined,
        )
      : undefined,
  );
}

/**
 * The rows a list may take: rows of the company's orders (not shipped nor cancelled) that are
 * ready or packed and have something left to ship, with how much; only the list customer's
 * orders once it has one (a DDT goes to one customer). 404 for another's list.
 */
export async function candidates(
  tenant: TenantScope,
  listId: number,
  query: z.output<typeof candidatesQuery>,
) {
  const [list] = await tenant.select(shippingLists, eq(shippingLists.id, listId));
  if (!list) throw notFound('not_found.shipping_list');
  const { customerId } = list as typeof shippingLists.$inferSelect;
  const where = and(
    customerId === null ? undefined : eq(documents.customerId, customerId),
    tenant.owned(documentRows, inArray(documentRows.status, [...SHIPPABLE_LINE_STATUSES])),
    eq(documents.type, 'order'),
    notInArray(documents.status, [...ORDER_CLOSED_STATUSES]),
    sql`${documentRows.quantity} > ${allocatedOf}`,
    query.document_id ? eq(documents.id, query.document_id) : undefined,
    query.q ? search(query.q) : undefined,
  );
  const base = () =>
    tenant.db
      .select({
        row: documentRows,
        order: documents,
        articleCode: articles.code,
        allocated: sql<string>`${allocatedOf}::text`,
      })
      .from(documentRows)
      .innerJoin(documents, tenant.owned(documents, eq(documents.id, documentRows.documentId)))
      .leftJoin(articles, tenant.owned(articles, eq(articles.id, documentRows.articleId)))
      .where(where)
      .$dynamic();
  const [rows, [{ total }]] = await tenant.all([
    () =>
      base()
        .orderBy(desc(documents.year), desc(documents.number), asc(documentRows.position))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
    () =>
      tenant.db
        .select({ total: sql<number>`count(*)::int` })
        .from(documentRows)
        .innerJoin(documents, tenant.owned(documents, eq(documents.id, documentRows.documentId)))
        .leftJoin(articles, tenant.owned(articles, eq(articles.id, documentRows.articleId)))
        .where(where),
  ]);
  const items: Candidate[] = rows.map(({ row, order, articleCode, allocated }) => ({
    document_row_id: row.id,
    document_id: order.id,
    order_number: order.number!, // orders are numbered at creation
    order_year: order.year,
    order_reference: order.reference,
    customer: { id: order.customerId, name: order.customerName },
    destination_id: order.destinationId,
    article_code: articleCode,
    description: row.description,
    status: row.status,
    quantity: quantityOut(row.quantity),
    allocated: quantityOut(allocated),
    left: quantityLeft(row.quantity, allocated).toFixed(),
  }));
  return { items, total };
}
