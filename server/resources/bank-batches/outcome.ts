import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { batchCreditBody, batchUnpaidBody } from '../../../contract/bank-batches';
import { lockInstalments, settle } from '../instalments/settle';
import { unallocate } from '../payments/allocate';
import { paymentAllocations, payments, type PaymentRecord } from '../payments/table';
import { sddMandates } from '../sdd-mandates/table';
import {
  bankBatchItems,
  bankBatches,
  type BankBatchItemRecord,
  type BankBatchRecord,
} from './table';
import { chunked } from '../../lib/chunks';
import { conflict, invalidInput, msg, notFound } from '../../lib/errors';
import { todayIn } from '../../lib/dates';
import { inTransaction, type TenantScope } from '../../lib/tenant';

/** The tenant's batch `id`, locked (404 when not there). */
async function lockBatch(tx: TenantScope, id: number) {
  const [batch] = (await tx
    .select(bankBatches, eq(bankBatches.id, id))
    .for('update')) as BankBatchRecord[];
  if (!batch) throw notFound('not_found.bank_batch');
  return batch;
}

const notAfterToday = (date: string) => {
  const today = todayIn();
  if (date > today) throw invalidInput({ date: msg('bank_batches.future_date', { today }) });
};

const batchNote = (batch: BankBatchRecord) =>
  `${batch.kind === 'riba' ? 'RiBa' : 'SDD'} ${batch.number}/${batch.year}`;

/**
 * `POST /bank-batches/{id}/credit`: the bank credited the batch on `date`. Every item still
 * presented is paid by a payment of its own (the batch's account, the instalment's method),
 * so a later "insoluto" reverses exactly that payment; the instalments leave the bank.
 */
export async function credit(
  tenant: TenantScope,
  id: number,
  body: z.output<typeof batchCreditBody>,
) {
  notAfterToday(body.date);
  await inTransaction(tenant, async (tx) => {
    const batch = await lockBatch(tx, id);
    if (batch.state === 'credited') {
      throw conflict(
        msg('bank_batches.credited', { date: batch.creditedAt!.toISOString().slice(0, 10) }),
      );
    }
    const items = (await tx.select(
      bankBatchItems,
      and(eq(bankBatchItems.batchId, id), eq(bankBatchItems.state, 'presented')),
    )) as BankBatchItemRecord[];
    const locked = await lockInstalments(
      tx,
      items.map((i) => i.instalmentId),
    );
    const note = batchNote(batch);
    for (const slice of chunked(items)) {
      const created = (await tx.db
        .insert(payments)
        .values(
          slice.map((item) => ({
            companyId: tx.companyId,
            customerId: item.customerId,
            paymentDate: body.date,
            amount: item.amount,
            allocated: item.amount,
            method: locked.get(item.instalmentId)!.method,
            bankAccountId: batch.bankAccountId,
            note,
          })),
        )
        .returning({ id: payments.id })) as { id: number }[];
      await tx.db.insert(paymentAllocations).values(
        slice.map((item, k) => ({
          companyId: tx.companyId,
          paymentId: created[k].id,
          instalmentId: item.instalmentId,
          amount: item.amount,
        })),
      );
      // Each item gets its payment (returned in insertion order).
      const pairs = sql.join(
        slice.map((item, k) => sql`(${item.id}::int, ${created[k].id}::int)`),
        sql`, `,
      );
      await tx.db.execute(sql`
        update ${bankBatchItems} i set state = 'credited', payment_id = v.payment_id,
          outcome_date = ${body.date}::date
        from (values ${pairs}) as v(id, payment_id)
        where i.company_id = ${tx.companyId} and i.id = v.id`);
    }
    await settle(
      tx,
      locked,
      items.map((item) => ({
        id: item.instalmentId,
        paid: new Decimal(item.amount),
        bankState: 'none' as const,
      })),
    );
    await tx.update(
      bankBatches,
      { state: 'credited', creditedAt: new Date(`${body.date}T12:00:00Z`) },
      eq(bankBatches.id, id),
    );
  });
}

/**
 * `POST /bank-batches/{id}/items/{item}/unpaid`: the bank reported the item unpaid
 * ("insoluto") on `date`. Its credit, if recorded, is reversed; the instalment reopens as
 * unpaid with the bank's charges added to what the customer owes.
 */
export async function unpaid(
  tenant: TenantScope,
  id: number,
  itemId: number,
  body: z.output<typeof batchUnpaidBody>,
) {
  notAfterToday(body.date);
  await inTransaction(tenant, async (tx) => {
    const batch = await lockBatch(tx, id);
    const [item] = (await tx
      .select(bankBatchItems, and(eq(bankBatchItems.id, itemId), eq(bankBatchItems.batchId, id)))
      .for('update')) as BankBatchItemRecord[];
    if (!item) throw notFound('not_found.bank_batch');
    if (item.state === 'unpaid') {
      throw conflict(msg('bank_batches.item_unpaid', { date: item.outcomeDate! }));
    }
    if (item.paymentId !== null) {
      const [payment] = (await tx
        .select(payments, eq(payments.id, item.paymentId))
        .for('update')) as PaymentRecord[];
      if (!payment.reversedAt) {
        await unallocate(tx, payment);
        await tx.update(
          payments,
          { reversedAt: new Date(), reversalReason: body.reason || `Insoluto ${batchNote(batch)}` },
          eq(payments.id, payment.id),
        );
      }
    }
    const locked = await lockInstalments(tx, [item.instalmentId]);
    await settle(tx, locked, [
      { id: item.instalmentId, charges: new Decimal(body.charges), bankState: 'unpaid' },
    ]);
    // A returned debit does not count: the mandate's next one is FRST again if it was its first.
    if (item.mandateId !== null) {
      await tx.db
        .update(sddMandates)
        .set({ collections: sql`greatest(${sddMandates.collections} - 1, 0)` })
        .where(tx.owned(sddMandates, eq(sddMandates.id, item.mandateId)));
    }
    await tx.update(
      bankBatchItems,
      {
        state: 'unpaid',
        outcomeDate: body.date,
        charges: new Decimal(body.charges).toFixed(2),
        reason: body.reason || null,
      },
      eq(bankBatchItems.id, item.id),
    );
  });
}
