import Decimal from 'decimal.js';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AGEING_BUCKETS,
  ageingBucket,
  daysPast,
  type AgeingBucket,
  type Instalment,
  type InstalmentFilters,
  type instalmentListQuery,
  type instalmentSummaryQuery,
  INSTALMENT_STATES,
  type writeOffBody,
} from '../../../contract/instalments';
import { PAYMENT_METHOD_NAMES } from '../../../contract/payment-terms';
import type { Locale } from '../../../contract/messages/locale';
import { translate } from '../../../contract/messages';
import { bankAccounts } from '../bank-accounts/table';
import { documents } from '../documents/table';
import { label } from '../documents/links';
import { instalments, type InstalmentRecord } from './table';
import { lockInstalments, settle } from './settle';
import { cappedTotal, countLimit, countUpTo, offsetOf } from '../../lib/list-page';
import { conflict, msg, notFound, staleVersion } from '../../lib/errors';
import { moneyOut } from '../../lib/decimals';
import { todayIn } from '../../lib/dates';
import { inTransaction, joinOwned, type TenantScope } from '../../lib/tenant';

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The due dates of a bucket seen on `today`: `[from, to]`, either open-ended. */
function bucketRange(bucket: AgeingBucket, today: string): [string | null, string | null] {
  const ranges: Record<AgeingBucket, [number | null, number | null]> = {
    not_due: [0, null],
    d1_30: [-30, -1],
    d31_60: [-60, -31],
    d61_90: [-90, -61],
    over_90: [null, -91],
  };
  const [from, to] = ranges[bucket];
  return [from === null ? null : addDays(today, from), to === null ? null : addDays(today, to)];
}

const SETTLED = new Set(['paid', 'written_off']);

/** The ledger's filters as SQL: without a state or `settled`, the open instalments only. */
function filtersOf(tenant: TenantScope, query: InstalmentFilters, today: string): SQL {
  const wantsSettled =
    query.settled === 'true' || (query.state ?? []).some((state) => SETTLED.has(state));
  const [bucketFrom, bucketTo] = query.bucket ? bucketRange(query.bucket, today) : [null, null];
  return tenant.owned(
    instalments,
    and(
      wantsSettled ? undefined : gt(instalments.openAmount, '0'),
      query.state ? inArray(instalments.state, query.state) : undefined,
      query.customer_id ? eq(instalments.customerId, query.customer_id) : undefined,
      query.document_id ? eq(instalments.documentId, query.document_id) : undefined,
      query.bank_account_id ? eq(instalments.bankAccountId, query.bank_account_id) : undefined,
      query.due_from ? gte(instalments.dueDate, query.due_from) : undefined,
      query.due_to ? lte(instalments.dueDate, query.due_to) : undefined,
      query.method ? inArray(instalments.method, query.method) : undefined,
      query.overdue === 'true'
        ? and(gt(instalments.openAmount, '0'), lt(instalments.dueDate, today))
        : undefined,
      query.overdue === 'false' ? gte(instalments.dueDate, today) : undefined,
      bucketFrom ? gte(instalments.dueDate, bucketFrom) : undefined,
      bucketTo ? lte(instalments.dueDate, bucketTo) : undefined,
    ),
  )!;
}

// The outer row named in full: a lone table's columns would be left unqualified.
const outer = sql.identifier('instalments');
const countOf = sql<number>`(select count(*)::int from ${instalments} n
  where n.company_id = ${outer}.company_id and n.document_id = ${outer}.document_id)`;

const ledgerQuery = (tenant: TenantScope) =>
  tenant.db
    .select({
      instalment: instalments,
      count: countOf,
      document: {
        id: documents.id,
        type: documents.type,
        number: documents.number,
        series: documents.series,
        year: documents.year,
        document_date: documents.documentDate,
      },
      customerName: documents.customerName,
      bankAccountName: bankAccounts.name,
    })
    .from(instalments)
    .innerJoin(
      documents,
      joinOwned(documents, instalments, eq(documents.id, instalments.documentId)),
    )
    .leftJoin(
      bankAccounts,
      joinOwned(bankAccounts, instalments, eq(bankAccounts.id, instalments.bankAccountId)),
    )
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof ledgerQuery>['execute']>>[number];

const toWire = (row: Row, today: string): Instalment => {
  const i = row.instalment;
  const open = new Decimal(i.openAmount);
  return {
    id: i.id,
    document: row.document,
    customer: { id: i.customerId, name: row.customerName },
    position: i.position,
    count: row.count,
    due_date: i.dueDate,
    method: i.method as Instalment['method'],
    amount: moneyOut(i.amount),
    charges: moneyOut(i.charges),
    paid: moneyOut(i.paid),
    credited: moneyOut(i.credited),
    written_off: moneyOut(i.writtenOff),
    write_off_reason: i.writeOffReason,
    open: moneyOut(i.openAmount),
    state: i.state as Instalment['state'],
    bank_state: i.bankState as Instalment['bank_state'],
    bank_account:
      i.bankAccountId === null ? null : { id: i.bankAccountId, name: row.bankAccountName ?? '' },
    days_overdue: open.gt(0) ? Math.max(0, daysPast(i.dueDate, today)) : 0,
    last_reminder:
      i.lastRemindedOn === null
        ? null
        : { level: i.lastReminderLevel ?? 1, date: i.lastRemindedOn },
    version: i.version,
  };
};

const SORTS = {
  due_date: [instalments.dueDate, instalments.id],
  customer: [sql`lower(${documents.customerName})`, instalments.dueDate, instalments.id],
  open: [instalments.openAmount, instalments.id],
  amount: [instalments.amount, instalments.id],
  id: [instalments.id],
};

/**
 * A page in an order of the instalments' own columns: the ids first, from the index alone (a
 * deep page skips its rows without joining each to its document), then those rows joined.
 */
async function pageOf(
  tenant: TenantScope,
  where: SQL,
  order: SQL[],
  query: { page: number; perPage: number },
) {
  const ids = (
    await tenant.db
      .select({ id: instalments.id })
      .from(instalments)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(offsetOf(query))
  ).map((row) => row.id);
  if (!ids.length) return [];
  const rows = await ledgerQuery(tenant).where(
    tenant.owned(instalments, inArray(instalments.id, ids)),
  );
  const byId = new Map(rows.map((row) => [row.instalment.id, row]));
  return ids.map((id) => byId.get(id)!);
}

/** The option lists of the ledger's filters, in `locale`. */
export function selects(locale: Locale) {
  const name = (key: string) => translate(msg(key as never), locale);
  return {
    states: INSTALMENT_STATES.map((id) => ({ id, name: name(`instalment_state.${id}`) })),
    methods: Object.entries(PAYMENT_METHOD_NAMES[locale]).map(([id, text]) => ({
      id,
      name: `${id} ${text}`,
    })),
    buckets: AGEING_BUCKETS.map((id) => ({ id, name: name(`ageing_bucket.${id}`) })),
  };
}

/**
 * `GET /instalments`, the receivables ledger (scadenzario): open instalments by due date
 * unless asked otherwise, with filters; the total counted up to a cap past the page, like
 * the documents' list.
 */
export async function list(
  tenant: TenantScope,
  query: z.output<typeof instalmentListQuery>,
  locale: Locale,
) {
  const today = todayIn();
  const where = filtersOf(tenant, query, today);
  const direction = query.order === 'DESC' ? desc : asc;
  const order = SORTS[query.sort].map((c) => direction(c));
  const [rows, counted] = await tenant.all([
    () =>
      query.sort === 'customer'
        ? ledgerQuery(tenant)
            .where(where)
            .orderBy(...order)
            .limit(query.perPage)
            .offset(offsetOf(query))
        : pageOf(tenant, where, order, query),
    () =>
      countUpTo(
        tenant,
        tenant.db
          .select({ one: sql`1` })
          .from(instalments)
          .where(where)
          .$dynamic(),
        countLimit(query),
      ),
  ]);
  return {
    items: rows.map((row) => toWire(row, today)),
    ...cappedTotal(counted, query),
    selects: selects(locale),
  };
}

/** `GET /instalments/{id}`. */
export async function load(tenant: TenantScope, id: number): Promise<Instalment> {
  const [row] = await ledgerQuery(tenant).where(tenant.owned(instalments, eq(instalments.id, id)));
  if (!row) throw notFound('not_found.instalment');
  return toWire(row, todayIn());
}

/**
 * `GET /instalments/summary`: over the ledger's filters, what is open and overdue, by ageing
 * bucket (days past due: not due, 1-30, 31-60, 61-90, over 90) and by the week or month the
 * instalments fall due in.
 */
export async function summary(tenant: TenantScope, query: z.output<typeof instalmentSummaryQuery>) {
  const today = todayIn();
  // One scan, grouped by due date (a few thousand days at most); the buckets and periods are
  // sums of those days, made here.
  const days = await tenant.db
    .select({
      due: instalments.dueDate,
      count: sql<number>`count(*)::int`,
      open: sql<string>`sum(${instalments.openAmount})::text`,
    })
    .from(instalments)
    .where(filtersOf(tenant, query, today))
    .groupBy(instalments.dueDate)
    .orderBy(instalments.dueDate);
  const add = <K extends string>(
    into: Map<K, { count: number; open: Decimal }>,
    key: K,
    day: (typeof days)[number],
  ) => {
    const found = into.get(key) ?? { count: 0, open: new Decimal(0) };
    into.set(key, { count: found.count + day.count, open: found.open.plus(day.open) });
  };
  const buckets = new Map<AgeingBucket, { count: number; open: Decimal }>();
  const periods = new Map<string, { count: number; open: Decimal }>();
  for (const day of days) {
    add(buckets, ageingBucket(day.due, today), day);
    add(periods, periodOf(day.due, query.group), day);
  }
  const total = days.reduce((sum, d) => sum.plus(d.open), new Decimal(0));
  const notDue = buckets.get('not_due')?.open ?? new Decimal(0);
  const out = (figures: { count: number; open: Decimal } | undefined) => ({
    count: figures?.count ?? 0,
    open: moneyOut((figures?.open ?? new Decimal(0)).toFixed(2)),
  });
  return {
    today,
    count: days.reduce((sum, d) => sum + d.count, 0),
    open: moneyOut(total.toFixed(2)),
    overdue: moneyOut(total.minus(notDue).toFixed(2)),
    buckets: AGEING_BUCKETS.map((bucket) => ({ bucket, ...out(buckets.get(bucket)) })),
    periods: [...periods.entries()].map(([period, figures]) => ({ period, ...out(figures) })),
  };
}

/** The Monday of `date`'s week, or the first of its month (`YYYY-MM-DD`). */
function periodOf(date: string, group: 'week' | 'month') {
  if (group === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/**
 * `POST /instalments/{id}/write-off`: what is open of the instalment is written off with the
 * reason (a small difference, a debt given up); it counts as settled. A stale version, one
 * presented to the bank or with nothing open: 409.
 */
export async function writeOff(
  tenant: TenantScope,
  id: number,
  body: z.output<typeof writeOffBody>,
) {
  await inTransaction(tenant, async (tx) => {
    const locked = await lockInstalments(tx, [id]);
    const found = locked.get(id) as InstalmentRecord | undefined;
    if (!found) throw notFound('not_found.instalment');
    if (found.version !== body.version) {
      throw staleVersion('record.instalment', found.version, body.version);
    }
    const [doc] = await tx.select(documents, eq(documents.id, found.documentId));
    const params = {
      document: label(doc as typeof documents.$inferSelect),
      position: found.position,
    };
    if (found.bankState === 'presented') throw conflict(msg('instalments.presented', params));
    const open = new Decimal(found.openAmount);
    if (open.lte(0)) throw conflict(msg('instalments.nothing_open', params));
    await settle(tx, locked, [{ id, writtenOff: open, writeOffReason: body.reason }]);
  });
  return load(tenant, id);
}
