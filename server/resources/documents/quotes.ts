import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '../../../contract/calendar';
import { QUOTE_VALIDITY_DAYS, type DocumentType } from '../../../contract/documents';
import { LineStatus, OrderStatus, QuoteStatus } from '../../../contract/enums';
import { documents } from './table';
import { conflict, msg } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';
import { label } from './links';
import { shownStatus } from './overdue';
import { copyOf, followOf, insertDocument, lockSource } from './copy';
import { rowsOf, type DocumentRecord } from './wire';

/**
 * What a quote keeps besides any document's header (docs/quotes.md): its validity date (30
 * days after its date when none is given) and its conditions. Other types have neither.
 */
export function quoteFields(
  type: DocumentType,
  input: { document_date: string; valid_until: string | null; conditions: string | null },
) {
  if (type !== 'quote') return { validUntil: null, conditions: null };
  return {
    validUntil: input.valid_until ?? addDays(input.document_date, QUOTE_VALIDITY_DAYS),
    conditions: input.conditions,
  };
}

/** The order a quote became, if any (at most one: `documents_quote_order_key`). */
async function orderOf(tx: TenantScope, quoteId: number) {
  const [order] = (await tx
    .select(documents, and(eq(documents.type, 'order'), eq(documents.relatedDocumentId, quoteId)))
    .limit(1)) as DocumentRecord[];
  return order;
}

/**
 * "Trasforma in ordine": quote `id` becomes a new order (next number of its date's year, "to
 * confirm") of the same customer, destination, payment term, references and rows (prices as
 * quoted, lines "to produce"), naming the quote (`related_document_id`); the quote becomes
 * accepted. The quote row is locked first, so two conversions queue and the second finds the
 * order: a quote is converted once (409 naming the order). A refused quote is reopened first
 * (409); an expired one converts (the customer accepted late: the screen warns).
 */
export async function quoteToOrder(tx: TenantScope, id: number, documentDate: string) {
  const quote = await lockSource(tx, id);
  const document = label(quote);
  if (quote.type !== 'quote') throw conflict(msg('documents.not_quote', { document }));
  const order = await orderOf(tx, id);
  if (order) {
    throw conflict(msg('documents.quote_converted', { document, order: label(order) }));
  }
  if (shownStatus(quote) === QuoteStatus.refused) {
    throw conflict(msg('documents.quote_refused', { document }));
  }
  const orderId = await insertDocument(
    tx,
    {
      type: 'order',
      status: OrderStatus.to_confirm,
      documentDate,
      ...followOf(quote),
    },
    (await rowsOf(tx, id)).map((row) => ({ ...copyOf(row), status: LineStatus.to_produce })),
  );
  await tx.db
    .update(documents)
    .set({
      status: QuoteStatus.accepted,
      version: sql`${documents.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(tx.owned(documents, eq(documents.id, id)));
  return orderId;
}
