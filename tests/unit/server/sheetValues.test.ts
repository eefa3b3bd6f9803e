import { describe, expect, it } from 'vitest';
import { gtinCheckDigit } from '../../../contract/barcode';
import { translate, type Message } from '../../../contract/messages';
import { FIELD_READERS, fieldOfTitle } from '../../../server/resources/articles/import-columns';
import {
  columnLetter,
  parseBarcode,
  parseDate,
  parseDecimal,
  parsePercent,
  unquoteFormula,
  type Parsed,
} from '../../../server/lib/spreadsheet/values';

const value = <T>(parsed: Parsed<T>) => parsed.value;
const text = (parsed: Parsed<unknown>, locale: 'it' | 'en' = 'it') =>
  parsed.error && translate(parsed.error as Message, locale);

describe('numbers as people type them and spreadsheets write them', () => {
  it.each([
    ['1234,50', '1234.5'],
    ['1.234,50', '1234.5'],
    ['1,234.50', '1234.5'],
    ['1 234,50', '1234.5'],
    ['1\u00a0234,50', '1234.5'],
    ['1.234.567', '1234567'],
    ['0,085', '0.085'],
    ['0.085', '0.085'],
    ['12,50 €', '12.5'],
    ['€ 12,50', '12.5'],
    ['EUR 3.20', '3.2'],
    ['-3,20', '-3.2'],
    ['−3,20', '-3.2'],
    ['(3,20)', '-3.2'],
    ['007', '7'],
    ['1E-4', '0.0001'],
    ['1.5E+3', '1500'],
    ['-0', '0'],
  ])('%j -> %j', (typed, wire) => {
    expect(value(parseDecimal(typed, 8))).toBe(wire);
  });

  it('rounds float noise to the field scale, refuses more decimals typed than it keeps', () => {
    expect(value(parseDecimal('0.30000000000000004', 8))).toBe('0.3');
    expect(value(parseDecimal('3.3333333333333335', 3))).toBe('3.333');
    expect(value(parseDecimal('1.0049999999999999', 2))).toBe('1');
    expect(value(parseDecimal('2.6666666666666665', 2))).toBe('2.67');
    expect(text(parseDecimal('1,2345', 3))).toBe('Al massimo 3 decimali');
    expect(text(parseDecimal('1.2345', 3), 'en')).toBe('At most 3 decimals');
  });

  it('refuses what is not a number, saying how to write one', () => {
    for (const bad of ['abc', '1.2.3', '12,5,0', '1..2', '12 kg', '1,23,45'])
      expect(text(parseDecimal(bad, 3)), bad).toMatch(/non è un numero/);
    expect(text(parseDecimal('1234567890123', 2))).toMatch(/al massimo 12 cifre/);
  });

  it('reads rates with or without the per cent sign', () => {
    for (const typed of ['22', '22%', '22 %', '22,00', '22.0 %'])
      expect(value(parsePercent(typed)), typed).toBe('22');
  });
});

describe('dates', () => {
  it.each([
    ['31/12/2026', '2026-12-31'],
    ['1/2/2026', '2026-02-01'],
    ['31.12.2026', '2026-12-31'],
    ['31-12-2026', '2026-12-31'],
    ['2026-12-31', '2026-12-31'],
    ['2026-12-31T00:00:00Z', '2026-12-31'],
    ['2026. 12. 31.', '2026-12-31'],
    ['2026.12.31', '2026-12-31'],
    ['2026. 2. 1.', '2026-02-01'],
    ['46387', '2026-12-31'],
    ['1', '1900-01-01'],
    ['59', '1900-02-28'],
    ['61', '1900-03-01'],
    ['45000.75', '2023-03-15'],
  ])('%j -> %j', (typed, wire) => {
    expect(value(parseDate(typed))).toBe(wire);
  });

  it('refuses days that do not exist and other text', () => {
    for (const bad of ['31/02/2026', '2026-13-01', '2026. 02. 30.', '12/31/2026x', 'domani', '0'])
      expect(text(parseDate(bad)), bad).toMatch(/non è una data/);
  });
});

describe('barcodes', () => {
  it('checks the check digit of EAN-8, UPC-A, EAN-13 and GTIN-14', () => {
    expect(value(parseBarcode('96385074'))).toBe('96385074');
    expect(value(parseBarcode('036000291452'))).toBe('036000291452');
    expect(value(parseBarcode('8001234567897'))).toBe('8001234567897');
    expect(value(parseBarcode('4006381333931'))).toBe('4006381333931');
    expect(value(parseBarcode('10012345678902'))).toBe('10012345678902');
    expect(value(parseBarcode('4006 3813 3393 1'))).toBe('4006381333931');
    expect(text(parseBarcode('4006381333932'))).toBe(
      'Cifra di controllo errata: per questo codice è 1',
    );
    expect(gtinCheckDigit('400638133393')).toBe(1);
  });

  it('refuses a code Excel turned into scientific notation, and wrong lengths', () => {
    expect(text(parseBarcode('8,00123E+12'))).toMatch(/notazione scientifica.*come testo/);
    expect(text(parseBarcode('8.00123E+12'), 'en')).toMatch(/scientific notation/);
    expect(text(parseBarcode('123456789'))).toMatch(/8, 12, 13 o 14 cifre, questo ne ha 9/);
  });

  it('refuses letters and other signs, a letter O for a zero too', () => {
    expect(text(parseBarcode('ART-0042'))).toBe(
      '«ART-0042» non è un codice EAN o GTIN: un codice a barre ha solo cifre (8, 12, 13 o 14)',
    );
    expect(text(parseBarcode('80012345678O7'), 'en')).toMatch(/is not an EAN or GTIN/);
    expect(parseBarcode('8001-2345-678-97').error).toBeDefined();
  });
});

describe('article columns and values', () => {
  it('knows the export titles in every language and the usual aliases', () => {
    expect(fieldOfTitle('Unità di misura')).toBe('unit');
    expect(fieldOfTitle('UM')).toBe('unit');
    expect(fieldOfTitle('u.m.')).toBe('unit');
    expect(fieldOfTitle('Peso (kg)')).toBe('weight');
    expect(fieldOfTitle('MwSt.-Satz')).toBe('vat_rate');
    expect(fieldOfTitle('ÁFA-kulcs')).toBe('vat_rate');
    expect(fieldOfTitle('Codice a barre')).toBe('barcode');
    expect(fieldOfTitle('Tipo di prezzo')).toBe('pricing_type');
    expect(fieldOfTitle('__proto__')).toBeUndefined();
  });

  it('reads labels (any language) and codes of coded values', () => {
    expect(value(FIELD_READERS.lifecycle_status('Attivo'))).toBe(2);
    expect(value(FIELD_READERS.lifecycle_status('active'))).toBe(2);
    expect(value(FIELD_READERS.lifecycle_status('Eingestellt'))).toBe(3);
    expect(value(FIELD_READERS.lifecycle_status('2'))).toBe(2);
    expect(value(FIELD_READERS.unit('m²'))).toBe('m2');
    expect(value(FIELD_READERS.unit('ore'))).toBe('h');
    expect(value(FIELD_READERS.unit('conf.'))).toBe('conf');
    expect(value(FIELD_READERS.pricing_type('A tabella'))).toBe(2);
    expect(value(FIELD_READERS.vat_nature('N3.1 – Non imponibili – esportazioni'))).toBe('N3.1');
    expect(value(FIELD_READERS.vat_nature('n2.1'))).toBe('N2.1');
    expect(value(FIELD_READERS.vat_rate('22 %'))).toBe('22');
    expect(value(FIELD_READERS.vat_rate('22%'))).toBe('22');
    expect(text(FIELD_READERS.vat_rate('23'))).toMatch(/non è un’aliquota IVA italiana/);
    expect(text(FIELD_READERS.unit('barili'))).toBe(
      '«barili» non è un valore previsto per questa colonna',
    );
    expect(value(FIELD_READERS.description("'=1+1"))).toBe('=1+1');
  });

  it('names columns by their letters', () => {
    expect([0, 3, 25, 26, 27, 701, 702].map(columnLetter)).toEqual([
      'A',
      'D',
      'Z',
      'AA',
      'AB',
      'ZZ',
      'AAA',
    ]);
    expect(unquoteFormula("'+39 02")).toBe('+39 02');
    expect(unquoteFormula("'abc")).toBe("'abc");
  });
});
