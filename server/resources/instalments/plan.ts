import Decimal from 'decimal.js';
import { asc, eq } from 'drizzle-orm';
import { PaymentStatus } from '../../../contract/enums';
import { documentDueDates, documents } from '../documents/table';
import { label } from '../documents/links';
import { findPaymentTerm } from '../payment-terms/check';
import { instalments, type InstalmentRecord } from './table';
import { instalmentsOf, refreshDocuments } from './settle';
import { conflict, msg } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';

type DocumentRecord = typeof documents.$inferSelect;

/** What an instalment is owed as: the part of the record the document decides. */
interface Planned {
  position: number;
  dueDate: string;
  amount: string;
  method: string | null;
  customerId: number;
}

/**
 * The instalments issued invoice or debit note `doc` owes: one per due date (its payment
 * term, date and amount due), or, without due dates, its amount due on its date. None when
 * nothing is due.
 */
async function planOf(tx: TenantScope, doc: DocumentRecord): Promise<Planned[]> {
  const due = (await tx
    .select(documentDueDates, eq(documentDueDates.documentId, doc.id))
    .orderBy(asc(documentDueDates.position))) as (typeof documentDueDates.$inferSelect)[];
  const term =
    doc.paymentTermId === null ? undefined : await findPaymentTerm(tx, doc.paymentTermId);
  const method = term?.method ?? null;
  const base = { method, customerId: doc.customerId };
  if (due.length) {
    return due.map((d) => ({
      ...base,
      position: d.position,
      dueDate: d.dueDate,
      amount: d.amount,
    }));
  }
  if (new Decimal(doc.amountDue).lte(0)) return [];
  return [{ ...base, position: 1, dueDate: doc.documentDate, amount: doc.amountDue }];
}

const samePlan = (plan: Planned[], records: InstalmentRecord[]) =>
  plan.length === records.length &&
  plan.every((p, i) => {
    const r = records[i];
    return (
      r.position === p.position &&
      r.dueDate === p.dueDate &&
      new Decimal(r.amount).eq(p.amount) &&
      r.method === p.method &&
      r.customerId === p.customerId
    );
  });

/**
 * Whether anything ever touched `records`: every change of what an instalment settled bumps
 * its version (settle.ts), so a payment since reversed still counts (its allocations stay).
 */
const touched = (records: InstalmentRecord[]) => records.some((r) => r.version > 1);

/**
 * Keeps the instalments of issued invoice or debit note `doc` as its due dates say, whenever
 * they are stored (the issue; a correction after an SDI rejection): created at the issue,
 * replaced while nothing touched them, kept when the plan is unchanged. A plan changed under
 * instalments with payments, credits or a bank presentation is a 409 (reverse them first).
 * Then the document's payment status follows them (settle.ts).
 */
export async function syncInstalments(tx: TenantScope, doc: DocumentRecord) {
  if (doc.issuedAt === null || (doc.type !== 'invoice' && doc.type !== 'debit-note')) return;
  const plan = await planOf(tx, doc);
  const records = await instalmentsOf(tx, doc.id);
  if (samePlan(plan, records)) return;
  if (touched(records)) {
    throw conflict(msg('instalments.plan_settled', { document: label(doc) }));
  }
  await tx.delete(instalments, eq(instalments.documentId, doc.id));
  if (plan.length) {
    await tx.db.insert(instalments).values(
      plan.map((p) => ({
        ...p,
        companyId: tx.companyId,
        documentId: doc.id,
        openAmount: p.amount,
      })),
    );
    await refreshDocuments(tx, [doc.id]);
  } else {
    // Nothing is due: nothing to collect.
    await tx.db
      .update(documents)
      .set({ status: PaymentStatus.paid, firstDueDate: null })
      .where(tx.owned(documents, eq(documents.id, doc.id)));
  }
}
