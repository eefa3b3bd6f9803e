import Decimal from 'decimal.js';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { daysPast } from '../../../contract/instalments';
import type { Statement, StatementKind, statementQuery } from '../../../contract/statements';
import { bankBatchItems } from '../bank-batches/table';
import { customerEntry } from '../customers/entry';
import { nameColumns } from '../documents/links';
import { documents } from '../documents/table';
import { instalments } from '../instalments/table';
import { payments } from '../payments/table';
import { moneyOut } from '../../lib/decimals';
import { TIME_ZONE, todayIn } from '../../lib/dates';
import { joinOwned, type TenantScope } from '../../lib/tenant';

interface Movement extends Record<string, unknown> {
  date: string;
  kind: StatementKind;
  document_id: number | null;
  payment_id: number | null;
  debit: string;
  credit: string;
  overdue: boolean;
}

/**
 * Every movement of the customer's account, oldest first: each issued invoice or debit note
 * for what its instalments ask, payments and credit notes' credits, reversals, write-offs and
 * bank charges of unpaid presentations. The instalments' figures, so the balance is what the
 * ledger has open less the customer's unallocated credit.
 */
async function movements(tx: TenantScope, customerId: number, today: string) {
  const c = tx.companyId;
  const { rows } = await tx.db.execute<Movement>(sql`
    select * from (
      select d.document_date::text as date, 'document' as kind, d.id as document_id,
             null::int as payment_id, sum(i.amount)::text as debit, '0' as credit,
             bool_or(i.open_amount > 0 and i.due_date < ${today}::date) as overdue, d.id as seq
      from ${instalments} i join ${documents} d on d.company_id = i.company_id and d.id = i.document_id
      where i.company_id = ${c} and i.customer_id = ${customerId}
      group by d.company_id, d.id
      union all
      select p.payment_date::text, case when p.credit_note_id is null then 'payment' else 'credit_note' end,
             p.credit_note_id, p.id, '0', p.amount::text, false, p.id
      from ${payments} p where p.company_id = ${c} and p.customer_id = ${customerId}
      union all
      select (p.reversed_at at time zone ${TIME_ZONE})::date::text, 'reversal', null, p.id,
             p.amount::text, '0', false, p.id
      from ${payments} p
      where p.company_id = ${c} and p.customer_id = ${customerId} and p.reversed_at is not null
      union all
      select (i.updated_at at time zone ${TIME_ZONE})::date::text, 'write_off', i.document_id, null,
             '0', i.written_off::text, false, i.id
      from ${instalments} i
      where i.company_id = ${c} and i.customer_id = ${customerId} and i.written_off > 0
      union all
      select b.outcome_date::text, 'charges', i.document_id, null, b.charges::text, '0', false, b.id
      from ${bankBatchItems} b join ${instalments} i on i.company_id = b.company_id and i.id = b.instalment_id
      where b.company_id = ${c} and b.customer_id = ${customerId} and b.state = 'unpaid' and b.charges > 0
    ) m
    order by date, case kind when 'document' then 0 when 'charges' then 1 else 2 end, seq`);
  return rows;
}

/** The customer's registry name, code and language (404 when not the tenant's). */
async function customerOf(tx: TenantScope, id: number) {
  const { customer, general } = await customerEntry(tx, id);
  return { id, name: general.name, code: customer.registryCode, language: customer.language };
}

/** The documents the lines name, by id. */
async function documentRefs(tx: TenantScope, ids: number[]) {
  if (!ids.length) return new Map();
  const rows = await tx.db
    .select(nameColumns)
    .from(documents)
    .where(tx.owned(documents, inArray(documents.id, ids)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * `GET /customers/{id}/statement`: the period's movements (from 1 January of this year to
 * today unless asked) after the balance brought forward, each with the running balance; the
 * open instalments, overdue ones with their days.
 */
export async function statement(
  tenant: TenantScope,
  customerId: number,
  query: z.output<typeof statementQuery>,
): Promise<Statement> {
  const today = todayIn();
  const from = query.date_from ?? `${today.slice(0, 4)}-01-01`;
  const to = query.date_to ?? today;
  const customer = await customerOf(tenant, customerId);
  const all = await movements(tenant, customerId, today);
  const net = (m: Movement) => new Decimal(m.debit).minus(m.credit);
  let balance = all.filter((m) => m.date < from).reduce((s, m) => s.plus(net(m)), new Decimal(0));
  const opening = balance.toFixed(2);
  const inPeriod = all.filter((m) => m.date >= from && m.date <= to);
  const docs = await documentRefs(tenant, [
    ...new Set(inPeriod.flatMap((m) => (m.document_id === null ? [] : [m.document_id]))),
  ]);
  let debit = new Decimal(0);
  let credit = new Decimal(0);
  const lines = inPeriod.map((m) => {
    balance = balance.plus(net(m));
    debit = debit.plus(m.debit);
    credit = credit.plus(m.credit);
    return {
      date: m.date,
      kind: m.kind,
      document: m.document_id === null ? null : (docs.get(m.document_id) ?? null),
      payment_id: m.payment_id,
      debit: moneyOut(new Decimal(m.debit).toFixed(2)),
      credit: moneyOut(new Decimal(m.credit).toFixed(2)),
      balance: moneyOut(balance.toFixed(2)),
      overdue: Boolean(m.overdue),
    };
  });
  const open = (await tenant.db
    .select({
      id: instalments.id,
      position: instalments.position,
      due_date: instalments.dueDate,
      open: instalments.openAmount,
      document: nameColumns,
    })
    .from(instalments)
    .innerJoin(
      documents,
      joinOwned(documents, instalments, eq(documents.id, instalments.documentId)),
    )
    .where(
      tenant.owned(
        instalments,
        sql`${instalments.customerId} = ${customerId} and ${instalments.openAmount} > 0`,
      ),
    )
    .orderBy(instalments.dueDate, instalments.id)) as Statement['instalments'];
  const openTotal = open.reduce((s, i) => s.plus(i.open), new Decimal(0));
  const overdue = open
    .filter((i) => i.due_date < today)
    .reduce((s, i) => s.plus(i.open), new Decimal(0));
  return {
    customer,
    date_from: from,
    date_to: to,
    today,
    opening_balance: moneyOut(opening),
    lines,
    closing_balance: moneyOut(balance.toFixed(2)),
    debit: moneyOut(debit.toFixed(2)),
    credit: moneyOut(credit.toFixed(2)),
    open: moneyOut(openTotal.toFixed(2)),
    overdue: moneyOut(overdue.toFixed(2)),
    instalments: open.map((i) => ({
      ...i,
      open: moneyOut(i.open),
      days_overdue: Math.max(0, daysPast(i.due_date, today)),
    })),
  };
}
