import Decimal from 'decimal.js';
import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  DeferredPreview,
  deferredInvoicesBody,
  deferredPreviewQuery,
} from '../../../contract/deferred-invoices';
import { documents } from '../documents/table';
import { conflict, msg } from '../../lib/errors';
import { inTransaction, type TenantScope } from '../../lib/tenant';
import { todayIn } from '../../lib/dates';
import { moneyOut } from '../../lib/decimals';
import { label } from '../documents/links';
import { listItemToWire, type DocumentRecord } from '../documents/wire';
import {
  customerNames,
  itemsOf,
  lockDdts,
  lockOrdersOf,
  openDdts,
  settledReason,
  type DdtScope,
  type ScopedDdt,
} from './ddts';
import { checkPeriod } from './period';
import { documentsNamed } from '../documents/billing';
import { makeInvoices } from './make';
import { billingInvoices, claimDoneDdts } from './order-billing';
import { deferredDate, planInvoices, previewItem, type DeferredPlan } from './plan';

/**
 * Deferred invoicing (docs/deferred-invoices.md): for each customer with confirmed, not yet
 * invoiced DDTs dated in the period, one draft invoice per calendar month of its DDTs, whose
 * rows bill the DDTs' items.
 */

type Query = z.output<typeof deferredPreviewQuery>;
type Body = z.output<typeof deferredInvoicesBody>;

const scopeOf = (input: Query | Body): DdtScope => ({
  from: input.from,
  to: input.to,
  customerIds: input.customer_ids?.length ? input.customer_ids : undefined,
});

const sum = (values: string[]) =>
  moneyOut(values.reduce((total, v) => total.plus(v), new Decimal(0)).toFixed(2));

/** `GET /documents/deferred-invoices`: the invoices a call would make now. Writes nothing. */
export async function preview(tenant: TenantScope, query: Query): Promise<DeferredPreview> {
  checkPeriod(query.from, query.to);
  const scope = scopeOf(query);
  if (scope.customerIds) await customerNames(tenant, scope.customerIds);
  const ddts = await openDdts(tenant, scope);
  const today = todayIn();
  const names = await customerNames(tenant, [...new Set(ddts.map((d) => d.customerId))]);
  const { plans, settled } = planInvoices(
    ddts,
    await itemsOf(
      tenant,
      ddts.map((d) => d.id),
    ),
    names,
  );
  const billing = await billingInvoices(
    tenant,
    settled.map((d) => d.id),
  );
  const invoices = await documentsNamed(tenant, [...new Set(billing.values())]);
  return {
    items: plans.map((plan) => previewItem(plan, today)),
    settled: settled.map((ddt) => {
      const invoice = invoices.get(billing.get(ddt.id)!);
      return {
        ddt: { id: ddt.id, number: ddt.number, year: ddt.year, date: ddt.date },
        customer: { id: ddt.customerId, name: names.get(ddt.customerId)?.name ?? '' },
        invoice: invoice ?? null,
      };
    }),
    net_total: sum(plans.map((p) => p.totals.net_total)),
    total: sum(plans.map((p) => p.totals.total)),
  };
}

/**
 * 409 when the call cannot bill what it names: a customer named with no invoice to make (its
 * DDTs of the period invoiced already, naming the invoice; billed by invoices of their orders,
 * naming the order's row and the invoice; or none at all); without names, a period with
 * nothing left to invoice. A concurrent call over the same DDTs lands here too: it waited on
 * their locks and now reads the first call's invoice.
 */
async function assertBillable(
  tx: TenantScope,
  scope: DdtScope,
  all: ScopedDdt[],
  { plans, settled }: DeferredPlan,
  names: Map<number, { name: string }>,
) {
  const customers = scope.customerIds ?? [];
  const params = { from: scope.from, to: scope.to };
  for (const customerId of customers.length ? customers : [null]) {
    const own = (ddts: ScopedDdt[]) =>
      ddts.filter((d) => customerId === null || d.customerId === customerId);
    if (plans.some((plan) => customerId === null || plan.customer.id === customerId)) continue;
    const [billed] = own(settled);
    const customer = (ddt: ScopedDdt) => names.get(ddt.customerId)?.name ?? '';
    if (billed) {
      const reason = await settledReason(tx, billed.id);
      throw conflict(
        msg('deferred.items_invoiced', {
          number: billed.number,
          year: billed.year,
          customer: customer(billed),
          row: reason.row,
          order: label(reason.order),
          invoice: label(reason.invoice),
        }),
      );
    }
    const invoiced = own(all)
      .filter((d) => d.invoiceId !== null)
      .sort((x, y) => x.date.localeCompare(y.date) || x.number - y.number)[0];
    if (invoiced) {
      const invoice = (await documentsNamed(tx, [invoiced.invoiceId!])).get(invoiced.invoiceId!)!;
      throw conflict(
        msg('deferred.already_invoiced', {
          number: invoiced.number,
          year: invoiced.year,
          customer: customer(invoiced),
          invoice: label(invoice),
        }),
      );
    }
    if (customerId === null) throw conflict(msg('deferred.nothing_to_invoice', params));
    throw conflict(
      msg('deferred.customer_nothing', { ...params, customer: names.get(customerId)?.name ?? '' }),
    );
  }
}

/**
 * `POST /documents/deferred-invoices`: in one transaction, locks the period's confirmed DDTs
 * of the customers (all when none are named), then the orders they ship, bills each item
 * what its order row has left to invoice, refuses a call that bills nothing (409, see
 * `assertBillable`), and makes one draft invoice per customer and month of DDTs, dated the
 * month's last day (not after today, not before its newest DDT). DDTs whose goods invoices of their orders bill
 * already become those invoices'. Answers the drafts, by customer name.
 */
export async function createDeferred(tenant: TenantScope, body: Body) {
  checkPeriod(body.from, body.to);
  const scope = scopeOf(body);
  const ids = await inTransaction(tenant, async (tx) => {
    const all = await lockDdts(tx, scope);
    // The customers named (404 for one not of the company) and those of the DDTs found.
    const names = await customerNames(tx, [
      ...new Set([...(scope.customerIds ?? []), ...all.map((d) => d.customerId)]),
    ]);
    const open = all.filter((d) => d.invoiceId === null);
    const openIds = open.map((d) => d.id);
    await lockOrdersOf(tx, openIds);
    const planned = planInvoices(open, await itemsOf(tx, openIds), names);
    await assertBillable(tx, scope, all, planned, names);
    const billing = await billingInvoices(
      tx,
      planned.settled.map((d) => d.id),
    );
    for (const [ddtId, invoiceId] of billing) await claimDoneDdts(tx, invoiceId, [ddtId]);
    const today = todayIn();
    return makeInvoices(
      tx,
      planned.plans.map((plan) => ({
        plan,
        date: deferredDate(plan, today),
        paymentTermId: names.get(plan.customer.id)?.term ?? null,
        splitPayment: names.get(plan.customer.id)?.split ?? false,
      })),
    );
  });
  if (!ids.length) return [];
  const rows = (await tenant
    .select(documents, inArray(documents.id, ids))
    .orderBy(asc(documents.customerName), asc(documents.id))) as DocumentRecord[];
  return rows.map(listItemToWire);
}
