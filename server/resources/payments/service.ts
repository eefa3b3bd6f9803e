import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  allocateBody,
  Payment,
  paymentInput,
  paymentListQuery,
  reverseBody,
} from '../../../contract/payments';
import { PAYMENT_METHOD_NAMES } from '../../../contract/payment-terms';
import type { Locale } from '../../../contract/messages/locale';
import { bankAccountOptions } from '../bank-accounts/options';
import { bankAccounts } from '../bank-accounts/table';
import { customers } from '../customers/table';
import { documents } from '../documents/table';
import { checkCustomer, label } from '../documents/links';
import { generalRegs } from '../general-regs/table';
import { instalments } from '../instalments/table';
import { allocate, unallocate, unallocatedOf } from './allocate';
import { paymentAllocations, payments, type PaymentRecord } from './table';
import { conflict, invalidInput, msg, notFound } from '../../lib/errors';
import { moneyOut } from '../../lib/decimals';
import { todayIn } from '../../lib/dates';
import { inTransaction, joinOwned, type TenantScope } from '../../lib/tenant';

const creditNote = alias(documents, 'credit_note');

const columns = {
  payment: payments,
  customerName: generalRegs.name,
  bankName: bankAccounts.name,
  note: {
    id: creditNote.id,
    type: creditNote.type,
    number: creditNote.number,
    series: creditNote.series,
    year: creditNote.year,
  },
};

const paymentsQuery = (tenant: TenantScope) =>
  tenant.db
    .select(columns)
    .from(payments)
    .innerJoin(customers, joinOwned(customers, payments, eq(customers.id, payments.customerId)))
    .innerJoin(
      generalRegs,
      joinOwned(generalRegs, customers, eq(generalRegs.id, customers.generalRegId)),
    )
    .leftJoin(
      bankAccounts,
      joinOwned(bankAccounts, payments, eq(bankAccounts.id, payments.bankAccountId)),
    )
    .leftJoin(creditNote, joinOwned(creditNote, payments, eq(creditNote.id, payments.creditNoteId)))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof paymentsQuery>['execute']>>[number];

const toWire = ({ payment: p, customerName, bankName, note }: Row) => ({
  id: p.id,
  customer: { id: p.customerId, name: customerName },
  payment_date: p.paymentDate,
  amount: moneyOut(p.amount),
  method: p.method as Payment['method'],
  bank_account: p.bankAccountId === null ? null : { id: p.bankAccountId, name: bankName ?? '' },
  note: p.note,
  credit_note: note?.id ? { ...note, number: note.number } : null,
  allocated: moneyOut(p.allocated),
  unallocated: moneyOut(unallocatedOf(p).toFixed(2)),
  reversed_at: p.reversedAt?.toISOString() ?? null,
  reversal_reason: p.reversalReason,
  created_at: p.createdAt.toISOString(),
});

/** The option lists of the payment form: methods (`MP05 Bonifico`) and the bank accounts. */
export async function selects(tenant: TenantScope, locale: Locale) {
  return {
    methods: Object.entries(PAYMENT_METHOD_NAMES[locale]).map(([id, name]) => ({
      id,
      name: `${id} ${name}`,
    })),
    bankAccounts: await bankAccountOptions(tenant),
  };
}

const SORTS = {
  payment_date: [payments.paymentDate, payments.id],
  customer: [sql`lower(${generalRegs.name})`, payments.id],
  amount: [payments.amount, payments.id],
  id: [payments.id],
};

/** `GET /payments`: newest first, with filters on customer, dates, method, bank, state. */
export async function list(
  tenant: TenantScope,
  query: z.output<typeof paymentListQuery>,
  locale: Locale,
) {
  const flag = (v: 'true' | 'false' | undefined, yes: SQL, no: SQL) =>
    v === undefined ? undefined : v === 'true' ? yes : no;
  const where = tenant.owned(
    payments,
    and(
      query.customer_id ? eq(payments.customerId, query.customer_id) : undefined,
      query.date_from ? gte(payments.paymentDate, query.date_from) : undefined,
      query.date_to ? lte(payments.paymentDate, query.date_to) : undefined,
      query.method ? eq(payments.method, query.method) : undefined,
      query.bank_account_id ? eq(payments.bankAccountId, query.bank_account_id) : undefined,
      flag(query.reversed, isNotNull(payments.reversedAt), isNull(payments.reversedAt)),
      flag(
        query.credit,
        and(isNull(payments.reversedAt), gt(payments.amount, payments.allocated))!,
        sql`not (${payments.reversedAt} is null and ${payments.amount} > ${payments.allocated})`,
      ),
      flag(query.credit_note, isNotNull(payments.creditNoteId), isNull(payments.creditNoteId)),
      query.q
        ? sql`(${generalRegs.name} ilike ${`%${query.q}%`} or ${payments.note} ilike ${`%${query.q}%`})`
        : undefined,
    ),
  );
  const direction = query.order === 'DESC' ? desc : asc;
  const rows = await paymentsQuery(tenant)
    .where(where)
    .orderBy(...SORTS[query.sort].map((c) => direction(c)))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [{ total }] = await tenant.db
    .select({ total: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(customers, joinOwned(customers, payments, eq(customers.id, payments.customerId)))
    .innerJoin(
      generalRegs,
      joinOwned(generalRegs, customers, eq(generalRegs.id, customers.generalRegId)),
    )
    .where(where);
  return { items: rows.map(toWire), total, selects: await selects(tenant, locale) };
}

/** `GET /payments/{id}`: the payment and what each allocation settled. */
export async function load(tenant: TenantScope, id: number): Promise<Payment> {
  const [row] = await paymentsQuery(tenant).where(tenant.owned(payments, eq(payments.id, id)));
  if (!row) throw notFound('not_found.payment');
  const allocations = await tenant.db
    .select({
      id: paymentAllocations.id,
      instalmentId: paymentAllocations.instalmentId,
      amount: paymentAllocations.amount,
      createdAt: paymentAllocations.createdAt,
      dueDate: instalments.dueDate,
      position: instalments.position,
      document: {
        id: documents.id,
        type: documents.type,
        number: documents.number,
        series: documents.series,
        year: documents.year,
      },
    })
    .from(paymentAllocations)
    .innerJoin(
      instalments,
      joinOwned(
        instalments,
        paymentAllocations,
        eq(instalments.id, paymentAllocations.instalmentId),
      ),
    )
    .innerJoin(
      documents,
      joinOwned(documents, instalments, eq(documents.id, instalments.documentId)),
    )
    .where(tenant.owned(paymentAllocations, eq(paymentAllocations.paymentId, id)))
    .orderBy(asc(paymentAllocations.id));
  return {
    ...toWire(row),
    allocations: allocations.map((a) => ({
      id: a.id,
      instalment_id: a.instalmentId,
      document: a.document,
      due_date: a.dueDate,
      position: a.position,
      amount: moneyOut(a.amount),
      created_at: a.createdAt.toISOString(),
    })),
  };
}

async function assertBankAccount(tx: TenantScope, id: number | null) {
  if (id === null) return;
  const [found] = await tx.select(bankAccounts, eq(bankAccounts.id, id));
  if (!found) throw invalidInput({ bank_account_id: 'validation.choice' });
}

/**
 * `POST /payments`: records money received from a customer (not dated after today) and
 * allocates it as asked (allocate.ts); what is left is the customer's credit.
 */
export async function create(tenant: TenantScope, input: z.output<typeof paymentInput>) {
  const today = todayIn();
  if (input.payment_date > today) {
    throw invalidInput({ payment_date: msg('payments.future_date', { today }) });
  }
  const id = await inTransaction(tenant, async (tx) => {
    await checkCustomer(tx, input.customer_id);
    await assertBankAccount(tx, input.bank_account_id);
    const [payment] = (await tx.insert(payments, {
      customerId: input.customer_id,
      paymentDate: input.payment_date,
      amount: input.amount,
      method: input.method,
      bankAccountId: input.bank_account_id,
      note: input.note,
    })) as PaymentRecord[];
    await allocate(tx, payment, input.allocations);
    return payment.id;
  });
  return load(tenant, id);
}

/** The tenant's payment `id`, locked for a change (404 when not there, 409 once reversed). */
async function lockPayment(tx: TenantScope, id: number) {
  const [payment] = (await tx
    .select(payments, eq(payments.id, id))
    .for('update')) as PaymentRecord[];
  if (!payment) throw notFound('not_found.payment');
  if (payment.reversedAt) {
    throw conflict(
      msg('payments.reversed', { date: payment.reversedAt.toISOString().slice(0, 10) }),
    );
  }
  return payment;
}

/** `POST /payments/{id}/allocations`: more of what is left of a payment or credit allocated. */
export async function allocateMore(
  tenant: TenantScope,
  id: number,
  body: z.output<typeof allocateBody>,
) {
  await inTransaction(tenant, async (tx) => {
    const payment = await lockPayment(tx, id);
    await allocate(tx, payment, body.allocations);
  });
  return load(tenant, id);
}

/**
 * `POST /payments/{id}/reverse`: the payment stays, marked reversed with the reason; what its
 * allocations settled reopens. A credit note's credit is not reversed (a debit note corrects
 * the credit note): 409.
 */
export async function reverse(tenant: TenantScope, id: number, body: z.output<typeof reverseBody>) {
  await inTransaction(tenant, async (tx) => {
    const payment = await lockPayment(tx, id);
    if (payment.creditNoteId !== null) {
      const [note] = await tx.select(documents, eq(documents.id, payment.creditNoteId));
      throw conflict(
        msg('payments.credit_note_reverse', {
          document: label(note as typeof documents.$inferSelect),
        }),
      );
    }
    await unallocate(tx, payment);
    await tx.update(
      payments,
      { reversedAt: new Date(), reversalReason: body.reason },
      eq(payments.id, id),
    );
  });
  return load(tenant, id);
}
