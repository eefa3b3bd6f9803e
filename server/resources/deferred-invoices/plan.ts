import { monthEnd } from '../../../contract/calendar';
import { issueDeadline } from '../../../contract/issue-deadlines';
import type { DeferredPreviewItem } from '../../../contract/deferred-invoices';
import { moneyOut } from '../../lib/decimals';
import { billDeferredItems } from '../documents/billing-rules';
import { computeTotals, rowNet, type Totals } from '../documents/totals';
import type { DdtItem, ScopedDdt } from './ddts';
import type { ConfigText } from '../../../contract/configurator-summary';

/** A row of a deferred invoice: a DDT item's quantity at its order row's price. */
export interface PlannedRow {
  shippingItemId: number;
  orderRowId: number;
  articleId: number | null;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  vatRate: string;
  vatNature: string | null;
  netAmount: string;
  config: unknown;
  configText: ConfigText | null;
}

/**
 * The invoice of one customer for one calendar month of DDTs (art. 21 c.4 lett. a: a deferred
 * invoice bills the goods delivered in one month): its DDTs in date and number order, their
 * rows in that order.
 */
export interface InvoicePlan {
  customer: { id: number; name: string };
  /** The DDTs' month, `YYYY-MM`. */
  month: string;
  ddts: ScopedDdt[];
  rows: PlannedRow[];
  /** The invoice's totals, as the documents compute them. */
  totals: Totals;
}

const byDateAndNumber = (a: ScopedDdt, b: ScopedDdt) =>
  a.date.localeCompare(b.date) || a.year - b.year || a.number - b.number;

/** What the deferred invoicing makes of a period: the invoices, and the DDTs billed already. */
export interface DeferredPlan {
  plans: InvoicePlan[];
  /**
   * DDTs with items and nothing left to bill: every item is billed by an invoice row or its
   * order row is fully invoiced (the order was invoiced, citing them or not).
   */
  settled: ScopedDdt[];
}

/**
 * Pure: groups the DDTs to invoice by customer and calendar month, one plan each (customers
 * by name, then months in order), rows in DDT (date and number) then item order, with the
 * totals the invoice will have (the documents' own rules: rows rounded to the cent, VAT once
 * per rate). Each item bills what
 * its order row has left to invoice (`billDeferredItems`); a DDT that bills nothing is
 * `settled` (or ignored, without items) and not in its customer's plan.
 */
export function planInvoices(
  ddts: ScopedDdt[],
  items: DdtItem[],
  names: Map<number, { name: string }>,
): DeferredPlan {
  const itemsByDdt = new Map<number, DdtItem[]>();
  for (const item of items) {
    const list = itemsByDdt.get(item.ddtId) ?? [];
    list.push(item);
    itemsByDdt.set(item.ddtId, list);
  }
  const sorted = [...ddts].sort(byDateAndNumber);
  const ordered = sorted.flatMap((ddt) =>
    (itemsByDdt.get(ddt.id) ?? []).sort((a, b) => a.itemId - b.itemId),
  );
  const taken = billDeferredItems(ordered);
  const settled = sorted.filter(
    (ddt) => itemsByDdt.has(ddt.id) && !itemsByDdt.get(ddt.id)!.some((i) => taken.has(i.itemId)),
  );
  const byCustomerMonth = new Map<string, ScopedDdt[]>();
  for (const ddt of sorted) {
    if (!itemsByDdt.get(ddt.id)?.some((item) => taken.has(item.itemId))) continue;
    const key = `${ddt.customerId}|${ddt.date.slice(0, 7)}`;
    const list = byCustomerMonth.get(key) ?? [];
    list.push(ddt);
    byCustomerMonth.set(key, list);
  }
  const plans = [...byCustomerMonth.values()].map((own): InvoicePlan => {
    const customerId = own[0].customerId;
    const rows = own.flatMap((ddt) =>
      itemsByDdt
        .get(ddt.id)!
        .filter((item) => taken.has(item.itemId))
        .map((item) => {
          const quantity = taken.get(item.itemId)!;
          return {
            shippingItemId: item.itemId,
            orderRowId: item.rowId,
            articleId: item.articleId,
            description: item.description,
            quantity,
            unitPrice: item.unitPrice,
            discount: item.discount,
            vatRate: item.vatRate,
            vatNature: item.vatNature,
            netAmount: rowNet({
              quantity,
              unit_price: item.unitPrice,
              discount: item.discount,
            }).toFixed(2),
            config: item.config,
            configText: item.configText,
          };
        }),
    );
    const totals: Totals = computeTotals(
      rows.map((row) => ({
        quantity: row.quantity,
        unit_price: row.unitPrice,
        discount: row.discount,
        vat_rate: row.vatRate,
        vat_nature: row.vatNature,
      })),
    );
    return {
      customer: { id: customerId, name: names.get(customerId)?.name ?? '' },
      month: own[0].date.slice(0, 7),
      ddts: own,
      rows,
      totals,
    };
  });
  plans.sort(
    (a, b) =>
      a.customer.name.localeCompare(b.customer.name, 'it') ||
      a.customer.id - b.customer.id ||
      a.month.localeCompare(b.month),
  );
  return { plans, settled };
}

/** A plan as the preview shows it on `today`: its date, its deadline and whether it is late. */
export function previewItem(plan: InvoicePlan, today: string): DeferredPreviewItem {
  const date = deferredDate(plan, today);
  const { deadline } = issueDeadline(
    date,
    plan.ddts.map((ddt) => ddt.date),
  );
  return {
    customer: plan.customer,
    month: plan.month,
    invoice_date: date,
    deadline,
    late: today > deadline,
    ddts: plan.ddts.map((ddt) => ({
      id: ddt.id,
      number: ddt.number,
      year: ddt.year,
      date: ddt.date,
    })),
    rows: plan.rows.length,
    net_total: moneyOut(plan.totals.net_total),
    total: moneyOut(plan.totals.total),
  };
}

/**
 * The date of a plan's invoice: the last day of its DDTs' month, but not after today (an
 * invoice is not dated in the future), never before its newest DDT.
 */
export function deferredDate(plan: Pick<InvoicePlan, 'month' | 'ddts'>, today: string): string {
  const end = monthEnd(`${plan.month}-01`);
  const capped = end < today ? end : today;
  return plan.ddts.reduce((date, ddt) => (ddt.date > date ? ddt.date : date), capped);
}
