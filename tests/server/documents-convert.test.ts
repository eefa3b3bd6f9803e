import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';
import { todayIn } from '../../server/lib/dates';

let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

const rows = () => [
  { description: 'X', quantity: '2', unit_price: '10', vat_rate: '22', status: 3 },
  { description: 'Y', quantity: '1', unit_price: '5.5', vat_rate: '10', discount: '10' },
];
const descriptions = (doc: { rows: { description: string }[] }) =>
  doc.rows.map((r) => r.description);
const documentCount = async () =>
  Number((await f.t.pool.query('select count(*) from documents')).rows[0].count);

describe('order -> invoice, invoice -> credit note', () => {
  it('invoices an order on the date given, once; both pages link to each other', async () => {
    const a = api(f.t, f.alfa);
    const order = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[1],
      document_date: '2026-06-01',
      rows: rows(),
    });
    const response = await a.post(`/documents/${order.id}/convert`, {
      type: 'invoice',
      document_date: '2026-06-15',
    });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json().item;
    expect(invoice).toMatchObject({
      type: 'invoice',
      number: null,
      document_date: '2026-06-15',
      related_document_id: order.id,
      related_document: { id: order.id, type: 'order', number: order.number, year: 2026 },
      related_by: [],
      total: order.total,
    });
    const again = (await a.get(`/documents/${order.id}`)).json().document;
    expect(again.related_by).toEqual([
      {
        id: invoice.id,
        type: 'invoice',
        number: invoice.number,
        series: '',
        year: 2026,
        document_date: '2026-06-15',
      },
    ]);
    const before = await documentCount();
    const twice = await a.post(`/documents/${order.id}/convert`, { type: 'invoice' });
    expect(twice.statusCode).toBe(409);
    expect(await documentCount()).toBe(before);
  });

  it("makes a credit note from an invoice: rows copied, linked, the invoice's number in the reference", async () => {
    const a = api(f.t, f.alfa);
    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[2],
      document_date: '2026-07-03',
      rows: rows(),
    });
    // A draft invoice gets no credit note: it is still edited, not corrected.
    const early = await a.post(`/documents/${draft.id}/convert`, { type: 'credit-note' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/draft: issue it before/);
    const invoice = await issueDocument(f.t, f.alfa, draft.id);
    const response = await a.post(`/documents/${invoice.id}/convert`, {
      type: 'credit-note',
      document_date: '2026-07-20',
    });
    expect(response.statusCode, response.body).toBe(201);
    const note = response.json().item;
    expect(note).toMatchObject({
      type: 'credit-note',
      // "To pay": a draft is never overdue, even with its due date in the past.
      status: 0,
      document_date: '2026-07-20',
      customer_id: invoice.customer_id,
      related_document_id: invoice.id,
      number: null,
      issued_at: null,
      reference: `Storno Fattura ${invoice.number}/${invoice.year} del ${invoice.document_date.split('-').reverse().join('/')}`,
      net_total: invoice.net_total,
      total: invoice.total,
    });
    expect(descriptions(note)).toEqual(['X', 'Y']);
    const linked = (await a.get(`/documents/${invoice.id}`)).json().document;
    expect(linked.related_by.map((d: { id: number }) => d.id)).toEqual([note.id]);
    // An order has no credit note; an invoice is not invoiced again.
    const order = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[2] });
    expect(
      (await a.post(`/documents/${order.id}/convert`, { type: 'credit-note' })).statusCode,
    ).toBe(409);
    expect((await a.post(`/documents/${invoice.id}/convert`, { type: 'invoice' })).statusCode).toBe(
      409,
    );
    // Only a quote becomes an order.
    expect((await a.post(`/documents/${invoice.id}/convert`, { type: 'order' })).statusCode).toBe(
      409,
    );
    expect((await a.post(`/documents/${invoice.id}/convert`, { type: 'quote' })).statusCode).toBe(
      400,
    );
  });
});

describe('duplicate', () => {
  it.each(['order', 'invoice', 'credit-note', 'debit-note'])(
    'copies a %s into a new one of its type: next number or a draft, today, status 0, rows copied',
    async (type) => {
      const a = api(f.t, f.alfa);
      const source = await createDocument(f.t, f.alfa, {
        type,
        customer_id: f.alfaCustomers[3],
        document_date: `${new Date().getFullYear()}-01-02`,
        // An order's status is chosen; an invoice's or note's follows its payments.
        ...(type === 'order' ? { status: 1 } : {}),
        reference: 'Rif. 9',
        rows: rows(),
      });
      const response = await a.post(`/documents/${source.id}/duplicate`, {});
      expect(response.statusCode, response.body).toBe(201);
      const copy = response.json().item;
      expect(copy).toMatchObject({
        type,
        year: source.year,
        number: type === 'order' ? source.number + 1 : null,
        status: 0,
        customer_id: source.customer_id,
        reference: 'Rif. 9',
        related_document_id: null,
        document_date: todayIn(),
        total: source.total,
      });
      expect(copy.id).not.toBe(source.id);
      expect(descriptions(copy)).toEqual(['X', 'Y']);
      expect(copy.rows.map((r: { status: number }) => r.status)).toEqual([0, 0]);
    },
  );
});

describe("another company's document", () => {
  it('is a 404 for convert and duplicate, and nothing is created', async () => {
    const b = api(f.t, f.beta);
    const order = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
    });
    const before = await documentCount();
    expect((await b.post(`/documents/${order.id}/convert`, { type: 'invoice' })).statusCode).toBe(
      404,
    );
    expect(
      (await b.post(`/documents/${invoice.id}/convert`, { type: 'credit-note' })).statusCode,
    ).toBe(404);
    expect((await b.post(`/documents/${order.id}/duplicate`, {})).statusCode).toBe(404);
    expect(await documentCount()).toBe(before);
    // And Beta's own document does not show Alfa's links.
    const betaDoc = await createDocument(f.t, f.beta, { customer_id: f.betaCustomers[0] });
    expect((await b.get(`/documents/${betaDoc.id}`)).json().document).toMatchObject({
      related_document: null,
      related_by: [],
    });
  });
});
