import { eq } from 'drizzle-orm';
import { carriers } from '../carriers/table';
import { type shippingLists } from './table';
import type { TenantScope } from '../../lib/tenant';
import { deliveryPlace, type DeliveryPlace } from '../customers/delivery';

/** The carrier as a DDT names it (registry `carriers`). */
export interface CarrierDetails {
  name: string;
  vat_number: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string;
}

/**
 * Who a DDT goes to and who carries it. Stored in `shipping_lists.snapshot` at confirmation:
 * a confirmed DDT prints what it said that day, whatever the customer's or carrier's data
 * become; an open one prints the current data.
 */
export interface DdtParties {
  place: DeliveryPlace;
  carrier: CarrierDetails | null;
}

type List = Pick<
  typeof shippingLists.$inferSelect,
  'customerId' | 'destinationId' | 'carrierId' | 'snapshot'
>;

/** The parties from the current data; null while the list has no customer. */
export async function liveParties(tenant: TenantScope, list: List): Promise<DdtParties | null> {
  if (list.customerId === null) return null;
  // One after the other: `tenant` may be a transaction, whose client runs one query at a time.
  const place = await deliveryPlace(tenant, list.customerId, list.destinationId);
  const carrier =
    list.carrierId === null
      ? null
      : ((
          await tenant.db
            .select({
              name: carriers.name,
              vat_number: carriers.vat_number,
              address: carriers.address,
              zip: carriers.zip,
              city: carriers.city,
              province: carriers.province,
              country: carriers.country,
            })
            .from(carriers)
            .where(tenant.owned(carriers, eq(carriers.id, list.carrierId)))
        )[0] ?? null);
  return { place, carrier };
}

/** The parties a DDT prints: its snapshot once confirmed, else the current data. */
export async function partiesOf(tenant: TenantScope, list: List): Promise<DdtParties | null> {
  return (list.snapshot as DdtParties | null) ?? liveParties(tenant, list);
}
