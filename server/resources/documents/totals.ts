import Decimal from 'decimal.js';

/** What totals need of a row (decimal strings, as on the wire and in the database). */
export interface TotalsRow {
  quantity: string;
  unit_price: string;
  /** A percentage, 0-100. */
  discount: string;
  vat_rate: string;
  vat_nature?: string | null;
}

export interface VatLine {
  vat_rate: string;
  vat_nature: string | null;
  taxable: string;
  vat: string;
}

export interface Totals {
  subtotal: string;
  discount_total: string;
  net_total: string;
  vat_total: string;
  total: string;
  vat_summary: VatLine[];
}

const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** Quantity x unit price, rounded half-up to the cent: the row before its discount. */
export function rowGross(row: Pick<TotalsRow, 'quantity' | 'unit_price'>): Decimal {
  return cents(new Decimal(row.quantity).times(row.unit_price));
}

/**
 * The row's taxable amount: quantity x unit price x (1 - discount%), rounded half-up to the
 * cent once (FatturaPA's PrezzoTotale on two decimals).
 */
export function rowNet(row: Pick<TotalsRow, 'quantity' | 'unit_price' | 'discount'>): Decimal {
  const factor = new Decimal(1).minus(new Decimal(row.discount).dividedBy(100));
  return cents(new Decimal(row.quantity).times(row.unit_price).times(factor));
}

/** Rows of one rate (and, at 0 %, one nature) share one line of the VAT summary. */
const vatKey = (row: TotalsRow) =>
  `${row.vat_rate}|${row.vat_rate === '0' ? (row.vat_nature ?? '') : ''}`;

/**
 * The document's totals (ARCHITECTURE: business rules). Rows are rounded to the cent; VAT is
 * computed once per rate on the summed taxable amount and rounded half-up to the cent, never
 * per row. By construction subtotal - discount_total = net_total = the sum of the taxable
 * amounts per rate, and net_total + vat_total = total.
 */
export function computeTotals(rows: readonly TotalsRow[]): Totals {
  let subtotal = new Decimal(0);
  let netTotal = new Decimal(0);
  const byRate = new Map<string, { rate: string; nature: string | null; taxable: Decimal }>();
  for (const row of rows) {
    const gross = rowGross(row);
    const net = rowNet(row);
    subtotal = subtotal.plus(gross);
    netTotal = netTotal.plus(net);
    const key = vatKey(row);
    const line = byRate.get(key) ?? {
      rate: row.vat_rate,
      nature: row.vat_rate === '0' ? (row.vat_nature ?? null) : null,
      taxable: new Decimal(0),
    };
    line.taxable = line.taxable.plus(net);
    byRate.set(key, line);
  }
  const vatSummary = [...byRate.values()]
    .sort(
      (a, b) => Number(b.rate) - Number(a.rate) || (a.nature ?? '').localeCompare(b.nature ?? ''),
    )
    .map((line) => ({
      vat_rate: line.rate,
      vat_nature: line.nature,
      taxable: line.taxable,
      vat: cents(line.taxable.times(line.rate).dividedBy(100)),
    }));
  const vatTotal = vatSummary.reduce((sum, line) => sum.plus(line.vat), new Decimal(0));
  return {
    subtotal: subtotal.toFixed(2),
    discount_total: subtotal.minus(netTotal).toFixed(2),
    net_total: netTotal.toFixed(2),
    vat_total: vatTotal.toFixed(2),
    total: netTotal.plus(vatTotal).toFixed(2),
    vat_summary: vatSummary.map((line) => ({
      ...line,
      taxable: line.taxable.toFixed(2),
      vat: line.vat.toFixed(2),
    })),
  };
}

/**
 * What follows from the totals besides them: what the customer pays (`amount_due`: the total,
 * less the VAT under split payment, art. 17-ter DPR 633/72: the customer pays that to the
 * Treasury) and the taxable at natura N3.5, which a letter of intent's plafond counts.
 */
export function dueAndIntent(totals: Totals, splitPayment: boolean) {
  const amountDue = splitPayment
    ? new Decimal(totals.total).minus(totals.vat_total).toFixed(2)
    : totals.total;
  const intentAmount = totals.vat_summary
    .filter((line) => line.vat_nature === 'N3.5')
    .reduce((sum, line) => sum.plus(line.taxable), new Decimal(0))
    .toFixed(2);
  return { amountDue, intentAmount };
}
