import { and, eq, ne, sql } from 'drizzle-orm';
import { documentRows, documents } from '../documents/table';
import { shippingItems } from './table';
import { conflict, HttpError, invalidInput, msg } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';
import {
  excessMessage,
  lineStatusName,
  ORDER_CLOSED_STATUSES,
  SHIPPABLE_LINE_STATUSES,
} from './quantities';

/** An order row as the shipping rules see it. */
export interface ShippableRow {
  id: number;
  quantity: string;
  status: number;
  documentType: string;
  orderStatus: number;
  orderNumber: number;
  orderYear: number;
  customerId: number;
  customerName: string;
  destinationId: number | null;
}

/**
 * Locks the row (its quantity and what lists hold of it must not change until the caller
 * commits) and answers it; 400 on `document_row_id` when it is not a row of the tenant's.
 */
export async function lockRow(tx: TenantScope, rowId: number): Promise<ShippableRow> {
  const [row] = await tx.db
    .select({
      id: documentRows.id,
      quantity: documentRows.quantity,
      status: documentRows.status,
      documentType: documents.type,
      orderStatus: documents.status,
      // Orders are numbered at creation (only invoices and notes have drafts).
      orderNumber: sql<number>`${documents.number}`,
      orderYear: documents.year,
      customerId: documents.customerId,
      customerName: documents.customerName,
      destinationId: documents.destinationId,
    })
    .from(documentRows)
    .innerJoin(documents, tx.owned(documents, eq(documents.id, documentRows.documentId)))
    .where(tx.owned(documentRows, eq(documentRows.id, rowId)))
    .for('update', { of: documentRows });
  if (!row) throw invalidInput({ document_row_id: 'validation.choice' });
  return row;
}

/** 400/409 unless the row is an order's row that is ready or packed, in an open order. */
export function assertShippable(row: ShippableRow): void {
  if (row.documentType !== 'order') {
    throw new HttpError(400, msg('shipping.only_order_rows'), {
      document_row_id: 'validation.choice',
    });
  }
  const order = msg('document_ref', {
    type: msg('document_type.order'),
    number: row.orderNumber,
    year: row.orderYear,
  });
  if ((ORDER_CLOSED_STATUSES as readonly number[]).includes(row.orderStatus)) {
    throw conflict(msg('shipping.order_closed', { order }));
  }
  if (!(SHIPPABLE_LINE_STATUSES as readonly number[]).includes(row.status)) {
    throw conflict(
      msg('shipping.row_not_shippable', {
        order,
        status: lineStatusName(row.status),
        ready: msg('line_status.ready'),
        packed: msg('line_status.packed'),
      }),
    );
  }
}

/** What the items of all lists (confirmed or not) hold of the row, item `except` left out. */
export async function allocated(tx: TenantScope, rowId: number, except?: number) {
  const [row] = await tx.db
    .select({ total: sql<string>`coalesce(sum(${shippingItems.quantity}), 0)::text` })
    .from(shippingItems)
    .where(
      tx.owned(
        shippingItems,
        and(
          eq(shippingItems.documentRowId, rowId),
          except ? ne(shippingItems.id, except) : undefined,
        ),
      ),
    );
  return row.total;
}

/** 400 on `quantity` when `wanted` is more than what is left of the row. */
export async function assertQuantity(
  tx: TenantScope,
  row: ShippableRow,
  wanted: string,
  except?: number,
) {
  const message = excessMessage(row.quantity, await allocated(tx, row.id, except), wanted);
  if (message) throw new HttpError(400, message, { quantity: message });
}

/**
 * What shipping lists hold of order row `rowId`, the row locked first as adding an item
 * locks it: the least quantity the row may be given (`documents/extensions.ts`).
 */
export async function heldQuantity(tx: TenantScope, rowId: number): Promise<string> {
  await lockRow(tx, rowId);
  return allocated(tx, rowId);
}
