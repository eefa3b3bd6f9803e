import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

const row = (extra: Record<string, unknown> = {}) => ({
  description: 'Riga',
  quantity: '2',
  unit_price: '10',
  vat_rate: '22',
  ...extra,
});

describe('document rows', () => {
  it('adds, edits and deletes rows; totals and version follow in the same answer', async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    const a = api(f.t, f.alfa);
    const added = await a.post(`/documents/${doc.id}/rows`, row());
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().item).toMatchObject({
      position: 1,
      net_amount: '20.00',
      document_id: doc.id,
    });
    expect(added.json().document).toMatchObject({ total: '24.40', version: 2 });
    const second = await a.post(
      `/documents/${doc.id}/rows`,
      row({ vat_rate: '0', vat_nature: 'N3.2' }),
    );
    expect(second.json().item.position).toBe(2);
    expect(second.json().document).toMatchObject({
      net_total: '40.00',
      vat_total: '4.40',
      total: '44.40',
    });
    const id = added.json().item.id;
    const edited = await a.put(`/documents/rows/${id}`, row({ quantity: '3', discount: '50' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().item.net_amount).toBe('15.00');
    expect(edited.json().document).toMatchObject({
      subtotal: '50.00',
      discount_total: '15.00',
      net_total: '35.00',
      vat_total: '3.30',
      total: '38.30',
      version: 4,
    });
    const deleted = await a.del(`/documents/rows/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().document).toMatchObject({ total: '20.00', version: 5 });
    expect(deleted.json().document.rows).toHaveLength(1);
  });

  it('fills description, VAT and price from the article when they are left out', async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[5] });
    const article = (await api(f.t, f.alfa).get(`/articles/${f.alfaArticles[3]}`)).json().item;
    const added = await api(f.t, f.alfa).post(`/documents/${doc.id}/rows`, {
      article_id: article.id,
      quantity: '2',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().item).toMatchObject({
      description: article.description,
      vat_rate: article.vat_rate,
      unit_price: article.price,
    });
  });

  it('answers 400 per field for a bad row and for 0 % VAT without nature', async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    const a = api(f.t, f.alfa);
    const bad = await a.post(`/documents/${doc.id}/rows`, {
      quantity: '-1',
      discount: '120',
      vat_rate: '21',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['quantity', 'discount', 'vat_rate']),
    );
    // A number too long says which part is (issue 33 point 8), in the user's language.
    const huge = await f.t.app.inject({
      method: 'POST',
      url: `/api/documents/${doc.id}/rows`,
      headers: { ...f.alfa, 'accept-language': 'it' },
      payload: row({ quantity: '99999999999999', unit_price: '1,123456789' }),
    });
    expect(huge.json().errors).toEqual({
      quantity: 'Numero troppo grande: al massimo 12 cifre prima della virgola',
      unit_price: 'Troppi decimali: al massimo 8 cifre dopo la virgola',
    });
    const nature = await a.post(`/documents/${doc.id}/rows`, row({ vat_rate: '0' }));
    expect(nature.statusCode).toBe(400);
    expect(nature.json().errors).toHaveProperty('vat_nature');
    const noPrice = await a.post(`/documents/${doc.id}/rows`, { description: 'x', quantity: '1' });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().errors).toHaveProperty('unit_price');
    expect((await a.post('/documents/999999/rows', row())).statusCode).toBe(404);
    expect((await a.put('/documents/rows/999999', row())).statusCode).toBe(404);
  });

  it('reorders rows and answers them in the new order; a wrong id set is a 400', async () => {
    const doc = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[0],
      rows: [row({ description: 'A' }), row({ description: 'B' }), row({ description: 'C' })],
    });
    const a = api(f.t, f.alfa);
    const [r1, r2, r3] = doc.rows.map((r: { id: number }) => r.id);
    const response = await a.put(`/documents/${doc.id}/reorder`, { rows: [r3, r1, r2] });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .rows.map((r: { description: string; position: number }) => [r.description, r.position]),
    ).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    for (const rows of [
      [r1, r2],
      [r1, r2, r3, r3],
      [r1, r2, 999999],
    ]) {
      expect((await a.put(`/documents/${doc.id}/reorder`, { rows })).statusCode).toBe(400);
    }
    const after = (await a.get(`/documents/${doc.id}`)).json().document;
    expect(after.rows.map((r: { description: string }) => r.description)).toEqual(['C', 'A', 'B']);
  });
});

describe('line status of several rows', () => {
  it('sets one status on the rows chosen, leaves the others and bumps the version', async () => {
    const doc = await createDocument(f.t, f.alfa, {
      type: 'order',
      customer_id: f.alfaCustomers[0],
      rows: [row({ description: 'A' }), row({ description: 'B' }), row({ description: 'C' })],
    });
    const a = api(f.t, f.alfa);
    const [r1, r2, r3] = doc.rows.map((r: { id: number }) => r.id);
    const response = await a.put(`/documents/${doc.id}/rows/status`, { rows: [r1, r3], status: 2 });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json().document;
    expect(after.version).toBe(doc.version + 1);
    expect(after.rows.map((r: { id: number; status: number }) => [r.id, r.status])).toEqual([
      [r1, 2],
      [r2, 0],
      [r3, 2],
    ]);
    expect(after.total).toBe(doc.total);
  });

  it('refuses a row of another document, a bad status and no rows, changing nothing', async () => {
    const a = api(f.t, f.alfa);
    const doc = await createDocument(f.t, f.alfa, {
      type: 'order',
      customer_id: f.alfaCustomers[0],
      rows: [row()],
    });
    const other = await createDocument(f.t, f.alfa, {
      type: 'order',
      customer_id: f.alfaCustomers[0],
      rows: [row()],
    });
    const own = doc.rows[0].id;
    const foreign = await a.put(`/documents/${doc.id}/rows/status`, {
      rows: [own, other.rows[0].id],
      status: 3,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors).toHaveProperty('rows');
    const bad = await a.put(`/documents/${doc.id}/rows/status`, { rows: [own], status: 9 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
    const none = await a.put(`/documents/${doc.id}/rows/status`, { rows: [], status: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toHaveProperty('rows');
    const after = (await a.get(`/documents/${doc.id}`)).json().document;
    expect(after.rows[0].status).toBe(0);
    expect(after.version).toBe(doc.version);
  });

  it("is a 404 on another company's document", async () => {
    const doc = await createDocument(f.t, f.alfa, {
      type: 'order',
      customer_id: f.alfaCustomers[0],
      rows: [row()],
    });
    const response = await api(f.t, f.beta).put(`/documents/${doc.id}/rows/status`, {
      rows: [doc.rows[0].id],
      status: 1,
    });
    expect(response.statusCode).toBe(404);
    const after = (await api(f.t, f.alfa).get(`/documents/${doc.id}`)).json().document;
    expect(after.rows[0].status).toBe(0);
  });
});

describe('price lookup', () => {
  it('prefers the customer price (by date and quantity), then the price list, then the article', async () => {
    const a = api(f.t, f.alfa);
    const article = (
      await a.post('/articles', { code: 'PRZ-1', description: 'Prezzi', price: '10', unit: 'pz' })
    ).json().item;
    const customer = f.alfaCustomers[6];
    const { rows } = await f.t.pool.query(`select id from companies where name = 'Alfa S.r.l.'`);
    const company = rows[0].id;
    await f.t.pool.query(
      `insert into article_prices (company_id, article_id, list_name, price, min_quantity)
       values ($1, $2, 'Rivenditori', 9, 10), ($1, $2, 'Grossisti', 8, 100), ($1, $2, 'Altro', 8.5, 100)`,
      [company, article.id],
    );
    await f.t.pool.query(
      `insert into customer_prices (company_id, customer_id, article_id, price, min_quantity, valid_from, valid_to)
       values ($1, $2, $3, 7, 50, '2026-01-01', '2026-06-30'), ($1, $2, $3, 6, 500, null, null)`,
      [company, customer, article.id],
    );
    const price = async (query: string) => {
      const response = await a.get(
        `/documents/price/${article.id}?customer_id=${customer}&${query}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const { price, source, list_name } = response.json().item;
      return [price, source, list_name];
    };
    expect(await price('quantity=1&date=2026-03-01')).toEqual(['10.00', 'article', null]);
    expect(await price('quantity=10&date=2026-03-01')).toEqual([
      '9.00',
      'price_list',
      'Rivenditori',
    ]);
    expect(await price('quantity=100&date=2026-09-01')).toEqual([
      '8.00',
      'price_list',
      'Grossisti',
    ]);
    expect(await price('quantity=60&date=2026-03-01')).toEqual(['7.00', 'customer', null]);
    expect(await price('quantity=60&date=2026-07-01')).toEqual([
      '9.00',
      'price_list',
      'Rivenditori',
    ]);
    expect(await price('quantity=500&date=2026-03-01')).toEqual(['6.00', 'customer', null]);
    const doc = await createDocument(f.t, f.alfa, {
      customer_id: customer,
      document_date: '2026-02-02',
    });
    const byDoc = await a.get(`/documents/price/${article.id}?document_id=${doc.id}&quantity=60`);
    expect(byDoc.json().item).toMatchObject({
      price: '7.00',
      customer_id: customer,
      date: '2026-02-02',
    });
  });

  it("answers 400 without a customer and 404 for another company's article", async () => {
    const a = api(f.t, f.alfa);
    expect((await a.get(`/documents/price/${f.alfaArticles[0]}`)).statusCode).toBe(400);
    const beta = await a.get(
      `/documents/price/${f.betaArticles[0]}?customer_id=${f.alfaCustomers[0]}`,
    );
    expect(beta.statusCode).toBe(404);
    const betaCustomer = await a.get(
      `/documents/price/${f.alfaArticles[0]}?customer_id=${f.betaCustomers[0]}`,
    );
    expect(betaCustomer.statusCode).toBe(400);
  });
});

describe('convert an order into an invoice', () => {
  it('copies the rows and keeps the link in a draft invoice; only once', async () => {
    const a = api(f.t, f.alfa);
    const order = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[2],
      reference: 'Ordine cliente 7',
      rows: [row({ description: 'X' }), row({ description: 'Y', discount: '5' })],
    });
    const response = await a.post(`/documents/${order.id}/convert`, {
      type: 'invoice',
      document_date: '2026-04-01',
    });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json().item;
    expect(invoice).toMatchObject({
      type: 'invoice',
      year: 2026,
      number: null,
      status: 0,
      customer_id: order.customer_id,
      related_document_id: order.id,
      reference: 'Ordine cliente 7',
      total: order.total,
    });
    expect(invoice.rows.map((r: { description: string }) => r.description)).toEqual(['X', 'Y']);
    const twice = await a.post(`/documents/${order.id}/convert`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(
      /^Nothing is left to invoice of Order \d+\/2026: row 1 \(X\) is billed by Invoice \(draft\)$/,
    );
    const notOrder = await a.post(`/documents/${invoice.id}/convert`, {});
    expect(notOrder.statusCode).toBe(409);
  });
});
