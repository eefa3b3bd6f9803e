import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  revokeMandateBody,
  SddMandate,
  sddMandateInput,
} from '../../../contract/sdd-mandates';
import { customers } from '../customers/table';
import { conflict, msg, notFound, staleVersion } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { sddMandates, type SddMandateRecord } from './table';

type Input = z.output<typeof sddMandateInput>;

const toWire = (row: SddMandateRecord): SddMandate => ({
  id: row.id,
  customer_id: row.customerId,
  reference: row.reference,
  signature_date: row.signatureDate,
  scheme: row.scheme as SddMandate['scheme'],
  recurrent: row.recurrent,
  iban: row.iban,
  bic: row.bic,
  revoked_at: row.revokedAt,
  collections: row.collections,
  version: row.version,
});

async function ensureCustomer(tenant: TenantScope, customerId: number) {
  const [found] = await tenant.select(customers, eq(customers.id, customerId));
  if (!found) throw notFound('not_found.customer');
}

/** `GET /customers/{id}/sdd-mandates`: newest signature first. */
export async function list(tenant: TenantScope, customerId: number) {
  await ensureCustomer(tenant, customerId);
  const rows = (await tenant
    .select(sddMandates, eq(sddMandates.customerId, customerId))
    .orderBy(desc(sddMandates.signatureDate), desc(sddMandates.id))) as SddMandateRecord[];
  return rows.map(toWire);
}

export async function get(tenant: TenantScope, id: number) {
  const [row] = (await tenant.select(sddMandates, eq(sddMandates.id, id))) as SddMandateRecord[];
  if (!row) throw notFound('not_found.sdd_mandate');
  return toWire(row);
}

const fromWire = (input: Input) => ({
  reference: input.reference,
  signatureDate: input.signature_date,
  scheme: input.scheme,
  recurrent: input.recurrent,
  iban: input.iban,
  bic: input.bic,
});

/** 409 on `reference` when another mandate of the company has it. */
async function assertReferenceFree(tx: TenantScope, reference: string, id?: number) {
  const [taken] = await tx.select(
    sddMandates,
    and(
      eq(sddMandates.reference, reference),
      id === undefined ? undefined : ne(sddMandates.id, id),
    ),
  );
  if (taken) {
    const reason = msg('sdd_mandates.reference_taken', { reference });
    throw conflict(reason, { reference: reason });
  }
}

/** A new mandate of the customer. */
export async function create(tenant: TenantScope, customerId: number, input: Input) {
  const id = await inTransaction(tenant, async (tx) => {
    await ensureCustomer(tx, customerId);
    await assertReferenceFree(tx, input.reference);
    const [row] = (await tx.insert(sddMandates, {
      ...fromWire(input),
      customerId,
    })) as SddMandateRecord[];
    return row.id;
  });
  return get(tenant, id);
}

/** The mandate, locked, while no batch has collected with it (else 409: revoke it instead). */
async function unused(tx: TenantScope, id: number) {
  const [row] = (await tx
    .select(sddMandates, eq(sddMandates.id, id))
    .for('update')) as SddMandateRecord[];
  if (!row) throw notFound('not_found.sdd_mandate');
  if (row.firstPresented) throw conflict(msg('sdd_mandates.used', { reference: row.reference }));
  return row;
}

/** Corrects a mandate no batch has used (stale `version`: 409). */
export async function update(tenant: TenantScope, id: number, input: Input & { version: number }) {
  await inTransaction(tenant, async (tx) => {
    const current = await unused(tx, id);
    await assertReferenceFree(tx, input.reference, id);
    const saved = await tx.updateVersioned(sddMandates, id, input.version, fromWire(input));
    if (!saved) throw staleVersion('record.sdd_mandate', current.version, input.version);
  });
  return get(tenant, id);
}

/** Deletes a mandate no batch has used (a used one is revoked, and stays). */
export async function remove(tenant: TenantScope, id: number) {
  return inTransaction(tenant, async (tx) => {
    const mandate = await get(tx, id);
    await unused(tx, id);
    await tx.delete(sddMandates, eq(sddMandates.id, id));
    return mandate;
  });
}

/** Marks a mandate revoked on `date` (stale `version`: 409; revoked already: 409). */
export async function revoke(
  tenant: TenantScope,
  id: number,
  body: z.output<typeof revokeMandateBody>,
) {
  await inTransaction(tenant, async (tx) => {
    const current = await get(tx, id);
    if (current.revoked_at) {
      throw conflict(msg('sdd_mandates.revoked', { date: current.revoked_at }));
    }
    const saved = await tx.updateVersioned(sddMandates, id, body.version, { revokedAt: body.date });
    if (!saved) throw staleVersion('record.sdd_mandate', current.version, body.version);
  });
  return get(tenant, id);
}
