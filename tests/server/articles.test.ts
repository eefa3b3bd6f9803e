import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData } from './formData';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let alfa: { authorization: string };
let beta: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
  beta = await t.signInTo('admin@example.com', 'Beta S.p.A.');
});
afterAll(() => t.close());

const article = {
  code: 'VIT-M6',
  description: 'Vite a testa esagonale M6 × 20',
  unit: 'pz',
  price: '0,12345678',
  vat_rate: '22',
  lifecycle_status: 2,
  pricing_type: 0,
};

async function createArticle(
  headers: { authorization: string },
  overrides: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/articles',
    headers,
    payload: { ...article, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

describe('articles', () => {
  it('creates with exact decimals and answers translated option keys in selects', async () => {
    const item = await createArticle(alfa);
    expect(item).toMatchObject({
      code: 'VIT-M6',
      price: '0.12345678',
      vat_nature: null,
      lifecycle_status: 2,
      version: 1,
    });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${item.id}`,
      headers: alfa,
    });
    // A record's read carries no static lists: they come once, from GET /selects/articles.
    expect(one.json().selects).toEqual({});
    const lists = await t.app.inject({
      method: 'GET',
      url: '/api/selects/articles',
      headers: alfa,
    });
    expect(lists.json().selects.lifecycleStatuses).toContainEqual({
      id: 2,
      name: 'enums.lifecycle.active',
    });
    const create = await t.app.inject({
      method: 'GET',
      url: '/api/articles/create',
      headers: alfa,
    });
    expect(create.json().selects.vatRates.map((o: { id: string }) => o.id)).toEqual([
      '22',
      '10',
      '5',
      '4',
      '0',
    ]);
  });

  it('refuses a duplicate code (409), 0 % VAT without natura and a price with 9 decimals (400)', async () => {
    await createArticle(alfa, { code: 'DUP-1' });
    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: alfa,
      payload: { ...article, code: 'DUP-1' },
    });
    expect(duplicate.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: { ...alfa, 'accept-language': 'it' },
      payload: { ...article, code: 'X', vat_rate: '0', price: '1.123456789', lifecycle_status: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'lifecycle_status',
      'price',
      'vat_nature',
    ]);
    expect(bad.json().errors.vat_nature).toMatch(/natura/);
  });

  it('keeps a barcode the import can read back: EAN/UPC/GTIN digits with the right check digit', async () => {
    const saved = await createArticle(alfa, { code: 'EAN-OK', barcode: ' 800 1234 56789 7 ' });
    expect(saved.barcode).toBe('8001234567897');
    for (const [barcode, language, text] of [
      ['8001234567890', 'it', /Codice a barre non valido/], // check digit 7, not 0
      ['ABC-123', 'en', /Invalid barcode/], // letters: no till reads them as a GTIN
      ['1234567', 'de', /Ungültiger Strichcode/], // 7 digits
    ] as const) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/articles',
        headers: { ...alfa, 'accept-language': language },
        payload: { ...article, code: `EAN-${barcode}`, barcode },
      });
      expect(bad.statusCode, barcode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual(['barcode']);
      expect(bad.json().errors.barcode).toMatch(text);
    }
  });

  it('searches by code and description, filters by lifecycle status', async () => {
    await createArticle(alfa, {
      code: 'BUL-8',
      description: 'Bullone zincato',
      lifecycle_status: 3,
    });
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/articles?q=zincato',
      headers: alfa,
    });
    expect(found.json().items.map((i: { code: string }) => i.code)).toEqual(['BUL-8']);
    const discontinued = await t.app.inject({
      method: 'GET',
      url: '/api/articles?lifecycle_status=3',
      headers: alfa,
    });
    for (const item of discontinued.json().items) expect(item.lifecycle_status).toBe(3);
  });

  it('updates with the version read, also as form data with _method=PUT; a stale one is a 409', async () => {
    const item = await createArticle(alfa, { code: 'UPD-1' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/articles/${item.id}`,
      headers: alfa,
      payload: { ...article, code: 'UPD-1', price: '2', version: 1 },
    });
    expect(put.json().item).toMatchObject({ price: '2.00', version: 2 });
    const form = formData({
      _method: 'PUT',
      code: 'UPD-1',
      description: 'Nuova descrizione',
      price: '3,5',
      version: 2,
    });
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${item.id}`,
      headers: { ...alfa, ...form.headers },
      payload: form.payload,
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(post.json().item).toMatchObject({
      description: 'Nuova descrizione',
      price: '3.50',
      version: 3,
    });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/articles/${item.id}`,
      headers: alfa,
      payload: { ...article, code: 'UPD-1', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('keeps price lists through form data', async () => {
    const item = await createArticle(alfa, { code: 'PL-1' });
    const add = formData({ list_name: 'Rivenditori', price: '0,10', min_quantity: '100' });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${item.id}/price-list`,
      headers: { ...alfa, ...add.headers },
      payload: add.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const priceId = created.json().item.id;
    const edit = formData({
      _method: 'PUT',
      list_name: 'Rivenditori',
      price: '0,09',
      min_quantity: '500',
    });
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${item.id}/price-list/${priceId}`,
      headers: { ...alfa, ...edit.headers },
      payload: edit.payload,
    });
    expect(updated.json().item).toMatchObject({ price: '0.09', min_quantity: '500' });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/articles/${item.id}`,
      headers: alfa,
    });
    expect(one.json().item.prices).toHaveLength(1);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/articles/${item.id}/price-list/${priceId}`,
      headers: alfa,
    });
    expect(removed.statusCode).toBe(200);
    const bad = formData({ list_name: '', price: 'abc' });
    const invalid = await t.app.inject({
      method: 'POST',
      url: `/api/articles/${item.id}/price-list`,
      headers: { ...alfa, ...bad.headers },
      payload: bad.payload,
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['list_name', 'price']);
  });

  it('a user of Beta gets 404 for an Alfa article and its prices, and nothing changes', async () => {
    const item = await createArticle(alfa, { code: 'ISO-1' });
    const add = formData({ list_name: 'Base', price: '1', min_quantity: '1' });
    const price = (
      await t.app.inject({
        method: 'POST',
        url: `/api/articles/${item.id}/price-list`,
        headers: { ...alfa, ...add.headers },
        payload: add.payload,
      })
    ).json().item;
    const form = formData({ list_name: 'Hack', price: '0', min_quantity: '1' });
    const attempts = [
      await t.app.inject({ method: 'GET', url: `/api/articles/${item.id}`, headers: beta }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/articles/${item.id}`,
        headers: beta,
        payload: { ...article, code: 'ISO-1', version: 1 },
      }),
      await t.app.inject({ method: 'DELETE', url: `/api/articles/${item.id}`, headers: beta }),
      await t.app.inject({
        method: 'POST',
        url: `/api/articles/${item.id}/price-list`,
        headers: { ...beta, ...form.headers },
        payload: form.payload,
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/articles/${item.id}/price-list/${price.id}`,
        headers: { ...beta, ...form.headers },
        payload: form.payload,
      }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/articles/${item.id}/price-list/${price.id}`,
        headers: beta,
      }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/articles/${item.id}`, headers: alfa })
    ).json().item;
    expect(after).toMatchObject({ version: 1, prices: [{ list_name: 'Base', price: '1.00' }] });
  });
});
