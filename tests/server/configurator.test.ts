import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fatturapaSchemaErrors } from '../support/fatturapaSchema';
import { pdfPages } from '../support/pdfText';
import { addItem, openList } from './shippingFixture';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';

let f: DocumentsFixture;
let alfa: Record<string, number>;
beforeAll(async () => {
  f = await documentsFixture();
  const list = await api(f.t, f.alfa).get('/articles?sort=code&perPage=50');
  alfa = Object.fromEntries(
    list.json().items.map((a: { code: string; id: number }) => [a.code, a.id]),
  );
});
afterAll(() => f.t.close());

const label = { it: 'Colore', en: 'Colour', de: 'Farbe', fr: 'Couleur', hu: 'Szín' };
const colours = {
  dettagli: [
    {
      key: 'colour',
      label,
      type: 'choice',
      required: true,
      choices: [
        { value: 'black', label: { it: 'Nero' }, price_delta: '0' },
        { value: 'gold', label: { it: 'Oro' }, price_delta: '2.5' },
      ],
    },
  ],
};

/** The text of the PDF at `url`, its pages joined, spaces as a reader sees them. */
async function pdfText(url: string) {
  const response = await api(f.t, f.alfa).get(url);
  expect(response.statusCode).toBe(200);
  return (await pdfPages(response.rawPayload)).join('\n').replace(/\s+/g, ' ');
}

/** A new order of Alfa with one row of `article` (2 pieces); answers the document and row. */
async function orderWith(article: string | null) {
  const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
  const row = await api(f.t, f.alfa).post(`/documents/${doc.id}/rows`, {
    ...(article ? { article_id: alfa[article] } : { description: 'Free text', unit_price: '3' }),
    quantity: '2',
  });
  expect(row.statusCode, row.body).toBe(201);
  return { doc: row.json().document, row: row.json().item };
}

describe('article configuration', () => {
  it('comes with the article: the seeded definition, or null', async () => {
    const a = api(f.t, f.alfa);
    const panel = (await a.get(`/articles/${alfa['LAM-INOX-1']}`)).json().item;
    expect(panel.configuration.formula).toBe('base * width * height / 1000000');
    expect(panel.configuration.dettagli.map((o: { key: string }) => o.key)).toEqual([
      'width',
      'height',
      'surface',
    ]);
    expect((await a.get(`/articles/${alfa['VIT-M6-20']}`)).json().item.configuration).toBeNull();
  });

  it('POST /articles/{id}/config saves the definition and bumps the version', async () => {
    const a = api(f.t, f.alfa);
    const before = (await a.get(`/articles/${alfa['OLI-5L']}`)).json().item;
    const saved = await a.post(`/articles/${alfa['OLI-5L']}/config`, colours);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().item).toMatchObject({ id: before.id, version: before.version + 1 });
    expect(saved.json().item.configuration.dettagli[0].choices[1]).toEqual({
      value: 'gold',
      label: { it: 'Oro', en: '', de: '', fr: '', hu: '' },
      price_delta: '2.5',
    });
    const got = (await a.get(`/articles/${alfa['OLI-5L']}`)).json().item;
    expect(got.configuration).toEqual(saved.json().item.configuration);
    const stale = await a.post(`/articles/${alfa['OLI-5L']}/config`, {
      ...colours,
      version: before.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('answers 400 per field, translated, for a bad definition, and saves nothing', async () => {
    const a = api(f.t, f.alfa);
    const id = alfa['TUB-FE-40'];
    const before = (await a.get(`/articles/${id}`)).json().item;
    const bad = await f.t.app.inject({
      method: 'POST',
      url: `/api/articles/${id}/config`,
      headers: { ...f.alfa, 'accept-language': 'en' },
      payload: {
        dettagli: [
          { key: 'length', label, type: 'number', min: '10', max: '1' },
          { key: 'length', label, type: 'number' },
        ],
        formula: 'base * depth',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'dettagli.0.max': 'The minimum cannot exceed the maximum',
      'dettagli.1.key': 'Repeated key: each option needs its own',
      formula: 'The formula uses an unknown name',
    });
    // A calculated article needs a formula, a tabular one a table.
    const noFormula = await a.post(`/articles/${id}/config`, colours);
    expect(noFormula.statusCode).toBe(400);
    expect(noFormula.json().errors).toHaveProperty('formula');
    const noTable = await a.post(`/articles/${alfa['SCA-TAB']}/config`, colours);
    expect(noTable.json().errors).toHaveProperty('table');
    expect((await a.get(`/articles/${id}`)).json().item).toEqual(before);
  });
});

describe('row configuration', () => {
  it('GET /row/{id}/config answers the definition, the values and the price', async () => {
    const { row } = await orderWith('LAM-INOX-1');
    const got = await api(f.t, f.alfa).get(`/row/${row.id}/config`);
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().configData).toMatchObject({
      row_id: row.id,
      article_id: alfa['LAM-INOX-1'],
      pricing_type: 1,
      base_price: '48.50',
      formula: 'base * width * height / 1000000',
      table: null,
      values: {},
      unit_price: '48.50',
    });
    expect(got.json().configData.dettagli[0].label.de).toBe('Breite');
  });

  it('PUT reprices a calculated row; totals and version follow in the same answer', async () => {
    const { doc, row } = await orderWith('LAM-INOX-1');
    const a = api(f.t, f.alfa);
    const put = await a.put(`/row/${row.id}/config`, {
      rowData: { width: '1000', height: 500, surface: 'brushed' },
      version: doc.version,
    });
    expect(put.statusCode, put.body).toBe(200);
    // 48.5 x 1 x 0.5 + 3.5 = 27.75 a piece, 2 pieces.
    expect(put.json().item).toMatchObject({
      unit_price: '27.75',
      net_amount: '55.50',
      config: { width: '1000', height: '500', surface: 'brushed' },
    });
    expect(put.json().document).toMatchObject({
      net_total: '55.50',
      vat_total: '12.21',
      total: '67.71',
      version: doc.version + 1,
    });
    const again = (await a.get(`/row/${row.id}/config`)).json().configData;
    expect(again).toMatchObject({
      values: { width: '1000', surface: 'brushed' },
      unit_price: '27.75',
    });
    const stale = await a.put(`/row/${row.id}/config`, {
      rowData: { width: '1000', height: '500', surface: '2b' },
      version: doc.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('prices tabular rows by the next size up, fixed rows by choice deltas', async () => {
    const a = api(f.t, f.alfa);
    const shelf = await orderWith('SCA-TAB');
    const put = await a.put(`/row/${shelf.row.id}/config`, {
      rowData: { height: '1200', width: '610', colour: 'blue' },
    });
    expect(put.json().item).toMatchObject({ unit_price: '146.00', net_amount: '292.00' });
    await a.post(`/articles/${alfa['OLI-5L']}/config`, colours);
    const oil = await orderWith('OLI-5L');
    const gold = await a.put(`/row/${oil.row.id}/config`, { rowData: { colour: 'gold' } });
    expect(gold.json().item).toMatchObject({ unit_price: '29.90', net_amount: '59.80' });
  });

  it('answers 400 per option for bad values, and changes nothing', async () => {
    const { doc, row } = await orderWith('SCA-TAB');
    const a = api(f.t, f.alfa);
    const bad = await a.put(`/row/${row.id}/config`, {
      rowData: { height: 'tall', width: '9999', colour: 'green' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'rowData.colour',
      'rowData.height',
      'rowData.width',
    ]);
    const wrongType = await a.put(`/row/${row.id}/config`, { rowData: { height: [1] } });
    expect(wrongType.statusCode).toBe(400);
    const after = (await a.get(`/documents/${doc.id}`)).json().document;
    expect(after).toMatchObject({ version: doc.version, total: doc.total });
    expect(after.rows[0].config).toBeNull();
  });

  it('answers 400 on the option for a size beyond the price table', async () => {
    const a = api(f.t, f.alfa);
    const id = alfa['POR-TAB'];
    const door = (await a.get(`/articles/${id}`)).json().item.configuration;
    // Without a maximum on the height, only the table bounds it.
    const dettagli = door.dettagli.map((o: { key: string }) =>
      o.key === 'height' ? { ...o, max: null } : o,
    );
    expect((await a.post(`/articles/${id}/config`, { ...door, dettagli })).statusCode).toBe(200);
    const { row } = await orderWith('POR-TAB');
    const edge = await a.put(`/row/${row.id}/config`, {
      rowData: { height: '2150', width: '1200', panic: 'no' },
    });
    expect(edge.statusCode, edge.body).toBe(200);
    expect(edge.json().item.unit_price).toBe('585.00');
    const beyond = await f.t.app.inject({
      method: 'PUT',
      url: `/api/row/${row.id}/config`,
      headers: { ...f.alfa, 'accept-language': 'it' },
      payload: { rowData: { height: '2155', width: '1200', panic: 'no' } },
    });
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toEqual({
      message: 'height 2155 è oltre la tabella prezzi (che arriva a 2150)',
      errors: { 'rowData.height': 'Misura oltre la più grande della tabella prezzi' },
    });
  });

  it('answers 409 for a row without an article or of an article without configuration', async () => {
    const a = api(f.t, f.alfa);
    const free = await orderWith(null);
    const plain = await orderWith('VIT-M6-20');
    for (const id of [free.row.id, plain.row.id]) {
      expect((await a.get(`/row/${id}/config`)).statusCode).toBe(409);
      const put = await a.put(`/row/${id}/config`, { rowData: {} });
      expect(put.statusCode).toBe(409);
      expect(put.json().message).toMatch(/no article|no configuration/);
    }
  });

  it('the seed comes with configured order rows', async () => {
    const { rows } = await f.t.pool.query(
      `select r.id, r.unit_price, r.config_text from document_rows r join articles a
         on a.company_id = r.company_id and a.id = r.article_id
       where r.config is not null and a.code = 'POR-TAB' limit 1`,
    );
    expect(rows).toHaveLength(1);
    const got = (await api(f.t, f.alfa).get(`/row/${rows[0].id}/config`)).json().configData;
    // 2050 x 900 -> the 2100 x 900 price, plus the panic bar.
    expect(got).toMatchObject({ values: { panic: 'yes' }, unit_price: '600.00' });
    // And in words, as the rows table and the PDFs show it.
    expect(rows[0].config_text.it).toMatch(/^Altezza: 2\.050 mm, Larghezza: 900 mm, /);
  });
});

describe('a configured row in words (issue 33 point 3)', () => {
  it('shows its values with their labels on the row, the PDFs and the invoice’s XML', async () => {
    const { doc, row } = await orderWith('LAM-INOX-1');
    expect(row.config_text).toBeNull();
    const a = api(f.t, f.alfa);
    const put = await a.put(`/row/${row.id}/config`, {
      rowData: { width: '1250', height: 800, surface: 'brushed' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().item.config_text).toEqual({
      it: 'Larghezza: 1.250 mm, Altezza: 800 mm, Superficie: Satinata',
      en: 'Width: 1,250 mm, Height: 800 mm, Surface: Brushed',
      de: 'Breite: 1.250 mm, Höhe: 800 mm, Oberfläche: Geschliffen',
      fr: 'Largeur: 1\u202f250 mm, Hauteur: 800 mm, Surface: Brossée',
      hu: 'Szélesség: 1\u00a0250 mm, Magasság: 800 mm, Felület: Szálcsiszolt',
    });
    const order = await pdfText(`/documents/${doc.id}/pdf`);
    expect(order).toContain('Larghezza: 1.250 mm, Altezza: 800 mm, Superficie:');

    // The invoice made from the order keeps it, on its PDF and in its XML's Descrizione.
    const converted = await a.post(`/documents/${doc.id}/convert`, { type: 'invoice' });
    expect(converted.statusCode, converted.body).toBe(201);
    const invoice = converted.json().item;
    expect(invoice.rows[0].config_text.it).toBe(
      'Larghezza: 1.250 mm, Altezza: 800 mm, Superficie: Satinata',
    );
    await issueDocument(f.t, f.alfa, invoice.id);
    expect(await pdfText(`/documents/${invoice.id}/pdf`)).toContain('Superficie: Satinata');
    const xml = (await a.get(`/documents/${invoice.id}/xml`)).body;
    expect(xml).toContain(
      '<Descrizione>Lamiera inox AISI 304 sp. 1 mm (al m²) - Larghezza: 1.250 mm, Altezza: 800 mm, Superficie: Satinata</Descrizione>',
    );
    expect(await fatturapaSchemaErrors(xml)).toEqual([]);
  });
});

describe('a configured row on its DDT', () => {
  it('prints the configuration under the description, in the customer’s language', async () => {
    const { doc, row } = await orderWith('LAM-INOX-1');
    const a = api(f.t, f.alfa);
    const put = await a.put(`/row/${row.id}/config`, {
      rowData: { width: '1250', height: 800, surface: 'brushed' },
    });
    expect(put.statusCode, put.body).toBe(200);
    // Ready to ship, then on an open shipping list.
    const ready = await a.put(`/documents/${doc.id}/rows/status`, { rows: [row.id], status: 2 });
    expect(ready.statusCode, ready.body).toBe(200);
    const list = await openList(f.t, f.alfa);
    await addItem(f.t, f.alfa, list.id, { document_row_id: row.id, quantity: '2' });
    expect(await pdfText(`/shipping-lists/${list.id}/pdf?locale=it`)).toContain(
      'Larghezza: 1.250 mm, Altezza: 800 mm, Superficie: Satinata',
    );
    expect(await pdfText(`/shipping-lists/${list.id}/pdf?locale=de`)).toContain(
      'Breite: 1.250 mm, Höhe: 800 mm, Oberfläche: Geschliffen',
    );
  });
});

describe('tenant isolation', () => {
  it('a user of Beta gets 404 for Alfa’s article and row, and nothing changes', async () => {
    const { doc, row } = await orderWith('LAM-INOX-1');
    const b = api(f.t, f.beta);
    const article = (await api(f.t, f.alfa).get(`/articles/${alfa['LAM-INOX-1']}`)).json().item;
    expect((await b.post(`/articles/${article.id}/config`, colours)).statusCode).toBe(404);
    expect((await b.get(`/row/${row.id}/config`)).statusCode).toBe(404);
    const put = await b.put(`/row/${row.id}/config`, {
      rowData: { width: '1000', height: '1000', surface: '2b' },
    });
    expect(put.statusCode).toBe(404);
    const a = api(f.t, f.alfa);
    expect((await a.get(`/articles/${article.id}`)).json().item).toEqual(article);
    expect((await a.get(`/documents/${doc.id}`)).json().document).toMatchObject({
      version: doc.version,
      total: doc.total,
    });
  });
});
