import { eq } from 'drizzle-orm';
import { notFound } from '../../lib/errors';
import { joinOwned, type TenantScope } from '../../lib/tenant';
import { generalRegs } from '../general-regs/table';
import { customers } from './table';

/**
 * The tenant's customer `id` with its general registry entry (404 when not the tenant's): what
 * a statement or a letter names and addresses.
 */
export async function customerEntry(tx: TenantScope, id: number) {
  const [found] = await tx.db
    .select({ customer: customers, general: generalRegs })
    .from(customers)
    .innerJoin(
      generalRegs,
      joinOwned(generalRegs, customers, eq(generalRegs.id, customers.generalRegId)),
    )
    .where(tx.owned(customers, eq(customers.id, id)));
  if (!found) throw notFound('not_found.customer');
  return found;
}
