import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../support/pdfText';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
let articleId: number;
/** Has a price of its own for the article: 0.19 from 100 pieces, in 2026 only. */
let customer: number;
/** Has none: pays the article's 0.21. */
let other: number;

beforeAll(async () => {
  f = await documentsFixture();
  const a = api(f.t, f.alfa);
  const article = await a.post('/articles', {
    code: 'BUL-TEST',
    description: 'Bullone di prova',
    price: '0.21',
    unit: 'pz',
  });
  expect(article.statusCode, article.body).toBe(201);
  articleId = article.json().item.id;
  [customer, other] = [f.alfaCustomers[3], f.alfaCustomers[4]];
  const { rows } = await f.t.pool.query(`select id from companies where name = 'Alfa S.r.l.'`);
  await f.t.pool.query(
    `insert into customer_prices (company_id, customer_id, article_id, price, min_quantity, valid_from, valid_to)
     values ($1, $2, $3, 0.19, 100, '2026-01-01', '2026-12-31')`,
    [rows[0].id, customer, articleId],
  );
});
afterAll(() => f.t.close());

const order = () =>
  createDocument(f.t, f.alfa, { customer_id: customer, document_date: '2026-05-04' });

describe('a row follows the price lookup until the user gives a price', () => {
  it('re-prices on a quantity change: 1 piece 0.21, then 150 pieces 0.19', async () => {
    const a = api(f.t, f.alfa);
    const doc = await order();
    const added = await a.post(`/documents/${doc.id}/rows`, {
      article_id: articleId,
      quantity: '1',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().item).toMatchObject({ unit_price: '0.21', price_manual: false });
    const rowId = added.json().item.id;
    const put = await a.put(`/documents/rows/${rowId}`, {
      article_id: articleId,
      quantity: '150',
      price_manual: false,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().item).toMatchObject({
      unit_price: '0.19',
      net_amount: '28.50',
      price_manual: false,
    });
    expect(put.json().document.net_total).toBe('28.50');
    // A client that sends back the stored price it was shown, with a new quantity and no
    // flag: still the lookup's price, since the user did not type one.
    const back = await a.put(`/documents/rows/${rowId}`, {
      article_id: articleId,
      quantity: '1',
      unit_price: '0.19',
    });
    expect(back.json().item).toMatchObject({ unit_price: '0.21', price_manual: false });
  });

  it("keeps the user's own price through quantity changes", async () => {
    const a = api(f.t, f.alfa);
    const doc = await order();
    const added = await a.post(`/documents/${doc.id}/rows`, {
      article_id: articleId,
      quantity: '1',
      unit_price: '0.25',
    });
    expect(added.json().item).toMatchObject({ unit_price: '0.25', price_manual: true });
    const put = await a.put(`/documents/rows/${added.json().item.id}`, {
      article_id: articleId,
      quantity: '150',
      unit_price: '0.25',
      price_manual: true,
    });
    expect(put.json().item).toMatchObject({ unit_price: '0.25', price_manual: true });
    const toList = await a.put(`/documents/rows/${added.json().item.id}`, {
      article_id: articleId,
      quantity: '150',
      price_manual: false,
    });
    expect(toList.json().item).toMatchObject({ unit_price: '0.19', price_manual: false });
  });

  it("re-prices the lookup's rows (not the user's) when the customer or the date changes", async () => {
    const a = api(f.t, f.alfa);
    const doc = await createDocument(f.t, f.alfa, {
      customer_id: customer,
      document_date: '2026-05-04',
      rows: [
        { article_id: articleId, quantity: '150' },
        { article_id: articleId, quantity: '150', unit_price: '0.30' },
      ],
    });
    expect(doc.rows.map((r: { unit_price: string }) => r.unit_price)).toEqual(['0.19', '0.30']);
    expect(doc.net_total).toBe('73.50');
    const header = (changes: Record<string, unknown>, version: number) =>
      a.put(`/documents/${doc.id}`, {
        customer_id: customer,
        document_date: '2026-05-04',
        version,
        ...changes,
      });
    const moved = await header({ customer_id: other }, doc.version);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().item.rows.map((r: { unit_price: string }) => r.unit_price)).toEqual([
      '0.21',
      '0.30',
    ]);
    expect(moved.json().item.net_total).toBe('76.50');
    const back = await header({}, moved.json().item.version);
    expect(back.json().item.rows[0].unit_price).toBe('0.19');
    // The customer price is valid in 2026 only: a date outside it goes back to 0.21.
    const late = await createDocument(f.t, f.alfa, {
      customer_id: customer,
      document_date: '2027-01-10',
      rows: [{ article_id: articleId, quantity: '150' }],
    });
    expect(late.rows[0].unit_price).toBe('0.21');
    const early = await a.put(`/documents/${late.id}`, {
      customer_id: customer,
      document_date: '2027-01-11',
      version: late.version,
    });
    expect(early.json().item.rows[0].unit_price).toBe('0.21');
  });

  it('carries 0.19 into the invoice converted from the order and into its PDF', async () => {
    const a = api(f.t, f.alfa);
    const doc = await order();
    const added = await a.post(`/documents/${doc.id}/rows`, {
      article_id: articleId,
      quantity: '1',
    });
    await a.put(`/documents/rows/${added.json().item.id}`, {
      article_id: articleId,
      quantity: '150',
      price_manual: false,
    });
    const converted = await a.post(`/documents/${doc.id}/convert`, {
      type: 'invoice',
      document_date: '2026-05-05',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const invoice = converted.json().item;
    expect(invoice.rows[0]).toMatchObject({ unit_price: '0.19', price_manual: false });
    expect(invoice.net_total).toBe('28.50');
    const pdf = await a.get(`/documents/${invoice.id}/pdf`);
    const text = (await pdfPages(pdf.rawPayload)).join('\n');
    expect(text).toMatch(/Bullone di prova\s+150\s+pz\s+0,19\s+22%\s+28,50 €/);
    expect(text).not.toContain('0,21');
  });
});
