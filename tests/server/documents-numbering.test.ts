import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

const numbers = async (type: string, year: number) =>
  (
    await api(f.t, f.alfa).get(
      `/documents?type=${type}&date_from=${year}-01-01&date_to=${year}-12-31&perPage=500&sort=number&order=asc`,
    )
  )
    .json()
    .items.map((d: { number: number }) => d.number);

describe('numbering', () => {
  it('gives 50 concurrent creations exactly the numbers 1..50 of a new year', async () => {
    const created = await Promise.all(
      Array.from({ length: 50 }, () =>
        createDocument(f.t, f.alfa, {
          type: 'invoice',
          customer_id: f.alfaCustomers[0],
          document_date: '2027-02-01',
        }),
      ),
    );
    const got = created.map((d) => d.number).sort((a, b) => a - b);
    expect(got).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await numbers('invoice', 2027)).toEqual(got);
  });

  it('uses up no number when the creation fails mid-transaction', async () => {
    const before = await createDocument(f.t, f.alfa, {
      type: 'debit-note',
      customer_id: f.alfaCustomers[0],
      document_date: '2028-01-10',
    });
    expect(before.number).toBe(1);
    // The number is taken, the document inserted, then a row refers to a missing article.
    const failed = await api(f.t, f.alfa).post('/documents', {
      type: 'debit-note',
      customer_id: f.alfaCustomers[0],
      document_date: '2028-01-11',
      rows: [
        { description: 'ok', quantity: '1', unit_price: '1' },
        { article_id: 999999, quantity: '1' },
      ],
    });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().errors).toHaveProperty(['rows.1.article_id']);
    const next = await createDocument(f.t, f.alfa, {
      type: 'debit-note',
      customer_id: f.alfaCustomers[0],
      document_date: '2028-01-12',
    });
    expect(next.number).toBe(2);
    expect(await numbers('debit-note', 2028)).toEqual([1, 2]);
  });

  it('numbers each company, type and year on its own', async () => {
    const beta = await createDocument(f.t, f.beta, {
      type: 'invoice',
      customer_id: f.betaCustomers[0],
      document_date: '2027-05-05',
    });
    expect(beta.number).toBe(1);
    const order = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[0],
      document_date: '2027-05-05',
    });
    expect(order.number).toBe(1);
  });
});

describe('delete', () => {
  it('deletes the last invoice of its series and gives the number back', async () => {
    const a = api(f.t, f.alfa);
    const last = await createDocument(f.t, f.alfa, {
      type: 'credit-note',
      customer_id: f.alfaCustomers[0],
      document_date: '2029-03-01',
    });
    const response = await a.del(`/documents/${last.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item.id).toBe(last.id);
    expect((await a.get(`/documents/${last.id}`)).statusCode).toBe(404);
    const again = await createDocument(f.t, f.alfa, {
      type: 'credit-note',
      customer_id: f.alfaCustomers[0],
      document_date: '2029-03-02',
    });
    expect(again.number).toBe(last.number);
  });

  it('refuses to delete an invoice that is not the last number: issue a credit note', async () => {
    const a = api(f.t, f.alfa);
    const invoices = (
      await a.get(
        '/documents?type=invoice&date_from=2025-01-01&date_to=2025-12-31&sort=number&order=asc&perPage=100',
      )
    ).json().items;
    const response = await a.del(`/documents/${invoices[0].id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/issue a credit note instead/);
    expect((await a.get(`/documents/${invoices[0].id}`)).statusCode).toBe(200);
  });

  it('deletes any order, and refuses a document another one refers to', async () => {
    const a = api(f.t, f.alfa);
    const orders = (
      await a.get(
        '/documents?type=order&sort=number&order=asc&date_from=2025-01-01&date_to=2025-12-31',
      )
    ).json().items;
    const free = orders.find((o: { number: number }) => o.number === 2);
    expect((await a.del(`/documents/${free.id}`)).statusCode).toBe(200);
    const linked = orders.find((o: { number: number }) => o.number === 1);
    const refused = await a.del(`/documents/${linked.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/referenced by Invoice 1\/2025/);
    // The unfiltered total (from the counters) agrees with a real count after the deletes.
    const total = (await a.get('/documents?type=order')).json().total;
    const counted = (await a.get('/documents?type=order&date_from=1900-01-01')).json().total;
    expect(total).toBe(counted);
    const all = (await a.get('/documents')).json().total;
    expect(all).toBe((await a.get('/documents?date_from=1900-01-01')).json().total);
  });

  it('refuses to delete a customer used by documents (409, clear message)', async () => {
    const response = await api(f.t, f.alfa).del(`/customers/${f.alfaCustomers[0]}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The customer is used by documents and cannot be deleted');
    expect((await api(f.t, f.alfa).get(`/customers/${f.alfaCustomers[0]}`)).statusCode).toBe(200);
  });

  it('refuses to delete an article used by document rows (409, clear message)', async () => {
    const a = api(f.t, f.alfa);
    const article = (
      await a.post('/articles', { code: 'DEL-1', description: 'In uso', price: '1', unit: 'pz' })
    ).json().item;
    await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[1],
      rows: [{ article_id: article.id, quantity: '1' }],
    });
    const response = await a.del(`/articles/${article.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The article is used by document rows and cannot be deleted',
    );
  });
});
