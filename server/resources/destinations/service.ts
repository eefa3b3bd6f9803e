import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { destinationInput, destinationUpdate } from '../../../contract/destinations';
import { customerDestinations, customers } from '../customers/table';
import { destinationsOf, toWire } from '../customers/destinations';
import { documents } from '../documents/table';
import { shippingLists } from '../shipping-lists/table';
import { conflict, msg, notFound } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { label } from '../documents/links';

type Row = typeof customerDestinations.$inferSelect;
type Input = z.output<typeof destinationInput>;

const fromWire = (input: Input) => ({
  name: input.name,
  address: input.address,
  zip: input.zip,
  city: input.city,
  province: input.province,
  country: input.country,
  phone: input.phone,
  notes: input.notes,
});

async function ensureCustomer(tenant: TenantScope, customerId: number) {
  const [found] = await tenant.select(customers, eq(customers.id, customerId));
  if (!found) throw notFound('not_found.customer');
}

/** `GET /customers/{id}/destinations`: 404 for a customer that is not the tenant's. */
export async function list(tenant: TenantScope, customerId: number) {
  await ensureCustomer(tenant, customerId);
  return destinationsOf(tenant, customerId);
}

async function get(tenant: TenantScope, id: number) {
  const [row] = (await tenant.select(
    customerDestinations,
    eq(customerDestinations.id, id),
  )) as Row[];
  if (!row) throw notFound('not_found.destination');
  return row;
}

export async function create(tenant: TenantScope, customerId: number, input: Input) {
  await ensureCustomer(tenant, customerId);
  const [row] = (await tenant.insert(customerDestinations, {
    ...fromWire(input),
    customerId,
  })) as Row[];
  return toWire(row);
}

/** Saves a destination; a stale `version` is a 409 naming it and both versions. */
export async function update(
  tenant: TenantScope,
  id: number,
  input: z.output<typeof destinationUpdate>,
) {
  const row = await tenant.updateVersioned(
    customerDestinations,
    id,
    input.version,
    fromWire(input),
  );
  if (row) return toWire(row);
  const current = await get(tenant, id);
  throw conflict(
    msg('stale_version', {
      what: msg('destinations.record', { name: current.name }),
      current: current.version,
      edited: input.version,
    }),
  );
}

/** Why the destination cannot go: a document or a shipping list (DDT) that names it. */
async function usedBy(tx: TenantScope, row: Row) {
  const [doc] = await tx
    .select(documents, eq(documents.destinationId, row.id))
    .orderBy(asc(documents.id))
    .limit(1);
  if (doc) {
    return msg('destinations.in_document', {
      name: row.name,
      document: label(doc as typeof documents.$inferSelect),
    });
  }
  const [list] = (await tx
    .select(shippingLists, eq(shippingLists.destinationId, row.id))
    .orderBy(asc(shippingLists.id))
    .limit(1)) as (typeof shippingLists.$inferSelect)[];
  if (!list) return null;
  return list.number === null
    ? msg('destinations.in_open_list', { name: row.name, id: list.id })
    : msg('destinations.in_ddt', { name: row.name, number: list.number, year: list.year });
}

/**
 * Deletes a destination no document and no shipping list names (409 naming the first that
 * does). The row is locked first, so a document cannot take it meanwhile unseen: the foreign
 * key would refuse the delete anyway.
 */
export async function remove(tenant: TenantScope, id: number) {
  return inTransaction(tenant, async (tx) => {
    const [row] = (await tx
      .select(customerDestinations, eq(customerDestinations.id, id))
      .for('update')) as Row[];
    if (!row) throw notFound('not_found.destination');
    const reason = await usedBy(tx, row);
    if (reason) throw conflict(reason);
    await tx.delete(customerDestinations, eq(customerDestinations.id, id));
    return toWire(row);
  });
}
