import Decimal from 'decimal.js';
import { inArray, sql } from 'drizzle-orm';
import { dueDates } from '../../../contract/due-dates';
import { firstStatus } from '../../../contract/documents';
import { documentCounters, documentDueDates, documentRows, documents } from '../documents/table';
import { paymentTerms } from '../payment-terms/table';
import { shippingLists } from '../shipping-lists/table';
import type { TenantScope } from '../../lib/tenant';
import { COUNTER_KEY, yearOf } from '../documents/numbering';
import { dueAndIntent } from '../documents/totals';
import type { InvoicePlan } from './plan';

/** The causale of a deferred invoice (Italian, like the fiscal documents it sits on). */
export const DEFERRED_DESCRIPTION = 'Fattura differita (art. 21, comma 4, lett. a, DPR 633/1972)';

/** One invoice to write: its plan, date and payment term (the customer's). */
export interface Made {
  plan: InvoicePlan;
  date: string;
  paymentTermId: number | null;
  /** The customer's split payment (art. 17-ter DPR 633/72): the due dates leave out the VAT. */
  splitPayment: boolean;
}

/** Rows a multi-row insert takes at once (PostgreSQL allows 65,535 parameters a statement). */
const ROWS_PER_INSERT = 2000;

/**
 * Writes the draft invoices of `made` in a few statements whatever their number: each series'
 * draft count once, the documents (with the totals and first due date the documents' own
 * rules give: `computeTotals` in the plan, `dueDates` of the term), their rows, their due
 * dates, and each DDT's `invoice_id`. A plan's DDTs have nothing left to bill once it is
 * made (every item is billed, or its order row has nothing left), so they become its
 * invoice's. Answers the invoices' ids in the order of `made`.
 */
export async function makeInvoices(tx: TenantScope, made: Made[]): Promise<number[]> {
  if (!made.length) return [];
  const terms = await termsOf(tx, made);
  const perYear = new Map<number, number>();
  for (const { date } of made) perYear.set(yearOf(date), (perYear.get(yearOf(date)) ?? 0) + 1);
  for (const [year, count] of perYear) {
    await tx.db
      .insert(documentCounters)
      .values({
        companyId: tx.companyId,
        type: 'invoice',
        year,
        lastNumber: 0,
        documentCount: count,
      })
      .onConflictDoUpdate({
        target: COUNTER_KEY,
        set: { documentCount: sql`${documentCounters.documentCount} + ${count}` },
      });
  }
  const amounts = made.map(({ plan, splitPayment }) => dueAndIntent(plan.totals, splitPayment));
  const schedules = made.map(({ date, paymentTermId }, i) => {
    const term = paymentTermId === null ? undefined : terms.get(paymentTermId);
    const due = amounts[i].amountDue;
    return term && !new Decimal(due).isZero() ? dueDates(term, date, due) : [];
  });
  const inserted = await tx.db
    .insert(documents)
    .values(
      made.map(({ plan, date, paymentTermId }, i) => ({
        companyId: tx.companyId,
        type: 'invoice',
        year: yearOf(date),
        number: null,
        customerId: plan.customer.id,
        customerName: plan.customer.name,
        reference: null,
        description: DEFERRED_DESCRIPTION,
        status: firstStatus('invoice'),
        documentDate: date,
        paymentTermId,
        subtotal: plan.totals.subtotal,
        discountTotal: plan.totals.discount_total,
        netTotal: plan.totals.net_total,
        vatTotal: plan.totals.vat_total,
        total: plan.totals.total,
        splitPayment: made[i].splitPayment,
        ...amounts[i],
        firstDueDate: schedules[i][0]?.date ?? null,
      })),
    )
    .returning({ id: documents.id });
  // RETURNING follows the VALUES' order.
  const ids = inserted.map((row) => row.id);
  const rows = made.flatMap(({ plan }, i) =>
    plan.rows.map((row, position) => ({
      companyId: tx.companyId,
      documentId: ids[i],
      position: position + 1,
      articleId: row.articleId,
      description: row.description,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      // The order's price, never looked up again (a new date or customer keeps it).
      priceManual: true,
      discount: row.discount,
      vatRate: row.vatRate,
      vatNature: row.vatNature,
      netAmount: row.netAmount,
      config: row.config,
      configText: row.configText,
      shippingItemId: row.shippingItemId,
      orderRowId: row.orderRowId,
    })),
  );
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await tx.db.insert(documentRows).values(rows.slice(i, i + ROWS_PER_INSERT));
  }
  const due = schedules.flatMap((schedule, i) =>
    schedule.map((instalment, position) => ({
      companyId: tx.companyId,
      documentId: ids[i],
      position: position + 1,
      dueDate: instalment.date,
      amount: instalment.amount,
    })),
  );
  for (let i = 0; i < due.length; i += ROWS_PER_INSERT) {
    await tx.db.insert(documentDueDates).values(due.slice(i, i + ROWS_PER_INSERT));
  }
  const ddtIds = made.flatMap(({ plan }) => plan.ddts.map((ddt) => ddt.id));
  const invoiceIds = made.flatMap(({ plan }, i) => plan.ddts.map(() => ids[i]));
  await tx.db.execute(sql`
    update ${shippingLists} set invoice_id = v.invoice_id, updated_at = now()
    from unnest(${`{${ddtIds.join(',')}}`}::int[], ${`{${invoiceIds.join(',')}}`}::int[])
      as v(id, invoice_id)
    where ${shippingLists.companyId} = ${tx.companyId} and ${shippingLists.id} = v.id`);
  return ids;
}

/** The payment terms `made` names, by id (one statement). */
async function termsOf(tx: TenantScope, made: Made[]) {
  const ids = [...new Set(made.map((m) => m.paymentTermId).filter((id) => id !== null))];
  const found = ids.length
    ? ((await tx.select(
        paymentTerms,
        inArray(paymentTerms.id, ids),
      )) as (typeof paymentTerms.$inferSelect)[])
    : [];
  return new Map(found.map((term) => [term.id, term]));
}
