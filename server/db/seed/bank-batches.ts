import { and, asc, eq, gt, gte, inArray, isNotNull, like, max } from 'drizzle-orm';
import { documentInput } from '../../../contract/documents';
import { articles } from '../../resources/articles/table';
import { create as createDocument } from '../../resources/documents/service';
import { documents } from '../../resources/documents/table';
import { issue } from '../../resources/sdi/issue';
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
import { tenantScope, type TenantScope } from '../../lib/tenant';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/**
 * An invoice to the direct-debit customer, issued through the API on the day of this year's
 * last demo invoice (today without one; its term is SEPA 30 days): the demo's documents give
 * that customer none, and its SEPA batch needs one. On that day, it leaves the dates an
 * office may still issue on as they were (dates follow numbers).
 */
async function issueSddInvoice(scope: TenantScope, customerId: number, today: string) {
  const year = Number(today.slice(0, 4));
  const [{ last }] = await scope.db
    .select({ last: max(documents.documentDate) })
    .from(documents)
    .where(
      scope.owned(
        documents,
        and(eq(documents.type, 'invoice'), eq(documents.year, year), isNotNull(documents.issuedAt)),
      ),
    );
  const date = last ?? today;
  if (date > today) return;
  // A simple article of some price (consumables: 12 cans of oil in the demo).
  const [article] = (await scope
    .select(articles, and(eq(articles.pricingType, 0), gte(articles.price, '10')))
    .orderBy(asc(articles.id))
    .limit(1)) as (typeof articles.$inferSelect)[];
  if (!article) return;
  const draft = await createDocument(
    scope,
    documentInput.parse({
      type: 'invoice',
      customer_id: customerId,
      document_date: date,
      rows: [{ article_id: article.id, quantity: '12' }],
    }),
  );
  await issue(scope, draft.id, { document_date: date, confirm_late: true });
}

/**
 * The demo's bank batches, through the API's own functions: a RiBa batch of the oldest open
 * RiBa instalments, credited by the bank; a second one still presented, one of its items
 * reported unpaid with the bank's charges; the direct-debit customer's mandate, an invoice
 * to it issued today, and a SEPA batch of its instalment.
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
  await issueSddInvoice(scope, sddCustomerId, today);
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
