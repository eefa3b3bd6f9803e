import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { documentRows, documents } from '../documents/table';
import { shippingItems, shippingLists } from '../shipping-lists/table';
import { notFound } from '../../lib/errors';
import { joinOwned, type TenantScope } from '../../lib/tenant';
import type { RowCitation } from '../documents/extensions';

/** The DDT a row of a deferred invoice bills (through its `shipping_item_id`). */
export type DdtCitation = RowCitation;

/**
 * The DDTs the rows of document `documentId` bill, by row id: empty for any document but a
 * deferred invoice. Read by the PDF (rows grouped under "DDT n. 5/2026 del 03/11/2026") and
 * the FatturaPA XML (DatiDDT, TipoDocumento TD24).
 */
export async function ddtCitations(
  tx: TenantScope,
  documentId: number,
): Promise<Map<number, DdtCitation>> {
  const found = await tx.db
    .select({
      rowId: documentRows.id,
      id: shippingLists.id,
      number: shippingLists.number,
      year: shippingLists.year,
      date: shippingLists.date,
    })
    .from(documentRows)
    .innerJoin(
      shippingItems,
      joinOwned(shippingItems, documentRows, eq(shippingItems.id, documentRows.shippingItemId)),
    )
    .innerJoin(
      shippingLists,
      joinOwned(shippingLists, shippingItems, eq(shippingLists.id, shippingItems.shippingListId)),
    )
    .where(tx.owned(documentRows, eq(documentRows.documentId, documentId)));
  return new Map(
    found.map(({ rowId, number, ...ddt }) => [rowId, { ...ddt, number: number ?? 0 }]),
  );
}

/** "5/2026": a DDT's number as printed and as the XML's NumeroDDT says it. */
export const ddtNumber = (ddt: Pick<DdtCitation, 'number' | 'year'>) => `${ddt.number}/${ddt.year}`;

/**
 * Pure: DatiDDT of rows in order, each DDT once (in the order its first row comes), with the
 * 1-based numbers of the lines that bill it.
 */
export function ddtsOfRows(rows: { id: number }[], cited: Map<number, DdtCitation>) {
  const byDdt = new Map<number, { number: string; date: string; lines: number[] }>();
  rows.forEach((row, index) => {
    const ddt = cited.get(row.id);
    if (!ddt) return;
    const entry = byDdt.get(ddt.id) ?? { number: ddtNumber(ddt), date: ddt.date, lines: [] };
    entry.lines.push(index + 1);
    byDdt.set(ddt.id, entry);
  });
  return [...byDdt.values()];
}

/**
 * After rows of draft `invoiceId` were deleted: the DDTs it no longer bills at all (none of
 * their items on a row of it) are free again (`invoice_id` null), so they can be invoiced
 * anew; a DDT still billed by one row stays the invoice's.
 */
export async function releaseDdts(tx: TenantScope, invoiceId: number) {
  const billed = tx.db
    .select({ one: sql`1` })
    .from(shippingItems)
    .innerJoin(
      documentRows,
      joinOwned(documentRows, shippingItems, eq(documentRows.shippingItemId, shippingItems.id)),
    )
    .where(
      and(
        eq(shippingItems.companyId, shippingLists.companyId),
        eq(shippingItems.shippingListId, shippingLists.id),
        eq(documentRows.documentId, invoiceId),
      ),
    );
  await tx.update(
    shippingLists,
    { invoiceId: null, updatedAt: new Date() },
    and(eq(shippingLists.invoiceId, invoiceId), notExists(billed))!,
  );
}

/**
 * `GET /documents/{id}/ddts`: the DDTs invoice `id` bills (their `invoice_id`), by date and
 * number; none for any other document. 404 when the document is not the tenant's.
 */
export async function ddtsOfInvoice(tx: TenantScope, id: number) {
  const [found] = await tx.select(documents, eq(documents.id, id)).limit(1);
  if (!found) throw notFound('not_found.document');
  const rows = await tx.db
    .select({
      id: shippingLists.id,
      number: shippingLists.number,
      year: shippingLists.year,
      date: shippingLists.date,
    })
    .from(shippingLists)
    .where(tx.owned(shippingLists, eq(shippingLists.invoiceId, id)))
    .orderBy(asc(shippingLists.date), asc(shippingLists.number));
  return rows.map((row) => ({ ...row, number: row.number ?? 0 }));
}
