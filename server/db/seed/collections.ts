import Decimal from 'decimal.js';
import { and, asc, isNotNull, ne } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PaymentStatus } from '../../../contract/enums';
import { bankAccounts } from '../../resources/bank-accounts/table';
import { documents } from '../../resources/documents/table';
import { syncInstalments } from '../../resources/instalments/plan';
import { instalmentsOf, lockInstalments, settle } from '../../resources/instalments/settle';
import { allocate } from '../../resources/payments/allocate';
import { syncCreditNote } from '../../resources/payments/credit-notes';
import { payments, type PaymentRecord } from '../../resources/payments/table';
import { todayIn } from '../../lib/dates';
import { tenantScope } from '../../lib/tenant';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];
const P = PaymentStatus;

/**
 * The demo's collections, through the API's own rules: every issued invoice and note gets its
 * instalments or credit as the issue gives them (instalments/plan.ts, payments/credit-notes.ts),
 * oldest first; then what the demo documents were marked is paid: "paid" ones by a bank
 * transfer each on their last due date (today at the latest), "paying" ones by a payment of
 * their first instalment, every third of them a little short with the difference written off
 * and the next in half (partly paid).
 * Documents left to pay keep their open, and overdue, instalments; credit notes left "to pay"
 * keep their credit.
 */
export async function seedCollections(tx: Tx, companyId: number) {
  const scope = tenantScope(tx, companyId);
  const today = todayIn();
  const issued = (await scope
    .select(documents, and(isNotNull(documents.issuedAt), ne(documents.type, 'order')))
    .orderBy(asc(documents.documentDate), asc(documents.id))) as (typeof documents.$inferSelect)[];
  // Credit notes marked "to pay" come after the payments: their invoice paid, their credit
  // stays the customer's (a refund or a later allocation); the others reduce their invoice.
  const laterCredit = (doc: (typeof issued)[number]) =>
    doc.type === 'credit-note' && doc.status !== P.paid;
  for (const doc of issued) {
    await syncInstalments(scope, doc);
    if (!laterCredit(doc)) await syncCreditNote(scope, doc);
  }
  const [account] = await scope.select(bankAccounts).orderBy(asc(bankAccounts.id)).limit(1);
  let paying = 0;
  for (const doc of issued) {
    if (doc.type === 'credit-note' || (doc.status !== P.paid && doc.status !== P.paying)) continue;
    const open = (await instalmentsOf(scope, doc.id)).filter((i) =>
      new Decimal(i.openAmount).gt(0),
    );
    const settled = doc.status === P.paid ? open : open.slice(0, 1);
    if (!settled.length) continue;
    // Every third "paying" one is 40 cents short, written off; the next one paid in half.
    const turn = doc.status === P.paying ? paying++ % 3 : -1;
    const short = turn === 0 ? new Decimal('0.40') : new Decimal(0);
    const parts = settled.map((i, k) => ({
      instalment_id: i.id,
      amount: (turn === 1
        ? new Decimal(i.openAmount).div(2).toDecimalPlaces(2)
        : new Decimal(i.openAmount).minus(k === settled.length - 1 ? short : 0)
      ).toFixed(2),
    }));
    const last = settled[settled.length - 1].dueDate;
    const [payment] = (await scope.insert(payments, {
      customerId: doc.customerId,
      paymentDate: last < today ? last : today,
      amount: parts.reduce((sum, p) => sum.plus(p.amount), new Decimal(0)).toFixed(2),
      method: settled[0].method ?? 'MP05',
      bankAccountId: (account as { id: number } | undefined)?.id ?? null,
    })) as PaymentRecord[];
    await allocate(scope, payment, parts);
    if (short.gt(0)) {
      const id = settled[settled.length - 1].id;
      const locked = await lockInstalments(scope, [id]);
      await settle(scope, locked, [
        { id, writtenOff: short, writeOffReason: 'Differenza di arrotondamento del bonifico' },
      ]);
    }
  }
  for (const doc of issued.filter(laterCredit)) await syncCreditNote(scope, doc);
}
