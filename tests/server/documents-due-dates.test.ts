import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueDates } from '../../contract/due-dates';
import { pdfPages } from '../support/pdfText';
import { todayIn } from '../../server/lib/dates';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';

let f: DocumentsFixture;
type Term = { id: number; code: string; basis: 'invoice_date' | 'end_of_month'; days: number[] };
let terms: Map<string, Term>;
let betaTerm: Term;
const today = todayIn();
const year = today.slice(0, 4);

const termsOf = async (headers: DocumentsFixture['alfa']) =>
  new Map<string, Term>(
    (await api(f.t, headers).get('/payment-terms?perPage=100'))
      .json()
      .items.map((term: Term) => [term.code, term]),
  );
const row = (unit_price: string) => ({
  description: 'Servizio',
  quantity: '1',
  unit_price,
  vat_rate: '22',
});
type Due = { due_date: string; amount: string };
const expected = (term: Term, date: string, total: string): Due[] =>
  dueDates(term, date, total).map((due) => ({ due_date: due.date, amount: due.amount }));

beforeAll(async () => {
  f = await documentsFixture();
  terms = await termsOf(f.alfa);
  betaTerm = (await termsOf(f.beta)).get('BB30DF')!;
});
afterAll(() => f.t.close());

describe('due dates', () => {
  it('takes the customer’s term when left out, and stores the due dates of term, date and total', async () => {
    const a = api(f.t, f.alfa);
    const customer = (await a.get(`/customers/${f.alfaCustomers[1]}`)).json().item;
    expect(customer.payment_terms).toEqual(expect.any(Number));
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: customer.id,
      document_date: `${year}-01-15`,
      rows: [row('100')],
    });
    expect(invoice.payment_term_id).toBe(customer.payment_terms);
    const term = [...terms.values()].find((t) => t.id === customer.payment_terms)!;
    expect(invoice.due_dates).toEqual(expected(term, invoice.document_date, invoice.total));
  });

  it('recomputes them when a row, the date or the term changes, and clears them without a term', async () => {
    const a = api(f.t, f.alfa);
    const riba = terms.get('RB306090FM')!;
    let doc = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
      document_date: `${year}-01-31`,
      payment_term_id: riba.id,
      rows: [row('100')],
    });
    expect(doc.due_dates).toEqual(expected(riba, `${year}-01-31`, '122.00'));
    expect(doc.due_dates.map((d: Due) => d.amount)).toEqual(['40.66', '40.66', '40.68']);

    const added = await a.post(`/documents/${doc.id}/rows`, row('0.01'));
    expect(added.statusCode, added.body).toBe(201);
    doc = added.json().document;
    expect(doc.total).toBe('122.01');
    expect(doc.due_dates).toEqual(expected(riba, `${year}-01-31`, '122.01'));

    const header = { customer_id: doc.customer_id };
    const moved = await a.put(`/documents/${doc.id}`, {
      ...header,
      document_date: `${year}-02-10`,
      version: doc.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    doc = moved.json().item;
    expect(doc.payment_term_id).toBe(riba.id);
    expect(doc.due_dates).toEqual(expected(riba, `${year}-02-10`, '122.01'));

    const direct = terms.get('RD')!;
    doc = (
      await a.put(`/documents/${doc.id}`, {
        ...header,
        document_date: doc.document_date,
        payment_term_id: direct.id,
        version: doc.version,
      })
    ).json().item;
    expect(doc.due_dates).toEqual([{ due_date: `${year}-02-10`, amount: '122.01' }]);

    const none = await a.put(`/documents/${doc.id}`, {
      ...header,
      document_date: doc.document_date,
      payment_term_id: null,
      version: doc.version,
    });
    expect(none.json().item).toMatchObject({ payment_term_id: null, due_dates: [], status: 0 });
  });

  it('gives orders a term but no due dates, and keeps the term on conversion', async () => {
    const a = api(f.t, f.alfa);
    const term = terms.get('BB60DF')!;
    const order = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[2],
      payment_term_id: term.id,
      document_date: today,
      rows: [row('50')],
    });
    expect(order).toMatchObject({ payment_term_id: term.id, due_dates: [] });
    const invoice = (
      await a.post(`/documents/${order.id}/convert`, { type: 'invoice', document_date: today })
    ).json().item;
    expect(invoice.payment_term_id).toBe(term.id);
    expect(invoice.due_dates).toEqual(expected(term, today, invoice.total));
    const sum = invoice.due_dates.reduce((s: Decimal, d: Due) => s.plus(d.amount), new Decimal(0));
    expect(sum.toFixed(2)).toBe(invoice.total);
  });

  it('prints the term and the due dates on the invoice’s PDF', async () => {
    const riba = terms.get('RB3060FM')!;
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
      document_date: `${year}-01-31`,
      payment_term_id: riba.id,
      rows: [row('100')],
    });
    const response = await api(f.t, f.alfa).get(`/documents/${invoice.id}/pdf`);
    const text = (await pdfPages(response.rawPayload)).join('\n');
    expect(text).toContain('RiBa 30/60 gg f.m. · RiBa');
    expect(text).toMatch(new RegExp(`28/02/${year}\\s+61,00 €`));
    expect(text).toMatch(new RegExp(`31/03/${year}\\s+61,00 €`));
  });

  it('keeps a term that customers or documents use from being deleted (409)', async () => {
    const a = api(f.t, f.alfa);
    const used = terms.get('BB30DF')!;
    const response = await a.del(`/payment-terms/${used.id}`);
    expect(response.statusCode).toBe(409);
    // Saying what uses it (issue 33 point 8).
    expect(response.json().message).toMatch(
      /^These payment terms are (assigned to customers|used by documents)/,
    );
    expect((await a.get(`/payment-terms/${used.id}`)).statusCode).toBe(200);
  });

  it('refuses another company’s term or a term that does not exist (400)', async () => {
    const a = api(f.t, f.alfa);
    for (const payment_term_id of [betaTerm.id, 999999]) {
      const response = await a.post('/documents', {
        type: 'invoice',
        customer_id: f.alfaCustomers[0],
        document_date: today,
        payment_term_id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ payment_term_id: 'Choose a value from the list' });
    }
  });
});

describe('overdue, derived from the due dates', () => {
  let overdue: { id: number; version: number; customer_id: number; document_date: string };
  let current: typeof overdue;

  beforeAll(async () => {
    // Due on its date (RD) and issued on the last day of last year: past whatever today is,
    // and after the series' last issued date (the demo's stop before 31 December).
    overdue = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[3],
      document_date: `${Number(year) - 1}-12-31`,
      payment_term_id: terms.get('RD')!.id,
      rows: [row('10')],
    });
    current = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[3],
      document_date: today,
      payment_term_id: terms.get('BB60DF')!.id,
      rows: [row('10')],
    });
    // Only an issued invoice is overdue (a draft is not an invoice yet).
    overdue = await issueDocument(f.t, f.alfa, overdue.id, overdue.document_date);
    current = await issueDocument(f.t, f.alfa, current.id);
  });

  const listed = async (query: string, headers = f.alfa) =>
    (await api(f.t, headers).get(`/documents?type=invoice&perPage=100&${query}`))
      .json()
      .items.map((d: { id: number }) => d.id);

  it('answers status 3 on show and list when unpaid and the first due date is past', async () => {
    const a = api(f.t, f.alfa);
    const shown = (await a.get(`/documents/${overdue.id}`)).json().document;
    expect(shown).toMatchObject({ status: 3, allowed_statuses: [] });
    expect((await a.get(`/documents/${current.id}`)).json().document.status).toBe(0);
    expect(await listed('status=3')).toContain(overdue.id);
    expect(await listed('status=3')).not.toContain(current.id);
    expect(await listed('status=0')).toContain(current.id);
    expect(await listed('status=0')).not.toContain(overdue.id);
    expect(await listed('status=0,3')).toEqual(expect.arrayContaining([overdue.id, current.id]));
    const all = (await a.get('/documents?type=invoice&status=3&perPage=100')).json().items;
    expect(all.every((d: { status: number }) => d.status === 3)).toBe(true);
    // Orders keep their own status 3 (in progress).
    const orders = (await a.get('/documents?type=order&status=3')).json().items;
    expect(orders.every((d: { type: string; status: number }) => d.status === 3)).toBe(true);
  });

  it('refuses overdue set by hand (400), takes it back unchanged from a form, clears it when paid', async () => {
    const a = api(f.t, f.alfa);
    const header = (doc: typeof overdue) => ({
      customer_id: doc.customer_id,
      document_date: doc.document_date,
    });
    const refused = await a.put(`/documents/${current.id}`, {
      ...header(current),
      status: 3,
      version: current.version,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message:
        '"Overdue" is not set by hand: a document is overdue when it is not paid and its first due date has passed',
      errors: { status: 'Choose a value from the list' },
    });
    const created = await a.post('/documents', {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
      document_date: today,
      status: 3,
    });
    expect(created.statusCode).toBe(400);

    const version = (await a.get(`/documents/${overdue.id}`)).json().document.version;
    const kept = await a.put(`/documents/${overdue.id}`, {
      ...header(overdue),
      status: 3,
      version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().item.status).toBe(3);
    const paying = await a.put(`/documents/${overdue.id}`, {
      ...header(overdue),
      status: 1,
      version: kept.json().item.version,
    });
    expect(paying.statusCode).toBe(409);
    // Paid by a payment of its instalments (collections.test.ts), not by hand.
    const open = (await a.get(`/instalments?document_id=${overdue.id}`)).json().items;
    const amount = open.reduce((sum: number, i: { open: string }) => sum + Number(i.open), 0);
    const paid = await a.post('/payments', {
      customer_id: overdue.customer_id,
      payment_date: today,
      amount: amount.toFixed(2),
      method: 'MP05',
      allocations: open.map((i: { id: number; open: string }) => ({
        instalment_id: i.id,
        amount: i.open,
      })),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await a.get(`/documents/${overdue.id}`)).json().document.status).toBe(2);
    expect(await listed('status=3')).not.toContain(overdue.id);
    expect(await listed('status=2')).toContain(overdue.id);
  });

  it('keeps each company to its own: Beta neither lists nor reads Alfa’s due dates', async () => {
    expect(await listed('status=3', f.beta)).not.toContain(overdue.id);
    expect(await listed('status=0', f.beta)).not.toContain(current.id);
    const read = await api(f.t, f.beta).get(`/documents/${current.id}`);
    expect(read.statusCode).toBe(404);
  });
});
