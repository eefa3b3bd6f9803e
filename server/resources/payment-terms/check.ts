import { eq } from 'drizzle-orm';
import { customers } from '../customers/table';
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

/**
 * The payment term a document saves: the one sent (checked to be the tenant's), else on
 * create the customer's, on update the stored one (`current`).
 */
export async function documentTerm(
  tenant: TenantScope,
  sent: number | null | undefined,
  customerId: number,
  current?: { paymentTermId: number | null },
): Promise<number | null> {
  if (sent !== undefined) {
    await checkPaymentTerm(tenant, sent, 'payment_term_id');
    return sent;
  }
  if (current) return current.paymentTermId;
  const [customer] = await tenant.db
    .select({ term: customers.paymentTermId })
    .from(customers)
    .where(tenant.owned(customers, eq(customers.id, customerId)));
  return customer?.term ?? null;
}
