import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdftotext } from '../support/pdftotext';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';

let f: DocumentsFixture;
let riba: number;
let customer: number;
beforeAll(async () => {
  f = await documentsFixture();
  const terms = (await api(f.t, f.alfa).get('/payment-terms?perPage=100')).json().items;
  riba = terms.find((t: { code: string }) => t.code === 'RB3060FM').id;
  customer = f.alfaCustomers[4];
});
afterAll(() => f.t.close());

const today = new Date().toISOString().slice(0, 10);

interface Line {
  kind: string;
  debit: string;
  credit: string;
  balance: string;
  document: { id: number } | null;
}

const statementOf = async (query = '') => {
  const response = await api(f.t, f.alfa).get(`/customers/${customer}/statement${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().item;
};

/** "1.234,56 €" / "1.234,56 €" -> the decimal string */
const euro = (value: string) =>
  new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true })
    .format(Number(value))
    .replace(/\s/g, ' ');

describe('the customer statement', () => {
  it('brings forward, adds each movement and ends at what the ledger has open less credit', async () => {
    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: customer,
      document_date: today,
      payment_term_id: riba,
      rows: [{ article_id: f.alfaArticles[1], quantity: '1', unit_price: '500', vat_rate: '22' }],
    });
    const doc = await issueDocument(f.t, f.alfa, draft.id);
    const instalments = (
      await api(f.t, f.alfa).get(`/instalments?document_id=${doc.id}&sort=due_date`)
    ).json().items;
    const paid = await api(f.t, f.alfa).post('/payments', {
      customer_id: customer,
      payment_date: today,
      amount: '150',
      method: 'MP05',
      allocations: [{ instalment_id: instalments[0].id, amount: '100' }],
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const all = await statementOf('?date_from=2000-01-01');
    expect(all.opening_balance).toBe('0.00');
    const mine = all.lines.filter((l: Line) => l.document?.id === doc.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].debit).toBe(
      instalments
        .reduce((s: Decimal, i: { amount: string }) => s.plus(i.amount), new Decimal(0))
        .toFixed(2),
    );
    expect(all.lines.at(-1)).toMatchObject({ kind: 'payment', credit: '150.00' });
    // Each balance is the one before plus debit less credit.
    let running = new Decimal(all.opening_balance);
    for (const line of all.lines as Line[]) {
      running = running.plus(line.debit).minus(line.credit);
      expect(line.balance).toBe(running.toFixed(2));
    }
    expect(all.closing_balance).toBe(running.toFixed(2));
    // What the ledger has open, less the 50 € not allocated.
    const summary = (
      await api(f.t, f.alfa).get(`/instalments/summary?customer_id=${customer}`)
    ).json();
    const credit = (
      await api(f.t, f.alfa).get(`/payments?customer_id=${customer}&credit=true&perPage=100`)
    )
      .json()
      .items.reduce(
        (s: Decimal, p: { unallocated: string }) => s.plus(p.unallocated),
        new Decimal(0),
      );
    expect(all.closing_balance).toBe(new Decimal(summary.open).minus(credit).toFixed(2));
    expect(all.open).toBe(new Decimal(summary.open).toFixed(2));

    // A period from today brings the rest forward.
    const recent = await statementOf(`?date_from=${today}`);
    expect(recent.closing_balance).toBe(all.closing_balance);
    const before = all.lines.filter((l: { date: string }) => l.date < today);
    expect(recent.opening_balance).toBe(before.length ? before.at(-1).balance : '0.00');
  });

  it('prints in the customer’s language, with the API’s figures', async () => {
    const item = await statementOf('?date_from=2000-01-01');
    const italian = await api(f.t, f.alfa).get(
      `/customers/${customer}/statement/pdf?date_from=2000-01-01&locale=it`,
    );
    expect(italian.headers['content-type']).toBe('application/pdf');
    const text = await pdftotext(italian.rawPayload);
    expect(text).toContain('Estratto conto');
    expect(text).toContain(`Saldo al`);
    expect(text).toContain(euro(item.closing_balance));
    expect(text).toContain(euro(item.open));
    await f.t.pool.query("update customers set language = 'de' where id = $1", [customer]);
    const german = await api(f.t, f.alfa).get(`/customers/${customer}/statement/pdf`);
    const words = await pdftotext(german.rawPayload);
    expect(words).toContain('Kontoauszug');
  });

  it("another company's customer is a 404", async () => {
    expect((await api(f.t, f.beta).get(`/customers/${customer}/statement`)).statusCode).toBe(404);
    expect((await api(f.t, f.beta).get(`/customers/${customer}/statement/pdf`)).statusCode).toBe(
      404,
    );
  });
});
