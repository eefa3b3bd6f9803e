import { eq } from 'drizzle-orm';
import { paymentTerms } from './table';
import { invalidInput } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';

export type PaymentTermRecord = typeof paymentTerms.$inferSelect;

/** The tenant's payment term `id`, or undefined (another company's terms are not there). */
export async function findPaymentTerm(
  tenant: TenantScope,
  id: number,
): Promise<PaymentTermRecord | undefined> {
  const [term] = (await tenant.select(
    paymentTerms,
    eq(paymentTerms.id, id),
  )) as PaymentTermRecord[];
  return term;
}

/** A reference to a payment term must name one of the tenant's (400 on `field` otherwise). */
export async function checkPaymentTerm(tenant: TenantScope, id: number | null, field: string) {
  if (id !== null && !(await findPaymentTerm(tenant, id))) {
    throw invalidInput({ [field]: 'validation.choice' });
  }
}
