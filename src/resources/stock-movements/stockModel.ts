import { STOCK_REASONS, MANUAL_STOCK_REASONS } from '../../../contract/stock-movements';
import type { StockValuation } from '../../../contract/stock-movements';

const reasonKey = (reason: string) => `resources.stock-movements.reasons.${reason}`;

/** The reasons as choices of a filter (all) or of the adjustment form (the manual ones). */
export const reasonChoices = (manual = false) =>
  (manual ? MANUAL_STOCK_REASONS : STOCK_REASONS).map((id) => ({ id, name: reasonKey(id) }));

export const reasonLabel = reasonKey;

/** Whether a movement may still be reversed: not a reversal, and not reversed yet. */
export const isReversible = (movement: {
  reverses_id: number | null;
  reversed_by: number | null;
}) => movement.reverses_id === null && movement.reversed_by === null;

/** "disponibili: 12" is shown for a stocked article only. */
export const availabilityOf = (article?: { stocked?: boolean; available?: string } | null) =>
  article && article.stocked && article.available !== undefined ? article.available : null;

/** Whether the available quantity is below the minimum ("sotto scorta"). */
export function belowMinimum(article: {
  stocked: boolean;
  available: string;
  min_stock: string | null;
}): boolean {
  return (
    article.stocked &&
    article.min_stock !== null &&
    Number(article.available) < Number(article.min_stock)
  );
}

/** The valuation as rows of a CSV (numbers as numbers), with the total last. */
export function valuationRows(valuation: StockValuation, totalLabel: string): unknown[][] {
  const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return [
    ...valuation.items.map((line) => [
      line.code,
      line.description,
      line.unit,
      num(line.quantity),
      num(line.cost),
      num(line.stock_value),
    ]),
    [totalLabel, null, null, null, null, num(valuation.total_value)],
  ];
}
