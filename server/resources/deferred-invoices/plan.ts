import type { DeferredPreviewItem } from '../../../contract/deferred-invoices';
import { moneyOut } from '../../lib/decimals';
import { billDeferredItems } from '../documents/billing-rules';
import { computeTotals, rowNet, type Totals } from '../documents/totals';
import type { DdtItem, ScopedDdt } from './ddts';

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
}

/** The invoice of one customer: its DDTs in date and number order, their rows in that order. */
export interface InvoicePlan {
  customer: { id: number; name: string };
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
 * Pure: groups the DDTs to invoice by customer, one plan each (customers by name), rows in
 * DDT (date and number) then item order, with the totals the invoice will have (the
 * documents' own rules: rows rounded to the cent, VAT once per rate). Each item bills what
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
  const byCustomer = new Map<number, ScopedDdt[]>();
  for (const ddt of sorted) {
    if (!itemsByDdt.get(ddt.id)?.some((item) => taken.has(item.itemId))) continue;
    const list = byCustomer.get(ddt.customerId) ?? [];
    list.push(ddt);
    byCustomer.set(ddt.customerId, list);
  }
  const plans = [...byCustomer].map(([customerId, own]): InvoicePlan => {
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
      ddts: own,
      rows,
      totals,
    };
  });
  plans.sort(
    (a, b) => a.customer.name.localeCompare(b.customer.name, 'it') || a.customer.id - b.customer.id,
  );
  return { plans, settled };
}

/** A plan as the preview shows it. */
export const previewItem = (plan: InvoicePlan): DeferredPreviewItem => ({
  customer: plan.customer,
  ddts: plan.ddts.map((ddt) => ({
    id: ddt.id,
    number: ddt.number,
    year: ddt.year,
    date: ddt.date,
  })),
  rows: plan.rows.length,
  net_total: moneyOut(plan.totals.net_total),
  total: moneyOut(plan.totals.total),
});
