import { isCommercial } from '../../../contract/document-types';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { dueDates } from '../../../contract/due-dates';
import { documentDueDates, documents } from './table';
import type { TenantScope } from '../../lib/tenant';
import { findPaymentTerm } from '../payment-terms/check';
import { documentExtensions } from './extensions';

type DocumentRecord = typeof documents.$inferSelect;

/**
 * Replaces the due dates of an invoice or note with those of its payment term, date and the
 * amount due (the total, less the VAT under split payment)
 * (`contract/due-dates.ts`), and stores the first on the document (`first_due_date`, which
 * "overdue" follows) while a draft; an issued one's instalments follow them
 * (`dueDatesStored`: resources/instalments/plan.ts) and keep its first open one. None for
 * orders, without a term, or with a zero total. Called in the writer's transaction whenever
 * the total, the date or the term may have changed.
 */
export async function storeDueDates(tx: TenantScope, documentId: number) {
  const [doc] = (await tx.select(documents, eq(documents.id, documentId))) as DocumentRecord[];
  if (!doc) return;
  const term =
    !isCommercial(doc.type) && doc.paymentTermId !== null && !new Decimal(doc.amountDue).isZero()
      ? await findPaymentTerm(tx, doc.paymentTermId)
      : undefined;
  // What the customer pays: under split payment the VAT goes to the Treasury, not to us.
  const instalments = term ? dueDates(term, doc.documentDate, doc.amountDue) : [];
  await tx.delete(documentDueDates, eq(documentDueDates.documentId, documentId));
  if (instalments.length) {
    await tx.db.insert(documentDueDates).values(
      instalments.map((due, i) => ({
        companyId: tx.companyId,
        documentId,
        position: i + 1,
        dueDate: due.date,
        amount: due.amount,
      })),
    );
  }
  if (doc.issuedAt !== null) {
    // Issued: its instalments (collections) take it from here, and keep `first_due_date`.
    await documentExtensions.dueDatesStored(tx, doc);
    return;
  }
  const first = instalments[0]?.date ?? null;
  if (first !== doc.firstDueDate) {
    await tx.update(documents, { firstDueDate: first }, eq(documents.id, documentId));
  }
}
