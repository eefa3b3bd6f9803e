import { PLAFOND_WARNING } from '../../../../contract/letters-of-intent';

/** How far a plafond is taken: ok, past the warning share (80 %), or beyond its amount. */
export type PlafondLevel = 'ok' | 'warning' | 'over';

/** A wire amount ("1234.56") in whole cents: compared exactly, never added as floats. */
const cents = (value: string) => Math.round(Number(value) * 100);

/**
 * A letter's plafond with `extra` (what a draft about to be issued adds) counted: the share of
 * its amount used (0..1, for a bar) and the level (the amounts are the server's).
 */
export function plafondOf(amount: string, used: string, extra = '0') {
  const total = cents(amount);
  const taken = cents(used) + cents(extra);
  const share = total > 0 ? Math.min(1, Math.max(0, taken / total)) : 1;
  const level: PlafondLevel = taken > total ? 'over' : share >= PLAFOND_WARNING ? 'warning' : 'ok';
  return { share, level };
}
