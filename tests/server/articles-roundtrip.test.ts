import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appDe from '../../src/i18n/app/de';
import appEn from '../../src/i18n/app/en';
import appFr from '../../src/i18n/app/fr';
import appHu from '../../src/i18n/app/hu';
import appIt from '../../src/i18n/app/it';
import { csvFormat } from '../../src/lib/list/export/csvFormat';
import { toRows } from '../../src/lib/list/export/exportColumns';
import { toCsv } from '../../src/lib/list/export/toCsv';
import { writeXlsx } from '../../src/lib/list/export/writeXlsx';
import { utcDate } from '../../src/lib/dates';
import { articleExport } from '../../src/resources/articles/articleExport';
import { formData } from './formData';
import { createTestApp, type TestApp } from './testApp';

/**
 * What the article list's export writes, the import reads back unchanged, in every
 * UI language and both formats: export -> import -> export gives the same file, and no
 * article gets a new version.
 */
let t: TestApp;
let alfa: { authorization: string };

const CATALOGUES = { it: appIt, en: appEn, de: appDe, fr: appFr, hu: appHu };
type Lang = keyof typeof CATALOGUES;

/** react-admin's translate for plain keys over an app catalogue. */
const translator = (catalogue: object) => (key: string) => {
  const text = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
  return typeof text === 'string' ? text : key;
};

const EDGE_CASES = [
  { code: 'RT-FORMULA', description: '=SOMMA(A1:A9) non è una formula', price: '0.085' },
  { code: 'RT-PHONE', description: '+39 02 1234 5678', price: '1234.567', unit: 'm2' },
  {
    code: '00123',
    description: 'Campione UE; con "virgolette"',
    price: '0.00000001',
    vat_rate: '0',
    vat_nature: 'N3.2',
    lifecycle_status: 3,
    pricing_type: 2,
    weight: '0.004',
    barcode: '8001234567897',
  },
  { code: 'RT-ORE', description: 'Manodopera - ora', price: '35', unit: 'h', weight: '12.5' },
];

beforeAll(async () => {
  t = await createTestApp();
  alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
  for (const article of EDGE_CASES) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: alfa,
      payload: article,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => t.close());

async function articles() {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/articles?perPage=500&sort=code&order=ASC',
    headers: alfa,
  });
  return response.json().items as { id: number; code: string; version: number }[];
}

/** The list's export as the SPA writes it (ExportMenuButton), in a language and format. */
async function exported(lang: Lang, format: 'csv' | 'xlsx'): Promise<Buffer> {
  const translate = translator(CATALOGUES[lang]);
  const csv = csvFormat(lang);
  const headers = articleExport.columns.map((column) => translate(column.label));
  const rows = toRows(
    await articles(),
    articleExport.columns,
    translate,
    format === 'csv' ? csv.date : utcDate,
  );
  if (format === 'csv') return Buffer.from(`\uFEFF${toCsv(headers, rows, csv)}`);
  return Buffer.from(await (await writeXlsx('Articoli', headers, rows)).arrayBuffer());
}

/** Every cell of an xlsx's first sheet, with its type. */
async function cells(file: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const values: unknown[] = [];
  workbook.worksheets[0].eachRow((row) =>
    row.eachCell((cell) => values.push([cell.address, cell.type, cell.value])),
  );
  return values;
}

async function importFile(file: Buffer, lang: Lang) {
  const form = formData({ mode: 'commit' }, { field: 'file', data: file, filename: 'articoli' });
  return t.app.inject({
    method: 'POST',
    url: '/api/articles/import',
    headers: { ...alfa, 'accept-language': lang, ...form.headers },
    payload: form.payload,
  });
}

describe('article export -> import -> export', () => {
  for (const lang of Object.keys(CATALOGUES) as Lang[]) {
    for (const format of ['csv', 'xlsx'] as const) {
      it(`reads back a ${format.toUpperCase()} export in ${lang} unchanged`, async () => {
        const before = await articles();
        const first = await exported(lang, format);
        const response = await importFile(first, lang);
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().summary).toEqual({
          rows: before.length,
          create: 0,
          update: 0,
          unchanged: before.length,
          errors: 0,
        });
        // Nothing changed, so no article has a new version...
        expect(await articles()).toEqual(before);
        // ...and the next export is the same file (the XLSX's cells: its zip holds a date).
        const second = await exported(lang, format);
        if (format === 'csv') expect(second.toString('utf8')).toBe(first.toString('utf8'));
        else expect(await cells(second)).toEqual(await cells(first));
      });
    }
  }

  it('writes the Italian CSV as Italian Calc reads it', async () => {
    const text = (await exported('it', 'csv')).toString('utf8');
    expect(text).toContain("RT-FORMULA;'=SOMMA(A1:A9) non è una formula;pz;0,085;22;;Bozza;");
    expect(text).toContain('RT-PHONE;+39 02 1234 5678;m²;1234,567;22;');
    expect(text).toContain(
      '00123;"Campione UE; con ""virgolette""";pz;0,00000001;0;N3.2 – Non imponibili – cessioni intracomunitarie;Dismesso;A tabella;0,004;8001234567897',
    );
  });
});
