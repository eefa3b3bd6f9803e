import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PaymentStatus } from '../../../contract/enums';
import type { allocationInput } from '../../../contract/payments';
import { money } from '../../../contract/messages/translate';
import { documents } from '../documents/table';
import { label, nameColumns } from '../documents/links';
import { instalments, type InstalmentRecord } from '../instalments/table';
import { lockInstalments, settle } from '../instalments/settle';
import { paymentAllocations, payments, type PaymentRecord } from './table';
import { conflict, HttpError, msg, type FieldErrors } from '../../lib/errors';
import type { TenantScope } from '../../lib/tenant';

type Allocation = z.output<typeof allocationInput>;

/** What is left of `payment` to allocate (nothing once reversed). */
export const unallocatedOf = (payment: PaymentRecord) =>
  payment.reversedAt ? new Decimal(0) : new Decimal(payment.amount).minus(payment.allocated);

/** The document an instalment belongs to, named for a message ("Fattura 12/2026"). */
async function documentLabel(tx: TenantScope, instalment: InstalmentRecord) {
  const [doc] = await tx.db
    .select(nameColumns)
    .from(documents)
    .where(tx.owned(documents, eq(documents.id, instalment.documentId)));
  return label(doc);
}

/**
 * Allocates parts of `payment` (locked by the caller, or new in its transaction) to
 * instalments of its customer, each no more than what is open, together no more than what is
 * left of the payment: the instalments locked (settle.ts), then settled as paid, or credited
 * for a credit note's credit, their documents' status following. 400 naming the allocation
 * for an instalment that is not the customer's; 409 naming it for one presented to the bank
 * or with less open than asked.
 */
export async function allocate(
  tx: TenantScope,
  payment: PaymentRecord,
  allocations: readonly Allocation[],
): Promise<void> {
  if (!allocations.length) return;
  const total = allocations.reduce((sum, a) => sum.plus(a.amount), new Decimal(0));
  const left = unallocatedOf(payment);
  if (total.gt(left)) {
    throw new HttpError(
      400,
      msg('payments.over_amount', {
        allocated: money(total.toFixed(2)),
        left: money(left.toFixed(2)),
      }),
      { allocations: msg('payments.over_amount_field', { left: money(left.toFixed(2)) }) },
    );
  }
  const locked = await lockInstalments(
    tx,
    allocations.map((a) => a.instalment_id),
  );
  const wrong: FieldErrors = {};
  allocations.forEach((a, k) => {
    const found = locked.get(a.instalment_id);
    if (!found || found.customerId !== payment.customerId) {
      wrong[`allocations.${k}.instalment_id`] = 'validation.choice';
    }
  });
  if (Object.keys(wrong).length) throw new HttpError(400, msg('payments.not_customers'), wrong);
  for (const [k, a] of allocations.entries()) {
    const found = locked.get(a.instalment_id)!;
    // The document is named only for a refusal (a payment may settle hundreds).
    const params = async () => ({
      document: await documentLabel(tx, found),
      position: found.position,
    });
    if (found.bankState === 'presented') {
      const reason = msg('instalments.presented', await params());
      throw conflict(reason, { [`allocations.${k}.instalment_id`]: reason });
    }
    if (new Decimal(a.amount).gt(found.openAmount)) {
      const open = money(new Decimal(found.openAmount).toFixed(2));
      const reason = msg('instalments.over_open', {
        ...(await params()),
        open,
        amount: money(a.amount),
      });
      throw conflict(reason, { [`allocations.${k}.amount`]: reason });
    }
  }
  const field = payment.creditNoteId === null ? 'paid' : 'credited';
  await settle(
    tx,
    locked,
    allocations.map((a) => ({ id: a.instalment_id, [field]: new Decimal(a.amount) })),
  );
  // Two array parameters, not four parameters an allocation.
  await tx.db.execute(sql`
    insert into ${paymentAllocations} (company_id, payment_id, instalment_id, amount)
    select ${tx.companyId}::int, ${payment.id}::int, v.instalment_id, v.amount
    from unnest(${sql.param(allocations.map((a) => a.instalment_id))}::int[],
                ${sql.param(allocations.map((a) => a.amount))}::numeric[]) as v(instalment_id, amount)`);
  await tx.db
    .update(payments)
    .set({ allocated: sql`${payments.allocated} + ${total.toFixed(2)}::numeric` })
    .where(tx.owned(payments, eq(payments.id, payment.id)));
  if (payment.creditNoteId !== null) await refreshCreditNote(tx, payment.creditNoteId);
}

/** Undoes what `payment`'s allocations settled (its reversal): the instalments reopen. */
export async function unallocate(tx: TenantScope, payment: PaymentRecord) {
  const rows = (await tx.select(
    paymentAllocations,
    eq(paymentAllocations.paymentId, payment.id),
  )) as (typeof paymentAllocations.$inferSelect)[];
  const locked = await lockInstalments(
    tx,
    rows.map((r) => r.instalmentId),
  );
  const field = payment.creditNoteId === null ? 'paid' : 'credited';
  await settle(
    tx,
    locked,
    rows.map((r) => ({ id: r.instalmentId, [field]: new Decimal(r.amount).neg() })),
  );
}

const P = PaymentStatus;

/**
 * A credit note's payment status follows its credit: paid once all of it is allocated,
 * paying when part is, to pay while none is. A credit note is never overdue.
 */
export async function refreshCreditNote(tx: TenantScope, noteId: number) {
  await tx.db.execute(sql`
    update ${documents} d set first_due_date = null,
      status = case when p.allocated >= p.amount then ${sql.raw(String(P.paid))}
                    when p.allocated > 0 then ${sql.raw(String(P.paying))} else ${sql.raw(String(P.to_pay))} end
    from ${payments} p
    where d.company_id = ${tx.companyId} and d.id = ${noteId}
      and p.company_id = d.company_id and p.credit_note_id = d.id`);
}

/** Open instalments of invoice `invoiceId` a credit can settle: the latest due first. */
export async function creditableOf(tx: TenantScope, invoiceId: number) {
  return (await tx
    .select(
      instalments,
      sql`${instalments.documentId} = ${invoiceId} and ${instalments.openAmount} > 0 and ${instalments.bankState} <> 'presented'`,
    )
    .orderBy(sql`${instalments.position} desc`)) as InstalmentRecord[];
}
