import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { documents } from '../documents/table';
import { label } from '../documents/links';
import { payments, type PaymentRecord } from './table';
import { allocate, creditableOf, refreshCreditNote } from './allocate';
import { conflict, msg } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';

type DocumentRecord = typeof documents.$inferSelect;

/**
 * What issued credit note `doc` gives its customer: a credit of its amount due (a payment
 * row with `credit_note_id`), created at the issue and, when the note corrects an invoice,
 * allocated at once to that invoice's open instalments, the latest due first (what is not
 * due yet is reduced before what is late); the rest stays as the customer's credit. A
 * correction after an SDI rejection updates its date and amount; once some of it is allocated,
 * a new customer or an amount below what is allocated is a 409.
 */
export async function syncCreditNote(tx: TenantScope, doc: DocumentRecord) {
  if (doc.issuedAt === null || doc.type !== 'credit-note') return;
  const [existing] = (await tx
    .select(payments, eq(payments.creditNoteId, doc.id))
    .for('update')) as PaymentRecord[];
  const amount = new Decimal(doc.amountDue);
  const fields = { customerId: doc.customerId, paymentDate: doc.documentDate };
  if (existing) {
    const allocated = new Decimal(existing.allocated);
    const same =
      new Decimal(existing.amount).eq(amount) &&
      existing.customerId === fields.customerId &&
      existing.paymentDate === fields.paymentDate;
    if (same) return;
    // What is allocated stays allocated: the customer and an amount below it cannot change.
    if (
      !allocated.isZero() &&
      (existing.customerId !== fields.customerId || amount.lt(allocated))
    ) {
      throw conflict(msg('payments.credit_note_used', { document: label(doc) }));
    }
    await tx.update(
      payments,
      { ...fields, amount: amount.toFixed(2) },
      eq(payments.id, existing.id),
    );
    await refreshCreditNote(tx, doc.id);
    return;
  }
  if (amount.lte(0)) return;
  const [credit] = (await tx.insert(payments, {
    ...fields,
    amount: amount.toFixed(2),
    creditNoteId: doc.id,
  })) as PaymentRecord[];
  let left = amount;
  const parts = [];
  if (doc.relatedDocumentId !== null) {
    for (const instalment of await creditableOf(tx, doc.relatedDocumentId)) {
      if (left.lte(0) || instalment.customerId !== doc.customerId) break;
      const part = Decimal.min(left, instalment.openAmount);
      parts.push({ instalment_id: instalment.id, amount: part.toFixed(2) });
      left = left.minus(part);
    }
  }
  await allocate(tx, credit, parts);
  await refreshCreditNote(tx, doc.id);
}
