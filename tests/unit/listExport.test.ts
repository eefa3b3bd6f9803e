import { describe, expect, it } from 'vitest';
import { toRows } from '../../src/lib/list/export/exportColumns';
import appEn from '../../src/i18n/app/en';
import appIt from '../../src/i18n/app/it';
import { articleExport } from '../../src/resources/articles/articleExport';
import { customerExport } from '../../src/resources/customers/customerExport';

/** A translate over an app catalogue (what react-admin's translate does for plain keys). */
const translator = (catalogue: object) => (key: string) => {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
  return typeof text === 'string' ? text : key;
};

const article = {
  id: 3,
  code: 'VIT-M8',
  description: 'Vite',
  unit: 'kg',
  price: '1234.50000000',
  vat_rate: '0',
  vat_nature: 'N3.1',
  lifecycle_status: 2,
  pricing_type: 1,
  weight: null,
  barcode: '8001234567890',
};

describe('list export cells', () => {
  it('writes the articles enums as labels of the UI language, and money and rates as numbers', () => {
    const [italian] = toRows([article], articleExport.columns, translator(appIt));
    const [english] = toRows([article], articleExport.columns, translator(appEn));
    const it = (column: string) =>
      italian[articleExport.columns.findIndex((c) => c.source === column)];
    const en = (column: string) =>
      english[articleExport.columns.findIndex((c) => c.source === column)];
    expect(it('lifecycle_status')).toBe(appIt.enums.lifecycle.active);
    expect(en('lifecycle_status')).toBe(appEn.enums.lifecycle.active);
    expect(it('lifecycle_status')).not.toBe(en('lifecycle_status'));
    expect(it('pricing_type')).toBe(appIt.enums.pricing_type.calculated);
    expect(it('unit')).toBe(appIt.enums.unit.kg);
    expect(it('vat_nature')).toBe(appIt.enums.vat_nature.N3_1);
    expect(it('price')).toBe(1234.5);
    expect(it('vat_rate')).toBe(0);
    expect(it('weight')).toBeNull();
    expect(it('barcode')).toBe('8001234567890');
  });

  it('writes the customers payment term and language as labels, the credit limit as a number', () => {
    const customer = {
      id: 7,
      registry_code: 'C0001',
      general: { name: 'Rossi S.r.l.', city: 'Verona', phone: '045 111', email: 'a@rossi.it' },
      phone: null,
      email: 'ordini@rossi.it',
      payment_terms: 5,
      payment_term: { code: 'RB3060FM', description: 'RiBa 30/60 gg f.m.' },
      credit_limit: '5000.00',
      language: 'de',
    };
    const [row] = toRows([customer], customerExport.columns, translator(appIt));
    const cell = (source: string) =>
      row[customerExport.columns.findIndex((c) => c.source === source)];
    expect(cell('payment_term.description')).toBe('RiBa 30/60 gg f.m.');
    expect(cell('language')).toBe(appIt.enums.language.de);
    expect(cell('credit_limit')).toBe(5000);
    expect(cell('general.name')).toBe('Rossi S.r.l.');
    // The contacts documents use: the customer's own, else its registry entry's.
    expect(cell('phone')).toBe('045 111');
    expect(cell('email')).toBe('ordini@rossi.it');
  });

  it('keeps a value no option knows, and empty cells empty', () => {
    const [row] = toRows(
      [{ id: 1, lifecycle_status: 9, price: '', unit: null }],
      [
        {
          source: 'lifecycle_status',
          label: 'x',
          choices: [{ id: 2, name: 'enums.lifecycle.active' }],
        },
        { source: 'price', label: 'y', numeric: true },
        { source: 'unit', label: 'z', choices: [] },
      ],
      () => 'never',
    );
    expect(row).toEqual([9, '', null]);
  });
});
