import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData } from './formData';
import { createTestApp, type TestApp } from './testApp';

/**
 * Files written by the real programs (tests/fixtures/import/make.py: openpyxl, and
 * LibreOffice Calc in Italian saving xlsx, Windows-1252 and Latin-1 CSV and UTF-16 "Unicode
 * text"), each imported through the route.
 */
let t: TestApp;
let alfa: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
});
afterAll(() => t.close());

const fixture = (name: string) => fs.readFileSync(`tests/fixtures/import/${name}`);

async function importFile(name: string, mode: 'preview' | 'commit', lang = 'it') {
  const form = formData({ mode }, { field: 'file', data: fixture(name), filename: name });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/articles/import',
    headers: { ...alfa, 'accept-language': lang, ...form.headers },
    payload: form.payload,
  });
  return response;
}

async function article(code: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/articles?q=${encodeURIComponent(code)}`,
    headers: alfa,
  });
  return response.json().items.find((item: { code: string }) => item.code === code);
}

const EXPECTED = {
  'FX-VITE': {
    description: 'Vite autofilettante 3,5×16 – però più',
    unit: 'pz',
    price: '0.045',
    vat_rate: '22', // a percentage cell holding 0.22, or "22%"
    vat_nature: null,
    lifecycle_status: 2, // "Attivo"
    pricing_type: 0, // "Prezzo fisso"
    weight: '0.004',
    barcode: '8001234567897',
  },
  'FX-LAMIERA': {
    description: 'Lamiera alluminio (al m²)',
    unit: 'm2', // "m²"
    price: '0.30', // 0.30000000000000004 in the xlsx
    vat_rate: '22',
    lifecycle_status: 1,
    pricing_type: 1,
    weight: '5.4',
    barcode: '4006381333931', // a number cell in the xlsx
  },
  'FX-ESENTE': {
    description: 'Campionario UE «città»',
    unit: 'conf',
    price: '1234.50', // "1.234,50 €" in the CSV
    vat_rate: '0',
    vat_nature: 'N3.2',
    lifecycle_status: 0,
    pricing_type: 2,
    weight: null,
    barcode: null,
  },
  'FX-ORE': {
    description: 'Manodopera “specializzata”',
    unit: 'h', // "ore"
    price: '35.00',
    vat_rate: '10', // "10,00%"
    lifecycle_status: 3,
    barcode: '96385074',
  },
};

describe('import of files written by openpyxl and LibreOffice', () => {
  it('reads each file to the same articles, so the later files change nothing', async () => {
    const files = [
      'articoli-openpyxl.xlsx',
      'articoli-libreoffice.xlsx',
      'articoli-libreoffice-cp1252.csv',
      'articoli-libreoffice-utf16.txt',
    ];
    for (const [i, name] of files.entries()) {
      const response = await importFile(name, 'commit');
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.json().summary, name).toEqual({
        rows: 4,
        create: i === 0 ? 4 : 0,
        update: 0,
        // The same articles in another encoding: the later files change nothing.
        unchanged: i === 0 ? 0 : 4,
        errors: 0,
      });
      for (const [code, fields] of Object.entries(EXPECTED)) {
        // Version 1: the second and later files wrote nothing new.
        expect(await article(code), `${name} ${code}`).toMatchObject({ ...fields, version: 1 });
      }
    }
  });

  it('reads Latin-1 accents, and says where a value LibreOffice could not write is', async () => {
    // Latin-1 has no "€" nor "–": LibreOffice wrote "?" and "-" instead.
    const response = await importFile('articoli-libreoffice-latin1.csv', 'preview');
    expect(response.statusCode, response.body).toBe(200);
    const { items, summary } = response.json();
    expect(summary).toMatchObject({ rows: 4, errors: 1 });
    expect(items).toContainEqual({
      line: 4,
      code: 'FX-ESENTE',
      action: 'error',
      errors: {
        price: 'colonna D (Prezzo): «1.234,50 ?» non è un numero: scrivilo come 1234,50 o 1.234,50',
      },
    });
    const english = (await importFile('articoli-libreoffice-latin1.csv', 'commit', 'en')).json();
    // Keyed by path; the place and the reason are the text.
    expect(english.errors).toEqual({
      'rows.4.price':
        'row 4: column D (Prezzo): “1.234,50 ?” is not a number: write it as 1234.50 or 1,234.50',
    });
  });

  it('refuses an EAN that Calc wrote in scientific notation, saying what to do', async () => {
    const response = await importFile('articoli-ean-scientifico.csv', 'preview');
    expect(response.json().items).toEqual([
      {
        line: 2,
        code: 'FX-EAN',
        action: 'error',
        errors: {
          barcode:
            'colonna J (EAN): «8,00123E+12» è un numero in notazione scientifica e le cifre del codice a barre sono perse: formatta la colonna come testo e riscrivi il codice',
        },
      },
    ]);
  });
});
