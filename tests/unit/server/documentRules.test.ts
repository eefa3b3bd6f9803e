import { describe, expect, it } from 'vitest';
import { statusesOf } from '../../../contract/documents';
import { pickPrice } from '../../../server/resources/documents/price';
import {
  allowedStatuses,
  assertTransition,
  canTransition,
} from '../../../server/resources/documents/transitions';
import { thrownMessage } from '../../support/thrownMessage';

describe('status transitions', () => {
  it('lets an order be confirmed or cancelled, not shipped at once', () => {
    expect(allowedStatuses('order', 0)).toEqual([1, 7]);
    expect(canTransition('order', 0, 6)).toBe(false);
    expect(thrownMessage(() => assertTransition('order', 0, 6))).toBe(
      'A document cannot go from "To confirm" to "Shipped": it can only go to Confirmed or Cancelled',
    );
    expect(thrownMessage(() => assertTransition('order', 0, 6), 'it')).toBe(
      'Un documento non può passare da «Da confermare» a «Spedito»: può passare solo a Confermato o Annullato',
    );
  });

  it('treats a shipped order as final and lets a cancelled one be reopened', () => {
    expect(allowedStatuses('order', 6)).toEqual([]);
    expect(thrownMessage(() => assertTransition('order', 6, 5))).toMatch(/it is final/);
    expect(allowedStatuses('order', 7)).toEqual([0]);
  });

  it('never moves an invoice or note by hand: its payments give its status', () => {
    for (const type of ['invoice', 'credit-note', 'debit-note'] as const) {
      for (const from of [0, 1, 2, 3]) expect(allowedStatuses(type, from)).toEqual([]);
      expect(canTransition(type, 0, 0)).toBe(true);
      expect(canTransition(type, 0, 2)).toBe(false);
      expect(thrownMessage(() => assertTransition(type, 0, 2))).toMatch(/follows the payments/);
    }
  });

  it('always allows keeping the status, and every target is in the type list', () => {
    for (const type of ['order', 'invoice'] as const) {
      for (const from of statusesOf(type)) {
        expect(canTransition(type, from, from)).toBe(true);
        for (const to of allowedStatuses(type, from)) expect(statusesOf(type)).toContain(to);
      }
    }
  });
});

describe('price precedence', () => {
  const candidates = {
    customerPrices: [
      { price: '7', minQuantity: '50', validFrom: '2026-01-01', validTo: '2026-06-30' },
      { price: '6', minQuantity: '500', validFrom: null, validTo: null },
    ],
    listPrices: [
      { price: '9', minQuantity: '10', listName: 'Rivenditori' },
      { price: '8.5', minQuantity: '100', listName: 'Altro' },
      { price: '8', minQuantity: '100', listName: 'Grossisti' },
    ],
    articlePrice: '10',
  };
  const pick = (quantity: string, date: string) => {
    const p = pickPrice(candidates, quantity, date);
    return [p.price, p.source, p.listName];
  };

  it('takes the article price below every quantity break', () => {
    expect(pick('1', '2026-03-01')).toEqual(['10', 'article', null]);
  });
  it('takes the price list with the highest break reached, the cheapest on a tie', () => {
    expect(pick('10', '2026-03-01')).toEqual(['9', 'price_list', 'Rivenditori']);
    expect(pick('100', '2026-09-01')).toEqual(['8', 'price_list', 'Grossisti']);
  });
  it("prefers the customer's own price while it is valid on the date", () => {
    expect(pick('50', '2026-06-30')).toEqual(['7', 'customer', null]);
    expect(pick('50', '2026-07-01')).toEqual(['9', 'price_list', 'Rivenditori']);
    expect(pick('500', '2030-01-01')).toEqual(['6', 'customer', null]);
  });
});
