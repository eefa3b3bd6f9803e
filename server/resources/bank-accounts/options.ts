import { asc, sql } from 'drizzle-orm';
import type { TenantScope } from '../../lib/tenant';
import { bankAccounts } from './table';

/** The company's accounts as options of a form: "Conto principale (IT60X054…)", by name. */
export async function bankAccountOptions(tenant: TenantScope) {
  const accounts = await tenant.db
    .select({ id: bankAccounts.id, name: bankAccounts.name, iban: bankAccounts.iban })
    .from(bankAccounts)
    .where(tenant.owned(bankAccounts))
    .orderBy(asc(sql`lower(${bankAccounts.name})`), asc(bankAccounts.id));
  return accounts.map((a) => ({ id: a.id, name: `${a.name} (${a.iban})` }));
}
