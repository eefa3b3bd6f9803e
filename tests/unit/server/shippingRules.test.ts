// @vitest-environment node
import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { barWidths } from '../../../server/resources/shipping-lists/pdf/barcode';
import {
  allRowsShipped,
  excessMessage,
  fullyShipped,
  quantityLeft,
} from '../../../server/resources/shipping-lists/quantities';
import {
  gs1CheckDigit,
  isGs1Prefix,
  parcelCode,
  sscc,
  ssccText,
} from '../../../server/resources/shipping-lists/sscc';
import {
  afterPrinting,
  allowedLabelStatuses,
  assertLabelTransition,
  canMoveLabel,
} from '../../../server/resources/shipping-lists/transitions';
import { thrownMessage } from '../../support/thrownMessage';

describe('label transitions', () => {
  it('allows to print -> printed -> applied, voiding from any but voided', () => {
    expect(allowedLabelStatuses(0)).toEqual([1, 3]);
    expect(allowedLabelStatuses(1)).toEqual([2, 3]);
    expect(allowedLabelStatuses(2)).toEqual([3]);
    expect(allowedLabelStatuses(3)).toEqual([]);
    expect(canMoveLabel(2, 2)).toBe(true);
    expect(canMoveLabel(0, 2)).toBe(false);
    expect(canMoveLabel(2, 1)).toBe(false);
    expect(canMoveLabel(3, 0)).toBe(false);
  });

  it('refuses with a 409 naming both states', () => {
    expect(thrownMessage(() => assertLabelTransition(7, 1, 0))).toBe(
      'Label 7 cannot go from "Printed" to "To print": it can only go to Applied or Voided',
    );
    expect(thrownMessage(() => assertLabelTransition(7, 1, 0), 'it')).toBe(
      'L’etichetta 7 non può passare da «Stampata» a «Da stampare»: può passare solo a Applicata o Annullata',
    );
    try {
      assertLabelTransition(7, 3, 1);
    } catch (error) {
      expect((error as { statusCode: number }).statusCode).toBe(409);
    }
  });

  it('printing moves only "to print" to "printed"', () => {
    expect([0, 1, 2, 3].map(afterPrinting)).toEqual([1, 1, 2, 3]);
  });
});

describe('SSCC', () => {
  it('computes the GS1 check digit (examples of the GS1 General Specifications)', () => {
    expect(gs1CheckDigit('37610425002123456')).toBe(9); // SSCC 376104250021234569
    expect(gs1CheckDigit('629104150021')).toBe(3); // GTIN-13 6291041500213
    expect(gs1CheckDigit('0000000000000')).toBe(0);
    expect(() => gs1CheckDigit('12a')).toThrow();
  });

  it('builds 18 digits: extension, prefix, serial of label and parcel, check digit', () => {
    const code = sscc('8012345', 123, 2);
    expect(code).toBe('080123450000123025');
    expect(code).toHaveLength(18);
    expect(gs1CheckDigit(code.slice(0, 17))).toBe(Number(code[17]));
    expect(ssccText(code, 7)).toBe('(00) 0 8012345 000012302 5');
    // A long prefix leaves less room: the serial wraps around, still 18 digits.
    expect(sscc('8012345678', 123456, 7)).toHaveLength(18);
    expect(sscc('8012345', 10_000_000_000, 1)).toHaveLength(18);
  });

  it('takes only 7 to 10 digit prefixes, and codes parcels of a label apart', () => {
    expect(isGs1Prefix('8012345')).toBe(true);
    expect(isGs1Prefix('801234')).toBe(false);
    expect(isGs1Prefix('80123456789')).toBe(false);
    expect(() => sscc('80A2345', 1, 1)).toThrow();
    expect(parcelCode(123, 2)).toBe('0000012302');
    expect(new Set([1, 2, 3].map((n) => sscc('8012345', 5, n))).size).toBe(3);
  });

  it('is accepted by bwip-js GS1-128 (which checks the digit) and drawn the same way', () => {
    const text = `(00)${sscc('8012345', 987, 3)}`;
    const [reference] = bwipjs.raw({ bcid: 'gs1-128', text }) as { sbs: number[] }[];
    expect(barWidths('gs1-128', text)).toEqual(reference.sbs);
    expect(() => bwipjs.raw({ bcid: 'gs1-128', text: '(00)080123450000123026' })).toThrow(
      /checksum/i,
    );
  });
});

describe('quantities', () => {
  it('leaves the row quantity less what lists hold, never below zero', () => {
    expect(quantityLeft('10', '2.5').toFixed()).toBe('7.5');
    expect(quantityLeft('1', '3').toFixed()).toBe('0');
  });

  it('refuses more than is left, with the figures in the message', () => {
    expect(excessMessage('5', '3', '2')).toBeNull();
    expect(excessMessage('5', '3', '2.001')).toEqual({
      key: 'shipping.quantity_exceeded',
      params: { wanted: '2.001', left: '2', total: '5', allocated: '3' },
    });
  });

  it('ships a row when confirmed lists hold all of it, and an order when all rows are', () => {
    expect(fullyShipped('4', '4.000')).toBe(true);
    expect(fullyShipped('4', '3.999')).toBe(false);
    expect(allRowsShipped([4, 5, 4])).toBe(true);
    expect(allRowsShipped([4, 3])).toBe(false);
    expect(allRowsShipped([])).toBe(false);
  });
});
