import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

const rows = (articleId: number) => [
  { article_id: articleId, quantity: '3', unit_price: '10.00', discount: '10', vat_rate: '22' },
  { description: 'Trasporto', quantity: '1', unit_price: '25.5', vat_rate: '10' },
];

describe('document list', () => {
  it('lists the demo documents of a type, newest first, with the type statuses', async () => {
    const response = await api(f.t, f.alfa).get('/documents?type=invoice&perPage=5');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    // 8 of 2025, 9 of 2026, and the direct-debit customer's (seed/bank-batches.ts).
    expect(body.total).toBe(18);
    expect(body.items).toHaveLength(5);
    expect(body.items.every((d: { type: string }) => d.type === 'invoice')).toBe(true);
    const dates = body.items.map((d: { document_date: string }) => d.document_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.selects.statuses.map((s: { id: number }) => s.id)).toEqual([0, 1, 2, 3]);
  });

  it('seeds every type in 2025 and 2026 for both companies, numbered 1..n, totals adding up', async () => {
    const { rows } = await f.t.pool.query(`
      select d.company_id, d.type, d.year, count(d.number)::int as n, max(d.number) as last,
             count(*)::int as all, count(d.issued_at)::int as issued,
             bool_and(d.net_total = coalesce(r.net, 0)) as nets,
             bool_and(d.total = d.net_total + d.vat_total) as totals,
             bool_and(d.subtotal - d.discount_total = d.net_total) as discounts,
             min(c.last_number) as counter, min(c.document_count) as counted
        from documents d
        left join (select company_id, document_id, sum(net_amount) as net
                     from document_rows group by 1, 2) r
          on r.company_id = d.company_id and r.document_id = d.id
        join document_counters c
          on c.company_id = d.company_id and c.type = d.type and c.year = d.year
       group by 1, 2, 3`);
    // Two companies, four types in 2025 and 2026, and quotes in 2026.
    expect(rows).toHaveLength(2 * (4 * 2 + 1));
    for (const series of rows) {
      expect(series).toMatchObject({ last: series.n, counter: series.n, counted: series.all });
      // Invoices and notes are issued, but for two draft invoices of 2026 per company.
      const drafts = series.type === 'invoice' && series.year === 2026 ? 2 : 0;
      expect(series.all - series.n).toBe(drafts);
      const commercial = series.type === 'order' || series.type === 'quote';
      expect(series.issued).toBe(commercial ? 0 : series.n);
      expect(series).toMatchObject({ nets: true, totals: true, discounts: true });
    }
  });

  it('filters by date range, status and search text or number', async () => {
    const a = api(f.t, f.alfa);
    const range = (
      await a.get('/documents?type=order&date_from=2025-01-01&date_to=2025-12-31&perPage=100')
    ).json();
    expect(range.total).toBe(10);
    expect(range.items.every((d: { year: number }) => d.year === 2025)).toBe(true);
    const cancelled = (await a.get('/documents?type=order&status=7')).json();
    expect(cancelled.items.every((d: { status: number }) => d.status === 7)).toBe(true);
    expect(cancelled.total).toBeGreaterThan(0);
    const first = range.items[0];
    const byName = (
      await a.get(`/documents?type=order&q=${encodeURIComponent(first.customer.name.slice(0, 6))}`)
    ).json();
    expect(byName.items.map((d: { id: number }) => d.id)).toContain(first.id);
    const byNumber = (await a.get(`/documents?type=order&q=${first.number}/2025`)).json();
    expect(byNumber.items.map((d: { id: number }) => d.id)).toEqual([first.id]);
  });

  it('sorts by a whitelisted field and refuses others and bad dates with 400', async () => {
    const a = api(f.t, f.alfa);
    const byTotal = (await a.get('/documents?type=invoice&sort=total&order=asc')).json();
    const totals = byTotal.items.map((d: { total: string }) => Number(d.total));
    expect([...totals].sort((x, y) => x - y)).toEqual(totals);
    expect((await a.get('/documents?sort=password')).statusCode).toBe(400);
    const bad = await a.get('/documents?date_from=2026-13-01&type=bill');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['date_from', 'type']));
  });
});

describe('one document', () => {
  it('creates an order with rows and server-computed totals', async () => {
    const doc = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[0],
      reference: 'Rif. 42',
      rows: rows(f.alfaArticles[0]),
    });
    expect(doc).toMatchObject({
      type: 'order',
      year: 2026,
      status: 0,
      subtotal: '55.50',
      discount_total: '3.00',
      net_total: '52.50',
      vat_total: '8.49',
      total: '60.99',
      version: 1,
      allowed_statuses: [1, 7],
    });
    expect(doc.vat_summary).toEqual([
      { vat_rate: '22', vat_nature: null, taxable: '27.00', vat: '5.94' },
      { vat_rate: '10', vat_nature: null, taxable: '25.50', vat: '2.55' },
    ]);
    expect(doc.rows.map((r: { position: number }) => r.position)).toEqual([1, 2]);
    const got = await api(f.t, f.alfa).get(`/documents/${doc.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().document).toMatchObject({ id: doc.id, total: '60.99' });
    expect(got.json().document.customer).toMatchObject({ id: f.alfaCustomers[0] });
    expect(got.json().document.customer.registry_code).toBeTruthy();
    expect(got.json().selects.statuses).toHaveLength(8);
  });

  it('answers 400 with per-field errors for bad input', async () => {
    const response = await api(f.t, f.alfa).post('/documents', {
      type: 'invoice',
      customer_id: 'x',
      document_date: '31/12/2026',
      status: 6,
      rows: [{ quantity: 'abc', vat_rate: '0' }],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['customer_id', 'document_date', 'rows.0.quantity']),
    );
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[1] });
    const a = api(f.t, f.alfa);
    const header = { customer_id: doc.customer_id, document_date: doc.document_date };
    const first = await a.put(`/documents/${doc.id}`, { ...header, reference: 'A', version: 1 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().item.version).toBe(2);
    const stale = await a.put(`/documents/${doc.id}`, { ...header, reference: 'B', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/version 2.*version 1/);
    expect((await a.get(`/documents/${doc.id}`)).json().document.reference).toBe('A');
  });

  it('allows only the status transitions of the type (409 naming both states)', async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[1] });
    const a = api(f.t, f.alfa);
    const header = { customer_id: doc.customer_id, document_date: doc.document_date };
    const illegal = await a.put(`/documents/${doc.id}`, { ...header, status: 6, version: 1 });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().message).toMatch(/"To confirm".*"Shipped"/);
    const ok = await a.put(`/documents/${doc.id}`, { ...header, status: 1, version: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().item).toMatchObject({ status: 1, allowed_statuses: [0, 2, 3, 7] });
    const wrongList = await a.put(`/documents/${doc.id}`, { ...header, status: 9, version: 2 });
    expect(wrongList.statusCode).toBe(400);
  });

  it('keeps the stored status and link when a save leaves them out', async () => {
    const a = api(f.t, f.alfa);
    const invoice = (await a.get('/documents?type=invoice&status=2')).json().items[0];
    const note = await createDocument(f.t, f.alfa, {
      type: 'credit-note',
      customer_id: invoice.customer_id,
      related_document_id: invoice.id,
    });
    const header = { customer_id: note.customer_id, document_date: note.document_date };
    const saved = await a.put(`/documents/${note.id}`, { ...header, reference: 'R', version: 1 });
    expect(saved.json().item).toMatchObject({ status: 0, related_document_id: invoice.id });
    const unlinked = await a.put(`/documents/${note.id}`, {
      ...header,
      related_document_id: null,
      version: 2,
    });
    expect(unlinked.json().item.related_document_id).toBeNull();
    const order = (await a.get('/documents?type=order')).json().items[0];
    const wrong = await a.put(`/documents/${note.id}`, {
      ...header,
      related_document_id: order.id,
      version: 3,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('related_document_id');
  });

  it('keeps the date in the year of the number', async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[1] });
    const moved = await api(f.t, f.alfa).put(`/documents/${doc.id}`, {
      customer_id: doc.customer_id,
      document_date: '2025-12-31',
      version: 1,
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().errors).toHaveProperty('document_date');
  });
});

describe('tenant isolation', () => {
  it("a user of Alfa gets 404 for Beta's document and nothing changes", async () => {
    const doc = await createDocument(f.t, f.beta, {
      customer_id: f.betaCustomers[0],
      rows: rows(f.betaArticles[0]),
    });
    const a = api(f.t, f.alfa);
    const header = { customer_id: f.alfaCustomers[0], document_date: '2026-03-10', version: 1 };
    expect((await a.get(`/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await a.put(`/documents/${doc.id}`, header)).statusCode).toBe(404);
    expect((await a.del(`/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await a.post(`/documents/${doc.id}/convert`, {})).statusCode).toBe(404);
    expect((await a.put(`/documents/${doc.id}/reorder`, { rows: [] })).statusCode).toBe(404);
    const row = doc.rows[0];
    const rowBody = { description: 'x', quantity: '1', unit_price: '1' };
    expect((await a.post(`/documents/${doc.id}/rows`, rowBody)).statusCode).toBe(404);
    expect((await a.put(`/documents/rows/${row.id}`, rowBody)).statusCode).toBe(404);
    expect((await a.del(`/documents/rows/${row.id}`)).statusCode).toBe(404);
    const list = (await a.get('/documents?perPage=500&type=order')).json();
    expect(list.items.map((d: { id: number }) => d.id)).not.toContain(doc.id);
    const after = (await api(f.t, f.beta).get(`/documents/${doc.id}`)).json().document;
    expect(after).toMatchObject({ version: 1, total: doc.total, customer_id: doc.customer_id });
    expect(after.rows).toEqual(doc.rows);
  });

  it("refuses Beta's customer, article or related document in an Alfa document", async () => {
    const a = api(f.t, f.alfa);
    const base = { type: 'order', document_date: '2026-03-10' };
    const customer = await a.post('/documents', { ...base, customer_id: f.betaCustomers[0] });
    expect(customer.statusCode).toBe(400);
    expect(customer.json().errors).toHaveProperty('customer_id');
    const article = await a.post('/documents', {
      ...base,
      customer_id: f.alfaCustomers[0],
      rows: [{ article_id: f.betaArticles[0], quantity: '1' }],
    });
    expect(article.statusCode).toBe(400);
    expect(article.json().errors).toHaveProperty(['rows.0.article_id']);
    const betaInvoice = (await api(f.t, f.beta).get('/documents?type=invoice')).json().items[0];
    const note = await a.post('/documents', {
      ...base,
      type: 'credit-note',
      customer_id: f.alfaCustomers[0],
      related_document_id: betaInvoice.id,
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().errors).toHaveProperty('related_document_id');
  });
});
