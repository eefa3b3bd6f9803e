import { eq } from 'drizzle-orm';
import { buyerKind, type BuyerKind } from '../../../contract/buyer-kinds';
import type { TenantScope } from '../../lib/tenant';
import { generalRegs } from '../general-regs/table';
import { customers } from './table';

/** The VAT kind of the tenant's customer `customerId` (contract/buyer-kinds.ts). */
export async function buyerKindOf(tx: TenantScope, customerId: number): Promise<BuyerKind> {
  const [found] = await tx.db
    .select({
      country: generalRegs.country,
      vat_number: generalRegs.vatNumber,
      is_public_administration: generalRegs.isPublicAdministration,
    })
    .from(customers)
    .innerJoin(generalRegs, tx.owned(generalRegs, eq(generalRegs.id, customers.generalRegId)))
    .where(tx.owned(customers, eq(customers.id, customerId)));
  return buyerKind(found ?? {});
}
