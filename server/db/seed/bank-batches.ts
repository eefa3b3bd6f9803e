import { and, asc, eq, gt, inArray, like } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { bankAccounts } from '../../resources/bank-accounts/table';
import { credit, unpaid } from '../../resources/bank-batches/outcome';
import { present } from '../../resources/bank-batches/present';
import { earliestCollection } from '../../resources/bank-batches/sepa-dates';
import { bankBatchItems, type BankBatchItemRecord } from '../../resources/bank-batches/table';
import { instalments, type InstalmentRecord } from '../../resources/instalments/table';
import { sddMandates } from '../../resources/sdd-mandates/table';
import { customers } from '../../resources/customers/table';
import { todayIn } from '../../lib/dates';
import { tenantScope } from '../../lib/tenant';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/**
 * The demo's bank batches, through the API's own functions: a RiBa batch of the oldest open
 * RiBa instalments, credited by the bank; a second one still presented, one of its items
 * reported unpaid with the bank's charges; the direct-debit customer's mandate and a SEPA
 * batch of its instalments.
 */
export async function seedBankBatches(tx: Tx, companyId: number, sddCustomerId: number) {
  const scope = tenantScope(tx, companyId);
  const today = todayIn();
  const [account] = (await scope
    .select(bankAccounts)
    .orderBy(asc(bankAccounts.id))
    .limit(1)) as (typeof bankAccounts.$inferSelect)[];
  const [customer] = (await scope.select(
    customers,
    eq(customers.id, sddCustomerId),
  )) as (typeof customers.$inferSelect)[];
  await scope.insert(sddMandates, {
    customerId: sddCustomerId,
    reference: `SDD-${customer.registryCode}-0001`,
    signatureDate: `${Number(today.slice(0, 4)) - 1}-01-15`,
    scheme: 'CORE',
    recurrent: true,
    iban: customer.iban!,
  });
  const open = async (methods: string[]) =>
    (await scope
      .select(
        instalments,
        and(inArray(instalments.method, methods), gt(instalments.openAmount, '0')),
      )
      .orderBy(asc(instalments.dueDate), asc(instalments.id))) as InstalmentRecord[];
  // RiBa to the customers banking in Italy (the bank's ABI and CAB).
  const italian = new Set(
    (
      await scope.db
        .select({ id: customers.id })
        .from(customers)
        .where(scope.owned(customers, like(customers.iban, 'IT%')))
    ).map((c) => c.id),
  );
  const riba = (await open(['MP12'])).filter((i) => italian.has(i.customerId)).map((i) => i.id);
  // With enough of them, the oldest go in a batch the bank credited.
  const split = riba.length >= 6 ? 3 : 0;
  if (split) {
    const old = await present(scope, {
      kind: 'riba',
      bank_account_id: account.id,
      credit_date: today,
      instalment_ids: riba.slice(0, split),
    });
    await credit(scope, old, { date: today });
  }
  if (riba.length > split) {
    const current = await present(scope, {
      kind: 'riba',
      bank_account_id: account.id,
      credit_date: today,
      instalment_ids: riba.slice(split, split + 4),
    });
    const items = (await scope
      .select(bankBatchItems, eq(bankBatchItems.batchId, current))
      .orderBy(asc(bankBatchItems.id))) as BankBatchItemRecord[];
    if (items.length > 1) {
      await unpaid(scope, current, items[0].id, { date: today, charges: '4.50', reason: '' });
    }
  }
  const sdd = (await open(['MP19'])).filter((i) => i.customerId === sddCustomerId).map((i) => i.id);
  if (sdd.length) {
    await present(scope, {
      kind: 'sdd',
      bank_account_id: account.id,
      credit_date: earliestCollection(today),
      instalment_ids: sdd.slice(0, 2),
    });
  }
}
