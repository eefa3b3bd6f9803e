import { eq, sql } from 'drizzle-orm';
import { customers } from '../customers/table';
import { generalRegs } from '../general-regs/table';
import { shippingItems, shippingLists } from './table';
import { conflict, msg } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';
import type { ShippableRow } from './rows';
import { listLabel, type ListRecord } from './wire';

/**
 * A DDT goes to one customer. The first item of a list without a customer addresses it to
 * the item order's customer; the first item of a list without a destination brings the
 * order's place of delivery. An item of another customer's order: 409 naming both.
 */
export async function assertRecipient(tx: TenantScope, list: ListRecord, row: ShippableRow) {
  if (list.customerId !== null && list.customerId !== row.customerId) {
    const [recipient] = await tx.db
      .select({ name: generalRegs.name })
      .from(customers)
      .innerJoin(generalRegs, tx.owned(generalRegs, eq(generalRegs.id, customers.generalRegId)))
      .where(tx.owned(customers, eq(customers.id, list.customerId)));
    const order = msg('document_ref', {
      type: msg('document_type.order'),
      number: row.orderNumber,
      year: row.orderYear,
    });
    throw conflict(
      msg('ddt.other_customer', {
        order,
        other: row.customerName,
        list: listLabel(list),
        customer: recipient?.name ?? String(list.customerId),
      }),
    );
  }
  const [{ count }] = await tx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(shippingItems)
    .where(tx.owned(shippingItems, eq(shippingItems.shippingListId, list.id)));
  const first = count === 0;
  if (list.customerId !== null && !(first && list.destinationId === null)) return;
  await tx.update(
    shippingLists,
    {
      customerId: row.customerId,
      destinationId: list.destinationId ?? (first ? row.destinationId : null),
    },
    eq(shippingLists.id, list.id),
  );
}
