import { z } from 'zod';
import { dateRange, dateString } from './common';
import { ORDER_STATUSES, OrderStatus } from './enums';

/**
 * The dashboards: `GET /dashboards/sales?from&to` and `GET /dashboards/orders?from&to`.
 * Amounts are decimal strings in euro (net of VAT unless the field says otherwise), computed
 * by PostgreSQL from summary tables that triggers keep in step with every document write
 * (docs/dashboards.md). Revenue = invoices − credit notes + debit notes, net of VAT.
 */

/** The longest range a dashboard accepts, in days (ten years); longer: 400 on `to`. */
export const MAX_RANGE_DAYS = 3660;

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, by document date, both included; default: this year to date. */
export const dashboardQuery = z
  .object({ from: dateString.optional(), to: dateString.optional() })
  .refine(...dateRange('from', 'to'));
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const money = z.string();
const period = z.object({ from: z.string(), to: z.string() });

/** Revenue of a period, with its three parts (credit notes as a positive amount to subtract). */
export const revenueSchema = period.extend({
  amount: money,
  invoices: money,
  credit_notes: money,
  debit_notes: money,
});
export type Revenue = z.infer<typeof revenueSchema>;

/** A period against the same days one year earlier. */
const comparison = z.object({ current: revenueSchema, previous: revenueSchema });
export type RevenueComparison = z.infer<typeof comparison>;

export const salesDashboardSchema = z.object({
  /** The range the figures cover (the query's, or the default). */
  range: period,
  /** The server's today (Europe/Rome): "this month" and "this year" end there. */
  today: z.string(),
  /** The range against the same range one year earlier. */
  revenue: comparison,
  /** Month to date and year to date, each against the same days of last year. */
  month: comparison,
  year: comparison,
  /** The 24 months ending with the range's last month, oldest first (`YYYY-MM`). */
  monthly: z.array(
    z.object({ month: z.string(), from: z.string(), to: z.string(), amount: money }),
  ),
  /** In the range, by revenue, at most 10. */
  top_customers: z.array(
    z.object({ customer_id: z.number(), name: z.string(), amount: money, documents: z.number() }),
  ),
  top_articles: z.array(
    z.object({
      article_id: z.number(),
      code: z.string(),
      description: z.string(),
      amount: money,
      quantity: z.string(),
    }),
  ),
  /**
   * Invoices of the range by payment status (0 to pay, 1 paying, 2 paid, 3 overdue): what is
   * still open of their instalments (paid ones: what the customers paid), with VAT but under
   * split payment (art. 17-ter), where the VAT is the Treasury's.
   */
  receivables: z.array(z.object({ status: z.number(), documents: z.number(), amount: money })),
  /**
   * The receivables ledger's overdue instalments today, whatever the range (a balance, not a
   * flow): what is open of them, how many, of how many customers.
   */
  overdue: z.object({ amount: money, instalments: z.number(), customers: z.number() }),
  /** Invoices of the range: their net total divided by their number. */
  average_invoice: z.object({ amount: money, invoices: z.number() }),
});
export type SalesDashboard = z.infer<typeof salesDashboardSchema>;

/** Orders neither shipped nor cancelled: what the shipping figures count. */
export const OPEN_ORDER_STATUSES = ORDER_STATUSES.filter((status) => status < OrderStatus.shipped);
/** Confirmed but not shipped: the backlog. */
export const BACKLOG_STATUSES = OPEN_ORDER_STATUSES.filter(
  (status) => status !== OrderStatus.to_confirm,
);
/** How many days "to ship" looks ahead, today included. */
export const SHIPPING_HORIZON_DAYS = 28;
/** How many late orders the dashboard lists (the most overdue first). */
export const LATE_ORDERS_LISTED = 10;

const orderFigure = z.object({ documents: z.number(), amount: money });

export const ordersDashboardSchema = z.object({
  range: period,
  today: z.string(),
  /** Orders dated in the range, one entry per order status (0..7), net amounts. */
  by_status: z.array(orderFigure.extend({ status: z.number() })),
  /** Every order in a backlog status, whatever its date. */
  backlog: orderFigure,
  /** Open orders by shipping date, today and the next 27 days (one entry per day). */
  to_ship: z.array(orderFigure.extend({ date: z.string() })),
  /** Open orders whose shipping date is before today: totals and the most overdue ones. */
  late: orderFigure.extend({
    items: z.array(
      z.object({
        id: z.number(),
        number: z.number(),
        year: z.number(),
        customer_name: z.string(),
        reference: z.string().nullable(),
        status: z.number(),
        shipping_date: z.string(),
        net_total: money,
      }),
    ),
  }),
});
export type OrdersDashboard = z.infer<typeof ordersDashboardSchema>;
