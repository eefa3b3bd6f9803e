// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  available,
  countDifference,
  ddtMovement,
  ddtQuantities,
  insufficientMessage,
  overdraws,
  reversalRefusal,
  stockValue,
} from '../../../server/resources/stock-movements/rules';

describe('stock rules', () => {
  it('a DDT unloads, a return loads', () => {
    expect(ddtMovement('sale')).toEqual({ reason: 'ddt', sign: -1 });
    expect(ddtMovement('consignment')).toEqual({ reason: 'ddt', sign: -1 });
    expect(ddtMovement('return')).toEqual({ reason: 'return', sign: 1 });
  });

  it('sums a DDT by stocked article, in id order, skipping rows without one', () => {
    const lines = [
      { articleId: 9, stocked: true, quantity: '2' },
      { articleId: 3, stocked: true, quantity: '1.5' },
      { articleId: 9, stocked: true, quantity: '0.5' },
      { articleId: 4, stocked: false, quantity: '7' },
      { articleId: null, stocked: null, quantity: '1' },
    ];
    expect(ddtQuantities(lines, 'sale')).toEqual([
      { articleId: 3, quantity: '-1.5' },
      { articleId: 9, quantity: '-2.5' },
    ]);
    expect(ddtQuantities(lines, 'return')).toEqual([
      { articleId: 3, quantity: '1.5' },
      { articleId: 9, quantity: '2.5' },
    ]);
  });

  it('a count records the difference', () => {
    expect(countDifference('7', '10')).toBe('-3');
    expect(countDifference('12.5', '10')).toBe('2.5');
    expect(countDifference('10', '10')).toBe('0');
  });

  it('refuses only unloads below zero, unless negative stock is allowed', () => {
    expect(overdraws('3', '-3', false)).toBe(false);
    expect(overdraws('3', '-3.001', false)).toBe(true);
    expect(overdraws('3', '-5', true)).toBe(false);
    // A load is never refused, even on a negative figure.
    expect(overdraws('-4', '1', false)).toBe(false);
  });

  it('names the article, what is needed and what is on hand', () => {
    expect(insufficientMessage({ code: 'VIT', description: 'Vite' }, '-5', '3.000')).toEqual({
      key: 'stock.insufficient',
      params: { code: 'VIT', description: 'Vite', wanted: '5', available: '3' },
    });
  });

  it('a movement is reversed once, and a reversal never', () => {
    expect(reversalRefusal({ id: 1, reversesId: null, reversedBy: null })).toBeNull();
    expect(reversalRefusal({ id: 1, reversesId: null, reversedBy: 2 })?.key).toBe(
      'stock.already_reversed',
    );
    expect(reversalRefusal({ id: 2, reversesId: 1, reversedBy: null })?.key).toBe(
      'stock.reversal_not_reversible',
    );
  });

  it('values at the cost, two decimals; no cost, no value', () => {
    expect(stockValue('3', '0.125')).toBe('0.38');
    expect(stockValue('-2', '10')).toBe('-20.00');
    expect(stockValue('5', null)).toBeNull();
    expect(available('10', '4.5')).toBe('5.5');
  });
});
