import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../contract/calendar';
import { QuoteStatus } from '../../contract/enums';
import { todayIn } from '../../server/lib/dates';
import { pdfPages } from '../support/pdfText';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

const rows = () => [
  { description: 'Finestra', quantity: '2', unit_price: '150', vat_rate: '22' },
  { description: 'Posa', quantity: '1', unit_price: '80', vat_rate: '22', discount: '10' },
];
const quote = (body: Record<string, unknown> = {}) =>
  createDocument(f.t, f.alfa, {
    type: 'quote',
    customer_id: f.alfaCustomers[0],
    document_date: todayIn(),
    rows: rows(),
    ...body,
  });
const today = () => todayIn();

describe('quotes', () => {
  it('numbers quotes on their own yearly series, valid 30 days unless told', async () => {
    const first = await quote();
    const second = await quote({ valid_until: addDays(today(), 10), conditions: 'Franco' });
    expect(first).toMatchObject({
      type: 'quote',
      status: QuoteStatus.draft,
      valid_until: addDays(today(), 30),
      conditions: null,
      issued_at: null,
      due_dates: [],
    });
    expect(first.number).toEqual(expect.any(Number));
    expect(second.number).toBe(first.number + 1);
    expect(second).toMatchObject({ valid_until: addDays(today(), 10), conditions: 'Franco' });
    const order = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[0],
      document_date: today(),
    });
    // Orders keep their own numbers: a quote takes none of theirs.
    const orders = (await api(f.t, f.alfa).get('/documents?type=order&perPage=1')).json();
    expect(orders.items[0].id).toBe(order.id);
    expect(order.valid_until).toBeNull();
  });

  it('refuses a validity before the date, on the field', async () => {
    const response = await api(f.t, f.alfa).post('/documents', {
      type: 'quote',
      customer_id: f.alfaCustomers[0],
      document_date: '2026-05-10',
      valid_until: '2026-05-09',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      valid_until: "The validity date cannot be before the quote's date",
    });
  });

  it('moves draft -> sent -> accepted or refused, never by hand to expired', async () => {
    const a = api(f.t, f.alfa);
    const q = await quote();
    const put = (status: number, version: number, extra: Record<string, unknown> = {}) =>
      a.put(`/documents/${q.id}`, {
        customer_id: q.customer_id,
        document_date: q.document_date,
        status,
        version,
        ...extra,
      });
    const sent = await put(QuoteStatus.sent, q.version);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().item.allowed_statuses).toEqual([
      QuoteStatus.draft,
      QuoteStatus.accepted,
      QuoteStatus.refused,
    ]);
    const expired = await put(QuoteStatus.expired, sent.json().item.version);
    expect(expired.statusCode).toBe(400);
    expect(Object.keys(expired.json().errors)).toEqual(['status']);
    const refused = await put(QuoteStatus.refused, sent.json().item.version);
    expect(refused.json().item.status).toBe(QuoteStatus.refused);
    const accepted = await put(QuoteStatus.accepted, refused.json().item.version);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().message).toContain('Refused');
  });

  it('shows an open quote past its validity as expired, and filters by it', async () => {
    const a = api(f.t, f.alfa);
    const old = await quote({ document_date: '2026-01-05', valid_until: '2026-01-20' });
    expect(old.status).toBe(QuoteStatus.expired);
    const stored = await f.t.pool.query('select status from documents where id = $1', [old.id]);
    expect(stored.rows[0].status).toBe(QuoteStatus.draft);
    const list = (await a.get(`/documents?type=quote&status=${QuoteStatus.expired}&perPage=100`))
      .json()
      .items.map((d: { id: number }) => d.id);
    expect(list).toContain(old.id);
    const drafts = (await a.get(`/documents?type=quote&status=${QuoteStatus.draft}&perPage=100`))
      .json()
      .items.map((d: { id: number }) => d.id);
    expect(drafts).not.toContain(old.id);
    // Extending the validity, the form sending back the shown status, makes it open again.
    const extended = await a.put(`/documents/${old.id}`, {
      customer_id: old.customer_id,
      document_date: old.document_date,
      valid_until: addDays(today(), 5),
      status: QuoteStatus.expired,
      version: old.version,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().item.status).toBe(QuoteStatus.draft);
  });

  it('becomes an order once: rows and references copied, linked both ways, accepted', async () => {
    const a = api(f.t, f.alfa);
    const q = await quote({ reference: 'Offerta serramenti', conditions: 'Consegna 30 gg' });
    const converted = await a.post(`/documents/${q.id}/convert`, { type: 'order' });
    expect(converted.statusCode, converted.body).toBe(201);
    const order = converted.json().item;
    expect(order).toMatchObject({
      type: 'order',
      status: 0,
      reference: 'Offerta serramenti',
      related_document_id: q.id,
      related_document: { id: q.id, type: 'quote', number: q.number },
      total: q.total,
      valid_until: null,
    });
    expect(order.rows.map((r: { description: string }) => r.description)).toEqual([
      'Finestra',
      'Posa',
    ]);
    const after = (await a.get(`/documents/${q.id}`)).json().document;
    expect(after.status).toBe(QuoteStatus.accepted);
    expect(after.version).toBe(q.version + 1);
    expect(after.related_by).toMatchObject([{ id: order.id, type: 'order' }]);
    const again = await a.post(`/documents/${q.id}/convert`, { type: 'order' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain(`Order ${order.number}/`);
    // The quote an order names cannot be deleted before the order.
    expect((await a.del(`/documents/${q.id}`)).statusCode).toBe(409);
  });

  it('converts once under a double click: one order, the other refused', async () => {
    const q = await quote();
    const a = api(f.t, f.alfa);
    const results = await Promise.all(
      [1, 2, 3].map(() => a.post(`/documents/${q.id}/convert`, { type: 'order' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const orders = await f.t.pool.query(
      `select count(*)::int as n from documents where type = 'order' and related_document_id = $1`,
      [q.id],
    );
    expect(orders.rows[0].n).toBe(1);
  });

  it('refuses to convert a refused quote, or an order into an order', async () => {
    const a = api(f.t, f.alfa);
    const q = await quote();
    const refused = await a.put(`/documents/${q.id}`, {
      customer_id: q.customer_id,
      document_date: q.document_date,
      status: QuoteStatus.refused,
      version: q.version,
    });
    expect(refused.statusCode).toBe(200);
    const response = await a.post(`/documents/${q.id}/convert`, { type: 'order' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('was refused');
    const order = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    expect((await a.post(`/documents/${order.id}/convert`, { type: 'order' })).statusCode).toBe(
      409,
    );
  });

  it('duplicates with its conditions and a fresh validity', async () => {
    const q = await quote({ document_date: '2026-02-01', conditions: 'Pagamento 30 gg' });
    const response = await api(f.t, f.alfa).post(`/documents/${q.id}/duplicate`, {});
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().item).toMatchObject({
      type: 'quote',
      status: QuoteStatus.draft,
      conditions: 'Pagamento 30 gg',
      valid_until: addDays(today(), 30),
    });
  });

  it('cannot be issued and has no SDI side', async () => {
    const q = await quote();
    const response = await api(f.t, f.alfa).post(`/documents/${q.id}/issue`, {});
    expect(response.statusCode).toBe(409);
  });

  it('prints "Preventivo" with its validity and conditions, in the customer’s language', async () => {
    const q = await quote({ valid_until: '2027-01-31', conditions: 'Resa franco destino' });
    const it = await f.t.app.inject({
      method: 'GET',
      url: `/api/documents/${q.id}/pdf`,
      headers: f.alfa,
    });
    expect(it.statusCode).toBe(200);
    const text = (await pdfPages(it.rawPayload)).join('\n');
    expect(text).toContain(`Preventivo N. ${q.number}/`);
    expect(text).toContain('Valido fino al: 31/01/2027');
    expect(text).toContain('Condizioni');
    expect(text).toContain('Resa franco destino');
    const de = await f.t.app.inject({
      method: 'GET',
      url: `/api/documents/${q.id}/pdf?locale=de`,
      headers: f.alfa,
    });
    const german = (await pdfPages(de.rawPayload)).join('\n');
    expect(german).toContain('Angebot');
    expect(german).toContain('Gültig bis: 31.01.2027');
  });

  it('is the sales role’s to write and the accountant’s to read; another company’s is a 404', async () => {
    const sales = await f.t.signInTo('commerciale@example.com', 'Alfa S.r.l.');
    const accountant = await f.t.signInTo('commercialista@example.com', 'Alfa S.r.l.');
    const created = await api(f.t, sales).post('/documents', {
      type: 'quote',
      customer_id: f.alfaCustomers[0],
      document_date: today(),
      rows: rows(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().item.id;
    expect(
      (await api(f.t, sales).post(`/documents/${id}/convert`, { type: 'order' })).statusCode,
    ).toBe(201);
    expect((await api(f.t, accountant).get(`/documents/${id}`)).statusCode).toBe(200);
    const other = await quote();
    expect(
      (await api(f.t, accountant).post(`/documents/${other.id}/convert`, { type: 'order' }))
        .statusCode,
    ).toBe(403);
    expect((await api(f.t, f.beta).get(`/documents/${id}`)).statusCode).toBe(404);
    expect(
      (await api(f.t, f.beta).post(`/documents/${other.id}/convert`, { type: 'order' })).statusCode,
    ).toBe(404);
  });
});
