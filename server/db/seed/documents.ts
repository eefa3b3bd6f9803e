import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { defaultTreatment, type BuyerKind } from '../../../contract/buyer-kinds';
import { and, eq } from 'drizzle-orm';
import { addDays } from '../../../contract/calendar';
import { isCommercial, QUOTE_VALIDITY_DAYS, type DocumentType } from '../../../contract/documents';
import {
  LineStatus,
  ORDER_STATUSES,
  OrderStatus,
  PaymentStatus,
  QuoteStatus,
} from '../../../contract/enums';
import { unitPrice as configuredPrice } from '../../../contract/configurator-pricing';
import { computeTotals, dueAndIntent, rowNet } from '../../resources/documents/totals';
import { storedConfiguration } from '../../resources/articles/configuration';
import { DEMO_ROW_VALUES } from './configurations';
import { documentCounters, documentRows, documents } from '../../resources/documents/table';
import { configTexts } from '../../../contract/configurator-summary';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];
interface SeedCustomer {
  id: number;
  name: string;
  paymentTermId: number | null;
  kind: BuyerKind;
  splitPayment: boolean;
  /** The year a letter of intent covers (letters.ts): its rows that year go at 0 % N3.5. */
  letterYear?: number;
}
interface SeedArticle {
  id: number;
  code: string;
  pricingType: number;
  configuration: unknown;
  description: string;
  price: string;
  vatRate: string;
  vatNature: string | null;
}

// How many documents of each type per year, and the statuses they cycle through.
const O = OrderStatus;
const P = PaymentStatus;
const Q = QuoteStatus;
// `drafts`: how many of the last ones are drafts (not issued, no number), the others issued.
// prettier-ignore
const PLAN: { type: DocumentType; year: number; count: number; statuses: readonly number[]; drafts?: number }[] = [
  { type: 'order', year: 2025, count: 10, statuses: [O.shipped, O.shipped, O.shipped, O.cancelled, O.shipped] },
  { type: 'order', year: 2026, count: 12, statuses: ORDER_STATUSES },
  { type: 'invoice', year: 2025, count: 8, statuses: [P.paid, P.paid, P.paid, P.to_pay] },
  { type: 'invoice', year: 2026, count: 9, statuses: [P.to_pay, P.paying, P.paid, P.paid, P.to_pay], drafts: 2 },
  { type: 'credit-note', year: 2025, count: 2, statuses: [P.paid] },
  { type: 'credit-note', year: 2026, count: 3, statuses: [P.to_pay, P.paid] },
  { type: 'debit-note', year: 2025, count: 1, statuses: [P.paid] },
  { type: 'debit-note', year: 2026, count: 2, statuses: [P.to_pay, P.paying] },
  // Last, so that an accepted quote is the offer of one of the 2026 orders above.
  { type: 'quote', year: 2026, count: 8, statuses: [Q.accepted, Q.accepted, Q.refused, Q.sent, Q.draft, Q.sent, Q.draft, Q.refused] },
];

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
/** Dates spread over the year (2026 stops at 22 November, the demo's "today"). */
const dateOf = (year: number, i: number, count: number) => {
  const day = Math.floor(((year === 2026 ? 340 : 355) * (i + 0.5)) / count);
  return isoDay(new Date(Date.UTC(year, 0, 1 + day)));
};
/**
 * Orders ship one to four weeks after their date, so the demo's orders dashboard has late
 * orders and one due in the coming days.
 */
const shippingDateOf = (documentDate: string, i: number) => {
  const date = new Date(`${documentDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 28 - 7 * (i % 4));
  return isoDay(date);
};

/**
 * A demo quote's validity and conditions: the first four were valid 30 days (those still open
 * show as expired), the others until the end of March 2027.
 */
const quoteTerms = (documentDate: string, i: number) => ({
  validUntil: i < 4 ? addDays(documentDate, QUOTE_VALIDITY_DAYS) : '2027-03-31',
  conditions:
    'Resa: franco destino. Consegna: 4 settimane dalla conferma. Pagamento: come da condizioni concordate.',
});

// The documents (by seed) whose rows of configurable articles come configured: the first
// and third orders of 2026, and the invoices made from them.
const CONFIGURED_SEEDS = new Set([11, 13]);

/** The demo values and their price, for a row of a configured document. */
function configured(seed: number, article: SeedArticle) {
  const values = CONFIGURED_SEEDS.has(seed)
    ? DEMO_ROW_VALUES[article.code.replace(/^B-/, '')]
    : undefined;
  const configuration = storedConfiguration(article.configuration);
  if (!values || !configuration) return null;
  return {
    config: values,
    configText: configTexts(configuration, values),
    price: configuredPrice(configuration, article.pricingType, article.price, values),
  };
}

/**
 * A public administration's references (its purchase order with CIG and CUP), as the API
 * copies them from the order to its invoice: the same for the same seed.
 */
function paReferences(customer: SeedCustomer, seed: number) {
  if (customer.kind !== 'public_administration') return {};
  const code = String(seed).padStart(3, '0');
  return {
    paDocumentType: 'order',
    paDocumentId: `ODA-2026-${code}`,
    cig: `Z2F3A4B${code}`,
    cup: `E19J2100${code}0007`,
  };
}

/**
 * Rows of a demo document: one to four articles, some with a discount, each with its
 * article's VAT treatment fitted to the customer's kind, as the API gives a new row.
 */
function demoRows(seed: number, items: SeedArticle[], kind: BuyerKind, intent: boolean) {
  const count = (seed % 4) + 1;
  return Array.from({ length: count }, (_, r) => {
    const article = items[(seed * 3 + r * 5) % items.length];
    const quantity = String(((seed + r) % 6) + 1) + (r % 2 ? '.5' : '');
    const discount = (seed + r) % 3 === 0 ? '10' : '0';
    const config = configured(seed, article);
    const treatment = defaultTreatment(
      kind,
      { vat_rate: article.vatRate, vat_nature: article.vatNature },
      intent,
    );
    const unitPrice = config?.price ?? (article.price === '0.0000' ? '15.0000' : article.price);
    return {
      articleId: article.id,
      position: r + 1,
      description: article.description,
      quantity,
      unitPrice,
      discount,
      vatRate: treatment.vat_rate,
      vatNature: treatment.vat_nature,
      netAmount: rowNet({ quantity, unit_price: unitPrice, discount }).toFixed(2),
      status: LineStatus.to_produce,
      config: config?.config ?? null,
      configText: config?.configText ?? null,
    };
  });
}

/**
 * Documents of all four types across 2025 and 2026 for one company, with rows, totals
 * computed by the same code as the API, statuses that fit their type, numbers 1..n per
 * series (invoices and notes issued, but for the two newest invoices: drafts without a
 * number) and the counters set to the last number. Some invoices come from orders and the
 * notes refer to invoices.
 */
export async function seedDocuments(
  tx: Tx,
  companyId: number,
  clients: SeedCustomer[],
  items: SeedArticle[],
) {
  type Made = {
    id: number;
    customer: SeedCustomer;
    seed: number;
    date: string;
    rowIds: number[];
  };
  const invoicesByYear = new Map<number, Made[]>();
  const ordersByYear = new Map<number, Made[]>();
  // The accepted quotes are the offers of the first orders of 2026 (same customer and rows).
  let acceptedCount = 0;
  let counter = 0;
  for (const plan of PLAN) {
    for (let i = 0; i < plan.count; i++) {
      counter += 1;
      const orders = ordersByYear.get(plan.year) ?? [];
      const invoices = invoicesByYear.get(plan.year) ?? [];
      // An invoice made from an order, a note correcting an invoice: same customer and rows.
      const acceptedQuote =
        plan.type === 'quote' && plan.statuses[i % plan.statuses.length] === Q.accepted;
      const offerOf = acceptedQuote ? orders[acceptedCount++] : undefined;
      const related =
        plan.type === 'quote'
          ? offerOf
          : plan.type === 'invoice' && i % 2 === 0
            ? orders[i]
            : plan.type !== 'order' && plan.type !== 'invoice'
              ? invoices[i]
              : undefined;
      const seed = related?.seed ?? counter;
      const customer = related?.customer ?? clients[seed % clients.length];
      const rows = demoRows(seed, items, customer.kind, customer.letterYear === plan.year);
      const totals = computeTotals(
        rows.map((r) => ({
          ...r,
          unit_price: r.unitPrice,
          vat_rate: r.vatRate,
          vat_nature: r.vatNature,
        })),
      );
      // An accepted quote came ten days before its order.
      const documentDate = offerOf ? addDays(offerOf.date, -10) : dateOf(plan.year, i, plan.count);
      const draft = i >= plan.count - (plan.drafts ?? 0);
      const [doc] = await tx
        .insert(documents)
        .values({
          companyId,
          type: plan.type,
          year: plan.year,
          number: draft ? null : i + 1,
          customerId: customer.id,
          customerName: customer.name,
          reference: counter % 3 === 0 ? `Vs. ordine n. ${100 + counter}` : null,
          description: plan.type === 'credit-note' ? 'Reso merce non conforme' : null,
          status: draft ? P.to_pay : plan.statuses[i % plan.statuses.length],
          documentDate,
          shippingDate: plan.type === 'order' ? shippingDateOf(documentDate, i) : null,
          ...(plan.type === 'quote' && quoteTerms(documentDate, i)),
          subtotal: totals.subtotal,
          discountTotal: totals.discount_total,
          netTotal: totals.net_total,
          vatTotal: totals.vat_total,
          total: totals.total,
          // Split payment as the API sets it (documents/rows.ts `recompute`).
          splitPayment: customer.splitPayment,
          ...dueAndIntent(totals, customer.splitPayment),
          ...paReferences(customer, seed),
          relatedDocumentId: plan.type === 'quote' ? null : (related?.id ?? null),
          // A credit note has no payment schedule of its own (docs/documents.md).
          paymentTermId: plan.type === 'credit-note' ? null : customer.paymentTermId,
          issuedAt: isCommercial(plan.type) || draft ? null : new Date(`${documentDate}T10:00:00Z`),
        })
        .returning();
      // An invoice made from an order bills its rows (`order_row_id`), as the conversion does.
      const billed = plan.type === 'invoice' ? related?.rowIds : undefined;
      const inserted = await tx
        .insert(documentRows)
        .values(
          rows.map((r, k) => ({
            ...r,
            companyId,
            documentId: doc.id,
            orderRowId: billed?.[k] ?? null,
          })),
        )
        .returning({ id: documentRows.id });
      const made = {
        id: doc.id,
        customer,
        seed,
        date: documentDate,
        rowIds: inserted.map((r) => r.id),
      };
      if (plan.type === 'order') ordersByYear.set(plan.year, [...orders, made]);
      // The order names its quote (the conversion's link), the quote names nothing.
      if (offerOf) {
        await tx
          .update(documents)
          .set({ relatedDocumentId: doc.id })
          .where(and(eq(documents.companyId, companyId), eq(documents.id, offerOf.id)));
      }
      if (plan.type === 'invoice') invoicesByYear.set(plan.year, [...invoices, made]);
    }
    await tx.insert(documentCounters).values({
      companyId,
      type: plan.type,
      year: plan.year,
      lastNumber: plan.count - (plan.drafts ?? 0),
      documentCount: plan.count,
    });
  }
}
