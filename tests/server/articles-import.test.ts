import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData } from './formData';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let alfa: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
});
afterAll(() => t.close());

/** The import form with a file, as a browser sends an <input type="file">. */
function upload(file: Buffer, fields: Record<string, string> = {}, filename = 'articoli.csv') {
  const form = formData(fields, { field: 'file', data: file, filename });
  return { payload: form.payload, headers: { ...alfa, 'accept-language': 'it', ...form.headers } };
}

const importFile = (file: Buffer, mode: 'preview' | 'commit', filename?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/articles/import',
    ...upload(file, { mode }, filename),
  });

const articleCount = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/articles?perPage=1', headers: alfa })).json()
    .total as number;

const importEntries = async () =>
  Number(
    (await t.pool.query("select count(*) from audit_entries where action = 'import'")).rows[0]
      .count,
  );

describe('POST /api/articles/import', () => {
  it('records a commit in the audit trail, not a preview', async () => {
    const csv = Buffer.from('Codice;Descrizione;Prezzo;IVA;UM\nAUD-1;Vite;1;22;pz\n');
    const before = await importEntries();
    expect((await importFile(csv, 'preview')).statusCode).toBe(200);
    expect(await importEntries()).toBe(before);
    expect((await importFile(csv, 'commit')).statusCode).toBe(200);
    expect(await importEntries()).toBe(before + 1);
  });

  it('previews a CSV: rows to create, to update by code, and rows with errors and why', async () => {
    const csv = Buffer.from(
      '\uFEFFCodice;Descrizione;Prezzo;IVA;UM\n' +
        'IMP-1;"Vite ""speciale""; zincata";1,25;22;pz\n' +
        'VIT-M6-20;Vite aggiornata;0,09;22 %;pz\n' +
        'IMP-2;;abc;22;pz\n',
    );
    const before = await articleCount();
    const response = await importFile(csv, 'preview');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.summary).toEqual({ rows: 3, create: 1, update: 1, unchanged: 0, errors: 1 });
    expect(body.items).toEqual(
      expect.arrayContaining([
        { line: 2, code: 'IMP-1', action: 'create' },
        { line: 3, code: 'VIT-M6-20', action: 'update' },
        {
          line: 4,
          code: 'IMP-2',
          action: 'error',
          errors: {
            description: 'colonna B (Descrizione): La descrizione è obbligatoria',
            price: 'colonna C (Prezzo): «abc» non è un numero: scrivilo come 1234,50 o 1.234,50',
          },
        },
      ]),
    );
    expect(await articleCount()).toBe(before);
  });

  it('imports nothing when one row is bad, everything once it is fixed', async () => {
    const bad = Buffer.from('code,description,price\nOK-1,Uno,1\nOK-2,Due,-5\n');
    const refused = await importFile(bad, 'commit');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/non è stato importato nulla/);
    expect(refused.json().errors).toEqual({
      'rows.3.price': 'riga 3: colonna C (price): Il valore non può essere negativo',
    });
    const none = await t.app.inject({ method: 'GET', url: '/api/articles?q=OK-1', headers: alfa });
    expect(none.json().total).toBe(0);

    const fixed = Buffer.from('code,description,price\nOK-1,Uno,1\nOK-2,Due,5\n');
    const done = await importFile(fixed, 'commit');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().summary).toMatchObject({ create: 2, errors: 0 });
    const again = await importFile(
      Buffer.from('code,description,price\nOK-1,Uno nuovo,1.5\n'),
      'commit',
    );
    expect(again.json().summary).toMatchObject({ update: 1, create: 0 });
    const item = (
      await t.app.inject({ method: 'GET', url: '/api/articles?q=uno%20nuovo', headers: alfa })
    ).json().items[0];
    expect(item).toMatchObject({ code: 'OK-1', price: '1.50', version: 2 });

    // The same row once more changes nothing, so it is not a new version, and the preview
    // and the commit count it unchanged, not "to update" (issue 33 point 9).
    const same1 = Buffer.from('code,description,price\nOK-1,Uno nuovo,1.5\nOK-2,Due,6\n');
    const preview = await importFile(same1, 'preview');
    expect(preview.json().summary).toMatchObject({ create: 0, update: 1, unchanged: 1 });
    expect(preview.json().items.map((row: { action: string }) => row.action)).toEqual([
      'unchanged',
      'update',
    ]);
    const committed = await importFile(same1, 'commit');
    expect(committed.json().summary).toMatchObject({ create: 0, update: 1, unchanged: 1 });
    await importFile(Buffer.from('code,description,price\nOK-1,Uno nuovo,1.5\n'), 'commit');
    const same = (
      await t.app.inject({ method: 'GET', url: `/api/articles/${item.id}`, headers: alfa })
    ).json().item;
    expect(same.version).toBe(2);
  });

  it('reads XLSX, taking formulas as their saved values (never evaluating them)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Articoli');
    sheet.addRow(['Codice', 'Descrizione', 'Prezzo', '__proto__']);
    sheet.addRow(['XL-1', 'Da Excel', 2.5, 'x']);
    sheet.addRow([
      'XL-2',
      { formula: 'CONCATENATE("Da ","formula")', result: 'Da formula' },
      { formula: 'B2*2', result: 7 },
      'y',
    ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await importFile(file, 'commit', 'listino.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toMatchObject({ rows: 2, create: 2 });
    const xl2 = (
      await t.app.inject({ method: 'GET', url: '/api/articles?q=xl-2', headers: alfa })
    ).json().items[0];
    expect(xl2).toMatchObject({ description: 'Da formula', price: '7.00' });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses what is not a spreadsheet by content (415), whatever its name', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const response = await importFile(png, 'preview', 'articoli.csv');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/foglio di calcolo/);
  });

  it('refuses a file over the size limit (413) and a repeated code (400)', async () => {
    const big = Buffer.alloc(21 * 1024 * 1024, 'a');
    const tooLarge = await importFile(big, 'preview');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'Il file è troppo grande' });
    const repeated = await importFile(
      Buffer.from('code,description,price\nR-1,A,1\nR-1,B,2\n'),
      'preview',
    );
    expect(repeated.json().items).toContainEqual({
      line: 3,
      code: 'R-1',
      action: 'error',
      errors: { code: 'colonna A (code): Codice ripetuto nel file' },
    });
  });

  it('takes the sample file of docs/ as it is', async () => {
    const sample = fs.readFileSync('docs/articles-import-sample.csv');
    const response = await importFile(sample, 'preview');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().summary).toEqual({
      rows: 5,
      create: 5,
      update: 0,
      unchanged: 0,
      errors: 0,
    });
  });

  it('refuses barcodes with letters or of a wrong length, saying why in every language', async () => {
    const csv = Buffer.from(
      'Codice;Descrizione;Prezzo;EAN\n' +
        'BAR-1;Uno;1;ART-0042\n' +
        'BAR-2;Due;1;80012345678O7\n' +
        'BAR-3;Tre;1;123456789\n' +
        'BAR-4;Quattro;1;8001234567897\n',
    );
    const expected = {
      it: ['non è un codice EAN o GTIN', 'questo ne ha 9'],
      en: ['is not an EAN or GTIN', 'this one 9'],
      de: ['ist keine EAN oder GTIN', 'dieser 9'],
      fr: ['n’est pas un EAN ni un GTIN', 'celui-ci en a 9'],
      hu: ['nem EAN- vagy GTIN-kód', 'ez 9 számjegyű'],
    };
    for (const [language, [letters, length]] of Object.entries(expected)) {
      const form = formData({ mode: 'commit' }, { field: 'file', data: csv, filename: 'a.csv' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/articles/import',
        payload: form.payload,
        headers: { ...alfa, 'accept-language': language, ...form.headers },
      });
      expect(response.statusCode, response.body).toBe(400);
      const errors = Object.entries(response.json().errors as Record<string, string>);
      expect(errors, language).toHaveLength(3);
      expect(errors[0][0], language).toBe('rows.2.barcode');
      expect(errors[0][1], language).toMatch(/2\b.*\bD\b.*EAN/);
      expect(errors[0][1], language).toContain(`ART-0042`);
      expect(errors[0][1], language).toContain(letters);
      expect(errors[1][1], language).toContain(`80012345678O7`);
      expect(errors[1][1], language).toContain(letters);
      expect(errors[2][1], language).toContain(length);
    }
    const none = await t.app.inject({ method: 'GET', url: '/api/articles?q=BAR-', headers: alfa });
    expect(none.json().total).toBe(0);
  });

  it('needs a file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/articles/import',
      headers: alfa,
      payload: { mode: 'preview' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('file');
  });
});
