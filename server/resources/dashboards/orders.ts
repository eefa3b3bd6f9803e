import { and, asc, between, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  BACKLOG_STATUSES,
  LATE_ORDERS_LISTED,
  OPEN_ORDER_STATUSES,
  SHIPPING_HORIZON_DAYS,
  type DashboardQuery,
  type OrdersDashboard,
} from '../../../contract/dashboards';
import { ORDER_STATUS, OrderStatus } from '../../../contract/enums';
import { documents } from '../documents/table';
import { orderShippingDaily, salesDaily } from './table';
import type { TenantScope } from '../../lib/tenant';
import { moneyOut } from '../../lib/decimals';
import { sumCount, sumMoney } from './sums';
import { todayIn } from '../../lib/dates';
import { daysFrom, rangeOf, type Period } from './periods';

const figure = (row?: { documents: number; amount: string }) => ({
  documents: row?.documents ?? 0,
  amount: moneyOut(row?.amount ?? '0'),
});

const isOrder = eq(salesDaily.type, 'order');

async function byStatus(tenant: TenantScope, range: Period) {
  const rows = await tenant.db
    .select({
      status: salesDaily.status,
      documents: sumCount(salesDaily.documents),
      amount: sumMoney(salesDaily.netTotal),
    })
    .from(salesDaily)
    .where(tenant.owned(salesDaily, and(isOrder, between(salesDaily.day, range.from, range.to))))
    .groupBy(salesDaily.status);
  const found = new Map(rows.map((r) => [r.status, r]));
  return ORDER_STATUS.map(([status]) => ({ status, ...figure(found.get(status)) }));
}

async function backlog(tenant: TenantScope) {
  const [row] = await tenant.db
    .select({ documents: sumCount(salesDaily.documents), amount: sumMoney(salesDaily.netTotal) })
    .from(salesDaily)
    .where(
      tenant.owned(salesDaily, and(isOrder, inArray(salesDaily.status, [...BACKLOG_STATUSES]))),
    );
  return figure(row);
}

const open = inArray(orderShippingDaily.status, [...OPEN_ORDER_STATUSES]);
const shipped = {
  documents: sumCount(orderShippingDaily.documents),
  amount: sumMoney(orderShippingDaily.netTotal),
};

async function toShip(tenant: TenantScope, today: string) {
  const days = daysFrom(today, SHIPPING_HORIZON_DAYS);
  const date = sql<string>`to_char(${orderShippingDaily.shippingDate}, 'YYYY-MM-DD')`;
  const rows = await tenant.db
    .select({ date, ...shipped })
    .from(orderShippingDaily)
    .where(
      tenant.owned(
        orderShippingDaily,
        and(open, between(orderShippingDaily.shippingDate, days[0], days[days.length - 1])),
      ),
    )
    .groupBy(orderShippingDaily.shippingDate);
  const found = new Map(rows.map((r) => [r.date, r]));
  return days.map((day) => ({ date: day, ...figure(found.get(day)) }));
}

async function late(tenant: TenantScope, today: string) {
  const [totals] = await tenant.db
    .select(shipped)
    .from(orderShippingDaily)
    .where(tenant.owned(orderShippingDaily, and(open, lt(orderShippingDaily.shippingDate, today))));
  // Literal conditions, so the planner matches documents_open_orders_idx's predicate.
  const items = await tenant.db
    .select({
      id: documents.id,
      // Orders are numbered at creation (only invoices and notes have drafts).
      number: sql<number>`${documents.number}`,
      year: documents.year,
      customer_name: documents.customerName,
      reference: documents.reference,
      status: documents.status,
      shipping_date: sql<string>`to_char(${documents.shippingDate}, 'YYYY-MM-DD')`,
      net_total: documents.netTotal,
    })
    .from(documents)
    .where(
      tenant.owned(
        documents,
        and(
          sql`${documents.type} = 'order' and ${documents.status} < ${sql.raw(String(OrderStatus.shipped))}`,
          sql`${documents.shippingDate} is not null`,
          lt(documents.shippingDate, today),
        ),
      ),
    )
    .orderBy(asc(documents.shippingDate), asc(documents.id))
    .limit(LATE_ORDERS_LISTED);
  return {
    ...figure(totals),
    items: items.map((item) => ({ ...item, net_total: moneyOut(item.net_total) })),
  };
}

/** `GET /dashboards/orders`: the orders of the range by status, and the shipping situation today. */
export async function ordersDashboard(
  tenant: TenantScope,
  query: DashboardQuery,
  today = todayIn(),
): Promise<OrdersDashboard> {
  const range = rangeOf(query, today);
  const [statuses, open, ship, overdue] = await tenant.all([
    () => byStatus(tenant, range),
    () => backlog(tenant),
    () => toShip(tenant, today),
    () => late(tenant, today),
  ]);
  return { range, today, by_status: statuses, backlog: open, to_ship: ship, late: overdue };
}
