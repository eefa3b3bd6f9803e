import Decimal from 'decimal.js';
import {
  and,
  asc,
  between,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DashboardQuery, Revenue, SalesDashboard } from '../../../contract/dashboards';
import { PAYMENT_STATUS, PaymentStatus } from '../../../contract/enums';
import { articles } from '../articles/table';
import { customers } from '../customers/table';
import { documents } from '../documents/table';
import { generalRegs } from '../general-regs/table';
import { instalments } from '../instalments/table';
import { salesByArticle, salesByCustomer, salesDaily } from './table';
import { joinOwned, type TenantScope } from '../../lib/tenant';
import { todayIn } from '../../lib/dates';
import { moneyOut, quantityOut } from '../../lib/decimals';
import { shownStatusSql } from '../documents/overdue';
import { byGrains } from './grains';
import { sumMoney } from './sums';
import {
  monthsEndingAt,
  monthToDate,
  rangeOf,
  yearBefore,
  yearToDate,
  type Period,
} from './periods';

const FISCAL = ['invoice', 'credit-note', 'debit-note'];
const TOP = 10;

const signedNet = sql`case ${salesDaily.type} when 'credit-note' then -1 else 1 end * ${salesDaily.netTotal}`;

/** Each period's net invoices, credit notes and debit notes, in one pass over their days. */
async function revenues(tenant: TenantScope, periods: Period[]): Promise<Revenue[]> {
  const from = periods.map((p) => p.from).sort()[0];
  const to = periods.map((p) => p.to).sort()[periods.length - 1];
  const columns: Record<string, SQL<string>> = {};
  periods.forEach((period, i) => {
    const inPeriod = between(salesDaily.day, period.from, period.to);
    for (const type of FISCAL) {
      columns[`${type}_${i}`] =
        sql<string>`coalesce(sum(${salesDaily.netTotal}) filter (where ${and(inPeriod, eq(salesDaily.type, type))}), 0)::numeric(18, 2)`;
    }
  });
  const [row] = await tenant.db
    .select(columns)
    .from(salesDaily)
    .where(
      tenant.owned(
        salesDaily,
        and(inArray(salesDaily.type, FISCAL), between(salesDaily.day, from, to)),
      ),
    );
  return periods.map((period, i) => {
    const [invoices, creditNotes, debitNotes] = FISCAL.map((type) => row[`${type}_${i}`]);
    const amount = new Decimal(invoices).minus(creditNotes).plus(debitNotes);
    return {
      ...period,
      amount: moneyOut(amount.toFixed(2)),
      invoices: moneyOut(invoices),
      credit_notes: moneyOut(creditNotes),
      debit_notes: moneyOut(debitNotes),
    };
  });
}

async function monthly(tenant: TenantScope, to: string) {
  const months = monthsEndingAt(to, 24);
  const month = sql<string>`to_char(${salesDaily.day}, 'YYYY-MM')`;
  const rows = await tenant.db
    .select({ month, amount: sumMoney(signedNet) })
    .from(salesDaily)
    .where(
      tenant.owned(
        salesDaily,
        and(
          inArray(salesDaily.type, FISCAL),
          between(salesDaily.day, months[0].from, months[23].to),
        ),
      ),
    )
    .groupBy(month);
  const amounts = new Map(rows.map((r) => [r.month, r.amount]));
  return months.map((m) => ({ ...m, amount: moneyOut(amounts.get(m.month) ?? '0') }));
}

/**
 * The rows of a grained summary (customers or articles) that add up to the range: one index
 * range per grain stretch, glued with UNION ALL.
 */
function rangeRows<T extends typeof salesByCustomer | typeof salesByArticle>(
  tenant: TenantScope,
  table: T,
  columns: Parameters<TenantScope['db']['select']>[0] & object,
  range: Period,
) {
  const parts = byGrains(range).map((part) =>
    tenant.db
      .select(columns)
      .from(table as typeof salesByCustomer)
      .where(
        tenant.owned(
          table,
          and(eq(table.grain, part.grain), between(table.period, part.from, part.to)),
        ),
      ),
  );
  return parts.length === 1 ? parts[0] : unionAll(parts[0], parts[1], ...parts.slice(2));
}

async function topCustomers(tenant: TenantScope, range: Period) {
  const parts = rangeRows(
    tenant,
    salesByCustomer,
    {
      customerId: salesByCustomer.customerId,
      revenue: salesByCustomer.revenue,
      documents: salesByCustomer.documents,
    },
    range,
  ).as('parts');
  const amount = sql<string>`sum(${parts.revenue})`;
  const top = tenant.db
    .select({
      customerId: parts.customerId,
      amount: amount.as('amount'),
      documents: sql<number>`sum(${parts.documents})::int`.as('documents'),
    })
    .from(parts)
    .groupBy(parts.customerId)
    .having(gt(sql`sum(${parts.documents})`, 0))
    .orderBy(desc(amount), asc(parts.customerId))
    .limit(TOP)
    .as('top');
  const rows = await tenant.db
    .select({
      id: top.customerId,
      name: generalRegs.name,
      amount: top.amount,
      documents: top.documents,
    })
    .from(top)
    .innerJoin(customers, tenant.owned(customers, eq(customers.id, top.customerId)))
    .innerJoin(
      generalRegs,
      joinOwned(generalRegs, customers, eq(generalRegs.id, customers.generalRegId)),
    )
    .orderBy(desc(top.amount), asc(top.customerId));
  return rows.map((r) => ({
    customer_id: r.id,
    name: r.name,
    amount: moneyOut(r.amount),
    documents: r.documents,
  }));
}

async function topArticles(tenant: TenantScope, range: Period) {
  const parts = rangeRows(
    tenant,
    salesByArticle,
    {
      articleId: salesByArticle.articleId,
      revenue: salesByArticle.revenue,
      quantity: salesByArticle.quantity,
      rows: salesByArticle.rows,
    },
    range,
  ).as('parts');
  const amount = sql<string>`sum(${parts.revenue})`;
  const top = tenant.db
    .select({
      articleId: parts.articleId,
      amount: amount.as('amount'),
      quantity: sql<string>`sum(${parts.quantity})`.as('quantity'),
    })
    .from(parts)
    .groupBy(parts.articleId)
    .having(gt(sql`sum(${parts.rows})`, 0))
    .orderBy(desc(amount), asc(parts.articleId))
    .limit(TOP)
    .as('top');
  const rows = await tenant.db
    .select({
      id: top.articleId,
      code: articles.code,
      description: articles.description,
      amount: top.amount,
      quantity: top.quantity,
    })
    .from(top)
    .innerJoin(articles, tenant.owned(articles, eq(articles.id, top.articleId)))
    .orderBy(desc(top.amount), asc(top.articleId));
  return rows.map((r) => ({
    article_id: r.id,
    code: r.code,
    description: r.description,
    amount: moneyOut(r.amount),
    quantity: quantityOut(r.quantity),
  }));
}

/**
 * Invoices of the range by payment status (what is open of their instalments; of paid ones,
 * what the customers paid: the total, less the VAT under split payment), and their average
 * net value. The status is
 * the one the lists show: overdue follows from the due dates (documents/overdue.ts),
 * so this reads the issued documents (by the list index), not the summary of stored statuses.
 */
async function invoices(tenant: TenantScope, range: Period, today: string) {
  const status = shownStatusSql(today);
  // Named in full: drizzle leaves a lone table's columns unqualified, which inside the
  // subquery would be the instalments' own.
  const outer = sql.identifier('documents');
  const rows = await tenant.db
    .select({
      status: sql<number>`${status}::int`,
      documents: sql<number>`count(*)::int`,
      // What is still open of them (the ledger's instalments); paid ones, what was paid:
      // under split payment the VAT goes to the Treasury either way.
      due: sql<string>`coalesce(sum(case when ${status} = ${sql.raw(String(PaymentStatus.paid))}
        then ${documents.amountDue} else (select coalesce(sum(i.open_amount), 0) from ${instalments} i
          where i.company_id = ${outer}.company_id and i.document_id = ${outer}.id) end), 0)::text`,
      net: sumMoney(documents.netTotal),
    })
    .from(documents)
    .where(
      tenant.owned(
        documents,
        and(
          eq(documents.type, 'invoice'),
          // Drafts are not invoices yet (the summaries leave them out too).
          isNotNull(documents.issuedAt),
          between(documents.documentDate, range.from, range.to),
        ),
      ),
    )
    // By position: the status expression carries a parameter (today), written twice it
    // would not be the same expression for PostgreSQL.
    .groupBy(sql`1`);
  const byStatus = new Map(rows.map((r) => [r.status, r]));
  const receivables = PAYMENT_STATUS.map(([status]) => ({
    status,
    documents: byStatus.get(status)?.documents ?? 0,
    amount: moneyOut(byStatus.get(status)?.due ?? '0'),
  }));
  const count = rows.reduce((n, r) => n + r.documents, 0);
  const net = rows.reduce((sum, r) => sum.plus(r.net), new Decimal(0));
  const average = count ? net.dividedBy(count).toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : net;
  return {
    receivables,
    average_invoice: { amount: moneyOut(average.toFixed(2)), invoices: count },
  };
}

/** The ledger's instalments past due on `today`: what is open, how many, of how many customers. */
async function overdue(tenant: TenantScope, today: string) {
  const [row] = await tenant.db
    .select({
      amount: sumMoney(instalments.openAmount),
      instalments: sql<number>`count(*)::int`,
      customers: sql<number>`count(distinct ${instalments.customerId})::int`,
    })
    .from(instalments)
    .where(
      tenant.owned(
        instalments,
        and(gt(instalments.openAmount, '0'), lt(instalments.dueDate, today)),
      ),
    );
  return { ...row, amount: moneyOut(row.amount) };
}

/** `GET /dashboards/sales`: every figure of the sales dashboard for the active company. */
export async function salesDashboard(
  tenant: TenantScope,
  query: DashboardQuery,
  today = todayIn(),
): Promise<SalesDashboard> {
  const range = rangeOf(query, today);
  const month = monthToDate(today);
  const year = yearToDate(today);
  const periods = [range, yearBefore(range), month, yearBefore(month), year, yearBefore(year)];
  const [figures, months, customerTop, articleTop, invoiceFigures, overdueFigures] =
    await tenant.all([
      () => revenues(tenant, periods),
      () => monthly(tenant, range.to),
      () => topCustomers(tenant, range),
      () => topArticles(tenant, range),
      () => invoices(tenant, range, today),
      () => overdue(tenant, today),
    ]);
  const pair = (i: number) => ({ current: figures[i], previous: figures[i + 1] });
  return {
    range,
    today,
    revenue: pair(0),
    month: pair(2),
    year: pair(4),
    monthly: months,
    top_customers: customerTop,
    top_articles: articleTop,
    ...invoiceFigures,
    overdue: overdueFigures,
  };
}
