import Decimal from 'decimal.js';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  AGEING_BUCKETS,
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
    })
    .from(instalments)
    .innerJoin(
      documents,
      joinOwned(documents, instalments, eq(documents.id, instalments.documentId)),
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
    days_overdue: open.gt(0) ? Math.max(0, daysPast(i.dueDate, today)) : 0,
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
  const [rows, counted] = await tenant.all([
    () =>
      ledgerQuery(tenant)
        .where(where)
        .orderBy(...SORTS[query.sort].map((c) => direction(c)))
        .limit(query.perPage)
        .offset(offsetOf(query)),
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

const PERIOD = { week: sql.raw(`'week'`), month: sql.raw(`'month'`) };

/**
 * `GET /instalments/summary`: over the ledger's filters, what is open and overdue, by ageing
 * bucket (days past due: not due, 1-30, 31-60, 61-90, over 90) and by the week or month the
 * instalments fall due in.
 */
export async function summary(tenant: TenantScope, query: z.output<typeof instalmentSummaryQuery>) {
  const today = todayIn();
  const where = filtersOf(tenant, query, today);
  const bucketSql = sql<string>`case
    when ${instalments.dueDate} >= ${today} then 'not_due'
    when ${instalments.dueDate} >= ${addDays(today, -30)} then 'd1_30'
    when ${instalments.dueDate} >= ${addDays(today, -60)} then 'd31_60'
    when ${instalments.dueDate} >= ${addDays(today, -90)} then 'd61_90'
    else 'over_90' end`;
  const periodSql = sql<string>`to_char(date_trunc(${PERIOD[query.group]}, ${instalments.dueDate}), 'YYYY-MM-DD')`;
  const open = sql<string>`coalesce(sum(${instalments.openAmount}), 0)::text`;
  const count = sql<number>`count(*)::int`;
  // Grouped by position: the expressions carry parameters, numbered anew in GROUP BY.
  const [buckets, periods] = await tenant.all([
    () =>
      tenant.db
        .select({ bucket: bucketSql, count, open })
        .from(instalments)
        .where(where)
        .groupBy(sql`1`),
    () =>
      tenant.db
        .select({ period: periodSql, count, open })
        .from(instalments)
        .where(where)
        .groupBy(sql`1`)
        .orderBy(sql`1`),
  ]);
  const byBucket = new Map(buckets.map((b) => [b.bucket, b]));
  const total = buckets.reduce((sum, b) => sum.plus(b.open), new Decimal(0));
  const notDue = new Decimal(byBucket.get('not_due')?.open ?? 0);
  return {
    today,
    count: buckets.reduce((sum, b) => sum + b.count, 0),
    open: moneyOut(total.toFixed(2)),
    overdue: moneyOut(total.minus(notDue).toFixed(2)),
    buckets: AGEING_BUCKETS.map((bucket) => ({
      bucket,
      count: byBucket.get(bucket)?.count ?? 0,
      open: moneyOut(new Decimal(byBucket.get(bucket)?.open ?? 0).toFixed(2)),
    })),
    periods: periods.map((p) => ({ ...p, open: moneyOut(new Decimal(p.open).toFixed(2)) })),
  };
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
