import Decimal from 'decimal.js';
import { msg, type Message } from '../../../contract/messages';
import type { StockReason } from '../../../contract/stock-movements';

/**
 * The stock's pure rules (docs/stock.md): how a DDT moves its articles, what an inventory count
 * records, when a movement may be reversed and when a movement would overdraw.
 */

/** A DDT with causale "return" brings goods back (loads); every other causale unloads. */
export function ddtMovement(transportReason: string): { reason: StockReason; sign: 1 | -1 } {
  return transportReason === 'return' ? { reason: 'return', sign: 1 } : { reason: 'ddt', sign: -1 };
}

/** One line of a DDT: the article of its order row and the item's quantity. */
export interface ShippedLine {
  articleId: number | null;
  stocked: boolean | null;
  quantity: string;
}

/**
 * The movements of one DDT: one per stocked article, its items' quantities summed and signed
 * by the causale; rows without an article or of an article not stocked move nothing. Ordered
 * by article id, the order the articles are locked in.
 */
export function ddtQuantities(
  lines: ShippedLine[],
  transportReason: string,
): { articleId: number; quantity: string }[] {
  const { sign } = ddtMovement(transportReason);
  const sums = new Map<number, Decimal>();
  for (const line of lines) {
    if (line.articleId === null || !line.stocked) continue;
    sums.set(line.articleId, (sums.get(line.articleId) ?? new Decimal(0)).plus(line.quantity));
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .filter(([, q]) => !q.isZero())
    .map(([articleId, q]) => ({ articleId, quantity: q.times(sign).toFixed() }));
}

/** An inventory count records the difference between what was counted and what was on hand. */
export const countDifference = (counted: string, onHand: string): string =>
  new Decimal(counted).minus(onHand).toFixed();

/** What a movement by `quantity` leaves on hand. */
export const afterMove = (onHand: string, quantity: string): Decimal =>
  new Decimal(onHand).plus(quantity);

/**
 * Whether a movement is refused for overdrawing: an unload that leaves less than zero on hand,
 * unless the company allows negative stock. A load is never refused (it only improves things).
 */
export function overdraws(onHand: string, quantity: string, allowNegative: boolean): boolean {
  if (allowNegative || new Decimal(quantity).gte(0)) return false;
  return afterMove(onHand, quantity).lt(0);
}

/** The 409's reason for an overdraw: the article and what is on hand. */
export function insufficientMessage(
  article: { code: string; description: string },
  quantity: string,
  onHand: string,
): Message {
  return msg('stock.insufficient', {
    code: article.code,
    description: article.description,
    wanted: new Decimal(quantity).negated().toFixed(),
    available: new Decimal(onHand).toFixed(),
  });
}

/**
 * Why a movement cannot be reversed, or null: a reversal is never reversed (record a new
 * adjustment), and a movement is reversed once.
 */
export function reversalRefusal(movement: {
  id: number;
  reversesId: number | null;
  reversedBy: number | null;
}): Message | null {
  if (movement.reversesId !== null)
    return msg('stock.reversal_not_reversible', { id: movement.id });
  if (movement.reversedBy !== null)
    return msg('stock.already_reversed', { id: movement.id, by: movement.reversedBy });
  return null;
}

/** The value of a quantity at a unit cost, two decimals (null: no cost, not valued). */
export function stockValue(quantity: string, cost: string | null): string | null {
  if (cost === null) return null;
  return new Decimal(quantity).times(cost).toDecimalPlaces(2).toFixed(2);
}

/** Available = on hand − reserved. */
export const available = (onHand: string, reserved: string): string =>
  new Decimal(onHand).minus(reserved).toFixed();
