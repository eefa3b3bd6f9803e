import {
  BACKLOG_STATUSES,
  OPEN_ORDER_STATUSES,
  type OrdersDashboard,
  type SalesDashboard,
} from '../../../contract/dashboards';
import type { DocumentType } from '../../../contract/documents';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../contract/enums';
import { documentPaths } from '../../resources/documents/paths';
import { instalmentPaths } from '../../resources/instalments/paths';
import { addDays, chartValue, formatDay, formatMonth } from './dashboardModel';

/**
 * Where each figure leads: the document list with the filters that count it (document date
 * `date_from`/`date_to`, `status`, `customer_id`, `article_id`, `shipping_from`/`shipping_to`),
 * and the charts' data, each bar with its label, value and link.
 */
export interface Period {
  from: string;
  to: string;
}

const dated = (period: Period) => ({ date_from: period.from, date_to: period.to });
/** Sales figures count issued invoices and notes only: drafts are not sales yet. */
const issuedIn = (period: Period) => ({ issued: 'true', ...dated(period) });

export const dashboardLinks = {
  /** The documents of one type dated in the period (revenue and its parts, averages). */
  documents: (type: DocumentType, period: Period) =>
    documentPaths.filtered(type, type === 'order' ? dated(period) : issuedIn(period)),
  invoices: (period: Period) => documentPaths.filtered('invoice', issuedIn(period)),
  customer: (customerId: number, period: Period) =>
    documentPaths.filtered('invoice', { customer_id: customerId, ...issuedIn(period) }),
  article: (articleId: number, period: Period) =>
    documentPaths.filtered('invoice', { article_id: articleId, ...issuedIn(period) }),
  /** Issued invoices of the period in one payment status (0 to pay ... 3 overdue). */
  receivables: (status: number, period: Period) =>
    documentPaths.filtered('invoice', { status, ...issuedIn(period) }),
  /** The receivables ledger's instalments past due (what the overdue figure counts). */
  overdueInstalments: () =>
    `${instalmentPaths.list}?${new URLSearchParams({
      filter: JSON.stringify({ overdue: 'true' }),
      displayedFilters: JSON.stringify({ overdue: true }),
    })}`,
  orders: (status: number | readonly number[], period: Period) =>
    documentPaths.filtered('order', { status, ...dated(period) }),
  /** Every confirmed order not shipped yet, whatever its date. */
  backlog: () => documentPaths.filtered('order', { status: [...BACKLOG_STATUSES] }),
  /** Open orders to ship on `day`. */
  toShip: (day: string) =>
    documentPaths.filtered('order', {
      status: [...OPEN_ORDER_STATUSES],
      shipping_from: day,
      shipping_to: day,
    }),
  /** Open orders whose shipping date is before `today`. */
  late: (today: string) =>
    documentPaths.filtered('order', {
      status: [...OPEN_ORDER_STATUSES],
      shipping_to: addDays(today, -1),
    }),
  order: (id: number) => documentPaths.edit('order', id),
};

/** One bar of a chart, and one row of its table. */
export interface ChartDatum {
  key: string;
  label: string;
  value: number;
  href: string;
  /** The exact figures of the wire, formatted (the tooltip and the table show them). */
  amount: string;
  documents?: number;
}

export const monthlyData = (monthly: SalesDashboard['monthly'], locale: string): ChartDatum[] =>
  monthly.map((month) => ({
    key: month.month,
    label: formatMonth(month.month, locale),
    value: chartValue(month.amount),
    href: dashboardLinks.invoices(month),
    amount: month.amount,
  }));

/** Status entries in the enum's order, one per status (a missing one counts zero). */
export function byStatus<T extends { status: number; documents: number; amount: string }>(
  entries: T[],
  statuses: readonly number[],
) {
  return statuses.map(
    (status) =>
      entries.find((entry) => entry.status === status) ?? { status, documents: 0, amount: '0' },
  );
}

export const receivablesData = (
  receivables: SalesDashboard['receivables'],
  range: Period,
  labelOf: (status: number) => string,
): ChartDatum[] =>
  byStatus(receivables, PAYMENT_STATUSES).map((entry) => ({
    key: String(entry.status),
    label: labelOf(entry.status),
    value: chartValue(entry.amount),
    href: dashboardLinks.receivables(entry.status, range),
    amount: entry.amount,
    documents: entry.documents,
  }));

/** Orders of the range by status: the bar is the number of orders, the value is shown too. */
export const orderStatusData = (
  data: OrdersDashboard,
  labelOf: (status: number) => string,
): ChartDatum[] =>
  byStatus(data.by_status, ORDER_STATUSES).map((entry) => ({
    key: String(entry.status),
    label: labelOf(entry.status),
    value: entry.documents,
    href: dashboardLinks.orders(entry.status, data.range),
    amount: entry.amount,
    documents: entry.documents,
  }));

/** Open orders per shipping day, today first: the bar is the number of orders. */
export const toShipData = (toShip: OrdersDashboard['to_ship'], locale: string): ChartDatum[] =>
  toShip.map((day) => ({
    key: day.date,
    label: formatDay(day.date, locale),
    value: day.documents,
    href: dashboardLinks.toShip(day.date),
    amount: day.amount,
    documents: day.documents,
  }));

/** The share of the largest figure a ranked row's bar fills (0-100). */
export const shareOfMax = (amount: string, amounts: string[]) => {
  const max = Math.max(0, ...amounts.map(chartValue));
  return max > 0 ? Math.max(0, (chartValue(amount) / max) * 100) : 0;
};
