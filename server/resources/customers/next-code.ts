import { desc, sql } from 'drizzle-orm';
import { nextRegistryCode } from '../../../contract/customers';
import type { TenantScope } from '../../lib/tenant';
import { customers } from './table';

/**
 * `GET /customers/next-code`: the registry code a new customer is offered, the one after the
 * company's highest code of letters and digits (C0010 -> C0011), C0001 for the first. Only a
 * suggestion: two users creating at once get the same, and the second save is a 409 on it.
 */
export async function suggestRegistryCode(tenant: TenantScope): Promise<{ code: string }> {
  const numbered = sql`${customers.registryCode} ~ '^[A-Za-z]*[0-9]+$'`;
  const [last] = await tenant.db
    .select({ code: customers.registryCode })
    .from(customers)
    .where(tenant.owned(customers, numbered))
    .orderBy(desc(sql`length(${customers.registryCode})`), desc(customers.registryCode))
    .limit(1);
  return { code: nextRegistryCode(last?.code ?? null) };
}
