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

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format();
const rows = () => [
  { description: 'Consulenza', quantity: '2', unit_price: '100', vat_rate: '22' },
  { description: 'Trasferta', quantity: '1', unit_price: '50', vat_rate: '10' },
];
const draftInvoice = (date = '2026-11-01', type = 'invoice') =>
  createDocument(f.t, f.alfa, {
    type,
    customer_id: f.alfaCustomers[0],
    document_date: date,
    rows: rows(),
  });
/** The highest issued number of Alfa's invoices of 2026, and its date. */
async function lastInvoice() {
  const { rows: found } = await f.t.pool.query(
    `select number, document_date::text as date from documents
      where company_id = (select company_id from documents where id = $1)
        and type = 'invoice' and year = 2026 and number is not null
      order by number desc limit 1`,
    [(await draftInvoice()).id],
  );
  return found[0] as { number: number; date: string };
}

describe('issuing a draft', () => {
  it('gives the next number of the series, today as date and issued_at', async () => {
    const a = api(f.t, f.alfa);
    const draft = await draftInvoice('2026-10-01');
    const last = await lastInvoice();
    const response = await a.post(`/documents/${draft.id}/issue`, {});
    expect(response.statusCode, response.body).toBe(200);
    const issued = response.json().item;
    expect(issued).toMatchObject({
      id: draft.id,
      number: last.number + 1,
      year: Number(today().slice(0, 4)),
      document_date: today(),
      version: draft.version + 1,
      total: draft.total,
    });
    expect(Date.now() - Date.parse(issued.issued_at)).toBeLessThan(60_000);
    const again = await a.post(`/documents/${draft.id}/issue`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is already issued/);
  });

  it('lists drafts and issued documents apart, drafts named "Bozza" in messages', async () => {
    const a = api(f.t, f.alfa);
    const draft = await draftInvoice();
    const drafts = (await a.get('/documents?type=invoice&issued=false&perPage=100')).json();
    expect(drafts.items.map((d: { id: number }) => d.id)).toContain(draft.id);
    expect(drafts.items.every((d: { number: null }) => d.number === null)).toBe(true);
    const issued = (await a.get('/documents?type=invoice&issued=true&perPage=100')).json();
    expect(issued.items.every((d: { issued_at: string }) => d.issued_at !== null)).toBe(true);
    expect(issued.total + drafts.total).toBe((await a.get('/documents?type=invoice')).json().total);
    const bad = await a.get('/documents?issued=maybe');
    expect(bad.statusCode).toBe(400);
    await createDocument(f.t, f.alfa, {
      type: 'debit-note',
      customer_id: f.alfaCustomers[0],
      document_date: '2026-11-02',
      related_document_id: draft.id,
    });
    const del = await api(f.t, { ...f.alfa, 'accept-language': 'it' }).del(
      `/documents/${draft.id}`,
    );
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(
      'Nota di debito (bozza) fa riferimento a Fattura (bozza): elimina prima quel documento',
    );
  });

  it('refuses a date after today or before the last issued one, naming document_date', async () => {
    const a = api(f.t, { ...f.alfa, 'accept-language': 'en' });
    const draft = await draftInvoice();
    const last = await lastInvoice();
    const future = await a.post(`/documents/${draft.id}/issue`, { document_date: '2099-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      message: `The date cannot be after today (${today().split('-').reverse().join('/')})`,
      errors: { document_date: expect.any(String) },
    });
    const before = await a.post(`/documents/${draft.id}/issue`, { document_date: '2026-01-02' });
    expect(before.statusCode).toBe(400);
    expect(before.json()).toMatchObject({
      message: `The date cannot be before ${last.date.split('-').reverse().join('/')}, the date of Invoice ${last.number}/2026: numbers must follow dates`,
      errors: { document_date: expect.any(String) },
    });
    expect((await a.get(`/documents/${draft.id}`)).json().document.number).toBeNull();
    // The number refused was given back: the next issue takes it.
    expect((await issueDocument(f.t, f.alfa, draft.id)).number).toBe(last.number + 1);
  });

  it('asks before issuing an invoice more than 12 days after its date (409 on confirm_late)', async () => {
    const a = api(f.t, { ...f.alfa, 'accept-language': 'en' });
    const draft = await draftInvoice('2025-12-20');
    const late = await a.post(`/documents/${draft.id}/issue`, { document_date: '2025-12-31' });
    expect(late.statusCode).toBe(409);
    const reason =
      'Invoice (draft) is late: dated 31/12/2025, it was due by 12/01/2026, 12 days after the operation (art. 21(4) DPR 633/72). It can be issued now, but the delay may be fined';
    expect(late.json()).toEqual({ message: reason, errors: { confirm_late: reason } });
    expect((await a.get(`/documents/${draft.id}`)).json().document.number).toBeNull();
    const italian = await api(f.t, { ...f.alfa, 'accept-language': 'it' }).post(
      `/documents/${draft.id}/issue`,
      {
        document_date: '2025-12-31',
      },
    );
    expect(italian.json().message).toMatch(/^Fattura \(bozza\) è in ritardo: datata 31\/12\/2025/);
    const confirmed = await a.post(`/documents/${draft.id}/issue`, {
      document_date: '2025-12-31',
      confirm_late: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().item).toMatchObject({ year: 2025, document_date: '2025-12-31' });
    // A note has no such deadline.
    const note = await draftInvoice('2025-12-20', 'debit-note');
    const onTime = await a.post(`/documents/${note.id}/issue`, { document_date: '2025-12-31' });
    expect(onTime.statusCode, onTime.body).toBe(200);
  });

  it('refuses a credit note dated before the invoice it corrects (SDI 00418)', async () => {
    const a = api(f.t, f.alfa);
    const invoice = await issueDocument(f.t, f.alfa, (await draftInvoice(today())).id);
    const note = (await a.post(`/documents/${invoice.id}/convert`, { type: 'credit-note' })).json()
      .item;
    const early = await a.post(`/documents/${note.id}/issue`, { document_date: '2025-12-30' });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors.document_date).toBe(
      `the document date is before ${invoice.document_date.split('-').reverse().join('/')}, the date of invoice ${invoice.number}/${invoice.year} it corrects (DatiFattureCollegate): a note cannot predate its invoice (SDI check 00418)`,
    );
    expect((await a.get(`/documents/${note.id}`)).json().document.number).toBeNull();
    const ok = await a.post(`/documents/${note.id}/issue`, {});
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('refuses a draft with no rows (400 on rows), an order and a note of a draft', async () => {
    const a = api(f.t, f.alfa);
    const empty = await createDocument(f.t, f.alfa, {
      type: 'debit-note',
      customer_id: f.alfaCustomers[0],
      document_date: '2026-11-02',
    });
    const response = await a.post(`/documents/${empty.id}/issue`, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Debit note (draft) has no rows: add at least one before issuing it',
      errors: { rows: expect.any(String) },
    });
    const order = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    const notIssuable = await a.post(`/documents/${order.id}/issue`, {});
    expect(notIssuable.statusCode).toBe(409);
    expect(notIssuable.json().message).toMatch(/is an order: only invoices/);
    const invoice = await draftInvoice();
    const note = await createDocument(f.t, f.alfa, {
      type: 'credit-note',
      customer_id: f.alfaCustomers[0],
      document_date: '2026-11-02',
      related_document_id: invoice.id,
      rows: rows(),
    });
    const early = await a.post(`/documents/${note.id}/issue`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/invoice is a draft/);
    await issueDocument(f.t, f.alfa, invoice.id);
    expect((await issueDocument(f.t, f.alfa, note.id)).number).toBeGreaterThan(0);
  });

  it("is a 404 for another company's user, and the draft stays a draft", async () => {
    const draft = await draftInvoice();
    const response = await api(f.t, f.beta).post(`/documents/${draft.id}/issue`, {});
    expect(response.statusCode).toBe(404);
    const still = (await api(f.t, f.alfa).get(`/documents/${draft.id}`)).json().document;
    expect(still).toMatchObject({ number: null, issued_at: null, version: draft.version });
  });
});

describe('an issued document is locked', () => {
  it('refuses header, row and delete changes (409: issue a credit note); status changes', async () => {
    const a = api(f.t, { ...f.alfa, 'accept-language': 'it' });
    const doc = await issueDocument(f.t, f.alfa, (await draftInvoice()).id);
    const header = {
      customer_id: doc.customer_id,
      reference: doc.reference,
      description: doc.description,
      document_date: doc.document_date,
      shipping_date: doc.shipping_date,
      version: doc.version,
    };
    const locked = new RegExp(
      `^Fattura ${doc.number}/${doc.year} è stata emessa: .*emetti una nota di credito$`,
    );
    const attempts = [
      a.put(`/documents/${doc.id}`, { ...header, reference: 'Altro' }),
      a.put(`/documents/${doc.id}`, { ...header, customer_id: f.alfaCustomers[1] }),
      a.post(`/documents/${doc.id}/rows`, { description: 'Nuova', quantity: '1', unit_price: '1' }),
      a.put(`/documents/rows/${doc.rows[0].id}`, {
        description: 'Cambiata',
        quantity: '1',
        unit_price: '1',
      }),
      a.del(`/documents/rows/${doc.rows[0].id}`),
      a.put(`/documents/${doc.id}/reorder`, { rows: doc.rows.map((r: { id: number }) => r.id) }),
      a.del(`/documents/${doc.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toMatch(locked);
    }
    const unchanged = (await a.get(`/documents/${doc.id}`)).json().document;
    expect(unchanged).toMatchObject({ version: doc.version, total: doc.total, rows: doc.rows });
    // The payment status is not chosen either: payments give it (collections.test.ts).
    const paid = await a.put(`/documents/${doc.id}`, { ...header, status: 2 });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().errors).toHaveProperty('status');
  });

  it('leaves drafts free: header, rows, a new year, delete', async () => {
    const a = api(f.t, f.alfa);
    const draft = await draftInvoice('2026-03-01', 'credit-note');
    const moved = await a.put(`/documents/${draft.id}`, {
      customer_id: f.alfaCustomers[1],
      reference: 'Bozza',
      document_date: '2025-12-30',
      version: draft.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().item).toMatchObject({ year: 2025, number: null, reference: 'Bozza' });
    const row = await a.post(`/documents/${draft.id}/rows`, {
      description: 'Nuova',
      quantity: '1',
      unit_price: '1',
    });
    expect(row.statusCode, row.body).toBe(201);
    const before = (await a.get('/documents?type=credit-note')).json().total;
    expect((await a.del(`/documents/${draft.id}`)).statusCode).toBe(200);
    expect((await a.get('/documents?type=credit-note')).json().total).toBe(before - 1);
    const counted = (await a.get('/documents?type=credit-note&date_from=1900-01-01')).json().total;
    expect(counted).toBe(before - 1);
  });
});
