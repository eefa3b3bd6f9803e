import { and, eq } from 'drizzle-orm';
import { customerDestinations, customers } from './table';
import { generalRegs } from '../general-regs/table';
import { invalidInput, notFound } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';
import { billingAddressOf } from './billing-address';

/**
 * Where a customer's goods go, as printed on a DDT and a label: the recipient's name, the
 * destination's name (null for the billing address) and its address.
 */
export interface DeliveryPlace {
  recipient: string;
  destination: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  phone: string | null;
  notes: string | null;
}

/**
 * 400 on `field` unless `destinationId` is a delivery address of `customerId` (null, the
 * billing address, always is).
 */
export async function assertDestinationOf(
  tenant: TenantScope,
  customerId: number,
  destinationId: number | null | undefined,
  field = 'destination_id',
) {
  if (destinationId === null || destinationId === undefined) return;
  const found = await destinationOf(tenant, customerId, destinationId);
  if (!found) throw invalidInput({ [field]: 'validation.destination_of_customer' });
}

/**
 * The place of delivery of `customerId`: destination `destinationId`, else the customer's
 * billing address, else its registry entry's address (never a mix of the two).
 */
export async function deliveryPlace(
  tenant: TenantScope,
  customerId: number,
  destinationId: number | null,
): Promise<DeliveryPlace> {
  // One after the other: `tenant` may be a transaction, whose client runs one query at a time.
  const [found] = await tenant.db
    .select({ customer: customers, general: generalRegs })
    .from(customers)
    .innerJoin(generalRegs, tenant.owned(generalRegs, eq(generalRegs.id, customers.generalRegId)))
    .where(tenant.owned(customers, eq(customers.id, customerId)));
  const destination =
    destinationId === null ? undefined : await destinationOf(tenant, customerId, destinationId);
  if (!found) throw notFound('not_found.customer');
  const { customer, general } = found;
  const phone = customer.phone ?? general.phone;
  if (destination) {
    return {
      recipient: general.name,
      destination: destination.name,
      address: destination.address,
      zip: destination.zip,
      city: destination.city,
      province: destination.province,
      country: destination.country,
      phone: destination.phone ?? phone,
      notes: destination.notes,
    };
  }
  const billing = billingAddressOf(customer, general);
  return { recipient: general.name, destination: null, ...billing, phone, notes: null };
}

/** Destination `destinationId` if it is one of `customerId`'s (else undefined). */
async function destinationOf(tenant: TenantScope, customerId: number, destinationId: number) {
  const [found] = await tenant.db
    .select()
    .from(customerDestinations)
    .where(
      tenant.owned(
        customerDestinations,
        and(
          eq(customerDestinations.id, destinationId),
          eq(customerDestinations.customerId, customerId),
        ),
      ),
    );
  return found;
}
