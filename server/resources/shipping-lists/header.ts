import { eq } from 'drizzle-orm';
import { carriers } from '../carriers/table';
import { shippingItems } from './table';
import { conflict, invalidInput, msg } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';
import { assertDestinationOf } from '../customers/delivery';
import { checkCustomer } from '../documents/links';
import { listLabel, type ListRecord } from './wire';

/** The references of a DDT's header, as they will be stored. */
interface HeaderRefs {
  customer_id: number | null;
  destination_id: number | null;
  carrier_id: number | null;
}

/**
 * 400 unless the customer and carrier are the company's and the destination is one of the
 * customer's (a list without a customer has no destination yet).
 */
export async function assertHeader(tx: TenantScope, refs: HeaderRefs) {
  if (refs.customer_id !== null) {
    await checkCustomer(tx, refs.customer_id);
    await assertDestinationOf(tx, refs.customer_id, refs.destination_id);
  } else if (refs.destination_id !== null) {
    throw invalidInput({ destination_id: 'validation.destination_of_customer' });
  }
  if (refs.carrier_id !== null) {
    const [found] = await tx.select(carriers, eq(carriers.id, refs.carrier_id));
    if (!found) throw invalidInput({ carrier_id: 'validation.choice' });
  }
}

/** 409 when the customer would change while the list holds items (they ship to the old one). */
export async function assertRecipientChange(
  tx: TenantScope,
  list: ListRecord,
  customerId: number | null,
) {
  if (customerId === list.customerId) return;
  const [item] = await tx.select(shippingItems, eq(shippingItems.shippingListId, list.id)).limit(1);
  if (!item) return;
  throw conflict(msg('ddt.customer_locked', { list: listLabel(list) }), {
    customer_id: msg('ddt.customer_locked', { list: listLabel(list) }),
  });
}
