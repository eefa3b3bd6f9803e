import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';

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

const draft = (headers: typeof f.alfa, type: string, customer: number, date: string) =>
  createDocument(f.t, headers, {
    type,
    customer_id: customer,
    document_date: date,
    rows: [{ description: 'Riga', quantity: '1', unit_price: '10' }],
  });

describe('numbering', () => {
  it('creates invoices and notes as drafts: no number until issued', async () => {
    const created = await draft(f.alfa, 'invoice', f.alfaCustomers[0], '2024-02-01');
    expect(created).toMatchObject({ number: null, issued_at: null, year: 2024 });
  });

  it('gives 50 concurrent issues exactly the numbers 1..50 of the series', async () => {
    const drafts = await Promise.all(
      Array.from({ length: 50 }, () => draft(f.alfa, 'invoice', f.alfaCustomers[0], '2024-02-01')),
    );
    const issued = await Promise.all(
      drafts.map((d) => issueDocument(f.t, f.alfa, d.id, '2024-02-01')),
    );
    const got = issued.map((d) => d.number).sort((a, b) => a - b);
    expect(got).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await numbers('invoice', 2024)).filter((n: number | null) => n !== null)).toEqual(got);
  });

  it('uses up no number when issuing is refused, nor when an order fails mid-creation', async () => {
    const first = await draft(f.alfa, 'debit-note', f.alfaCustomers[0], '2023-01-10');
    expect((await issueDocument(f.t, f.alfa, first.id, '2023-03-10')).number).toBe(1);
    // The number is taken, then the date (before the last issued one) is refused.
    const second = await draft(f.alfa, 'debit-note', f.alfaCustomers[0], '2023-01-11');
    const refused = await api(f.t, f.alfa).post(`/documents/${second.id}/issue`, {
      document_date: '2023-03-09',
    });
    expect(refused.statusCode).toBe(400);
    expect((await issueDocument(f.t, f.alfa, second.id, '2023-03-10')).number).toBe(2);
    expect(await numbers('debit-note', 2023)).toEqual([1, 2]);
    // An order takes its number at creation; a bad row rolls it back.
    const order = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[0],
      document_date: '2028-01-10',
    });
    expect(order.number).toBe(1);
    const failed = await api(f.t, f.alfa).post('/documents', {
      type: 'order',
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
      customer_id: f.alfaCustomers[0],
      document_date: '2028-01-12',
    });
    expect(next.number).toBe(2);
  });

  it('numbers each company, type and year on its own', async () => {
    const beta = await draft(f.beta, 'invoice', f.betaCustomers[0], '2024-05-05');
    expect((await issueDocument(f.t, f.beta, beta.id, '2024-05-05')).number).toBe(1);
    const order = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[0],
      document_date: '2027-05-05',
    });
    expect(order.number).toBe(1);
  });
});

describe('delete', () => {
  it('deletes a draft, and the list total follows', async () => {
    const a = api(f.t, f.alfa);
    const before = (await a.get('/documents?type=credit-note')).json().total;
    const created = await draft(f.alfa, 'credit-note', f.alfaCustomers[0], '2026-03-01');
    expect((await a.get('/documents?type=credit-note')).json().total).toBe(before + 1);
    const response = await a.del(`/documents/${created.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().item.id).toBe(created.id);
    expect((await a.get(`/documents/${created.id}`)).statusCode).toBe(404);
    expect((await a.get('/documents?type=credit-note')).json().total).toBe(before);
  });

  it('refuses to delete an issued invoice, even the last one: issue a credit note', async () => {
    const a = api(f.t, f.alfa);
    const invoices = (
      await a.get(
        '/documents?type=invoice&date_from=2025-01-01&date_to=2025-12-31&sort=number&order=desc&perPage=100',
      )
    ).json().items;
    for (const invoice of [invoices[0], invoices.at(-1)]) {
      const response = await a.del(`/documents/${invoice.id}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/is issued: .* issue a credit note/);
      expect((await a.get(`/documents/${invoice.id}`)).statusCode).toBe(200);
    }
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
