import { asc, eq } from 'drizzle-orm';
import type { Destination } from '../../../contract/destinations';
import type { TenantScope } from '../../lib/tenant';
import { customerDestinations } from './table';

type Row = typeof customerDestinations.$inferSelect;

export const toWire = (row: Row): Destination => ({
  id: row.id,
  customer_id: row.customerId,
  name: row.name,
  address: row.address,
  zip: row.zip,
  city: row.city,
  province: row.province,
  country: row.country,
  phone: row.phone,
  notes: row.notes,
  version: row.version,
});

/** The customer's destinations by name (without a 404: the customer is known to exist). */
export async function destinationsOf(tenant: TenantScope, customerId: number) {
  const rows = (await tenant
    .select(customerDestinations, eq(customerDestinations.customerId, customerId))
    .orderBy(asc(customerDestinations.name), asc(customerDestinations.id))) as Row[];
  return rows.map(toWire);
}
