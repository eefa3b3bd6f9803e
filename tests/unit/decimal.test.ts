import { describe, expect, it } from 'vitest';
import {
  decimalSeparator,
  formatDecimal,
  formatMoney,
  toInputDecimal,
  toWireDecimal,
} from '../../src/lib/decimal';
import { dateTimeFormat, numberFormat } from '../../src/lib/intl';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('shows wire decimals Italian-style, grouped, with at least two decimals', () => {
    expect(plain(formatMoney('1234.5', 'it'))).toBe('1.234,50 €');
    expect(plain(formatMoney('0', 'it'))).toBe('0,00 €');
    expect(plain(formatMoney('1234567.89', 'it'))).toBe('1.234.567,89 €');
  });

  it('keeps the decimals a price carries, up to 8, without float rounding', () => {
    expect(plain(formatMoney('0.12500000', 'it'))).toBe('0,125 €');
    expect(plain(formatMoney('12.12345678', 'it'))).toBe('12,12345678 €');
    expect(plain(formatMoney('123456789012.12345678', 'it'))).toBe('123.456.789.012,12345678 €');
    expect(plain(formatMoney('12.345', 'it', 2))).toBe('12,35 €');
  });

  it('follows the active locale', () => {
    expect(plain(formatMoney('1234.5', 'en'))).toBe('€1,234.50');
    expect(plain(formatMoney('1234.5', 'de'))).toBe('1.234,50 €');
  });

  it('leaves empty values empty and odd text as it is', () => {
    expect(formatMoney(null, 'it')).toBe('');
    expect(formatMoney('', 'it')).toBe('');
    expect(formatMoney('n/a', 'it')).toBe('n/a');
  });
});

describe('formatDecimal', () => {
  it('drops trailing zeros of quantities and groups thousands', () => {
    expect(formatDecimal('1500.000', 'it')).toBe('1.500');
    expect(formatDecimal('2.500', 'it')).toBe('2,5');
    expect(formatDecimal(undefined, 'it')).toBe('');
  });
});

describe('toWireDecimal', () => {
  it.each([
    ['12,50', '12.50'],
    ['1.234,50', '1234.50'],
    ['1,234.50', '1234.50'],
    [' 1 234,5 ', '1234.5'],
    ['1.234.567,891', '1234567.891'],
    ['12.5', '12.5'],
    ['12,', '12.'],
    ['', ''],
    ['abc', 'abc'],
  ])('%j -> %j', (typed, wire) => {
    expect(toWireDecimal(typed)).toBe(wire);
  });

  it.each([
    ['5.000', '5000'],
    ['1.234.567', '1234567'],
    ['-12.000', '-12000'],
    ['12.5', '12.5'],
    ['0.125', '0.125'],
    ['1.2345', '1.2345'],
    ['1.234,5', '1234.5'],
  ])('with the comma as decimal mark, %j -> %j', (typed, wire) => {
    expect(toWireDecimal(typed, ',')).toBe(wire);
  });

  it('with the dot as decimal mark, a lone dot is always decimal', () => {
    expect(toWireDecimal('5.000', '.')).toBe('5.000');
  });

  it('treats null and undefined as empty', () => {
    expect(toWireDecimal(null)).toBe('');
    expect(toWireDecimal(undefined)).toBe('');
  });
});

describe('toInputDecimal', () => {
  it('shows the wire value with the locale decimal mark', () => {
    expect(toInputDecimal('1234.50', 'it')).toBe('1234,50');
    expect(toInputDecimal('1234.50', 'en')).toBe('1234.50');
    expect(toInputDecimal(null, 'it')).toBe('');
  });

  it('round-trips with toWireDecimal', () => {
    for (const value of ['0.12345678', '1234.5', '7']) {
      expect(toWireDecimal(toInputDecimal(value, 'it'))).toBe(value);
    }
  });

  it('knows the separators', () => {
    expect(decimalSeparator('it')).toBe(',');
    expect(decimalSeparator('hu')).toBe(',');
    expect(decimalSeparator('en')).toBe('.');
  });
});

describe('Intl formatters', () => {
  it('are made once per locale and options, and shared by every cell', () => {
    expect(numberFormat('it', { useGrouping: true })).toBe(
      numberFormat('it', { useGrouping: true }),
    );
    expect(numberFormat('it', { useGrouping: true })).not.toBe(
      numberFormat('de', { useGrouping: true }),
    );
    expect(numberFormat('it', { useGrouping: true })).not.toBe(
      numberFormat('it', { useGrouping: false }),
    );
    expect(dateTimeFormat('it', { day: '2-digit' })).toBe(dateTimeFormat('it', { day: '2-digit' }));
    // What a cached formatter writes does not depend on the calls before it.
    expect(formatMoney('1234.5', 'it')).toMatch(/^1\.234,50\s€$/);
    expect(formatMoney('0.04500', 'it')).toMatch(/^0,045\s€$/);
    expect(formatMoney('1234.5', 'it')).toMatch(/^1\.234,50\s€$/);
  });
});
