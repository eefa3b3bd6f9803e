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
beforeAll(async () => {
  f = await documentsFixture();
  const terms = (await api(f.t, f.alfa).get('/payment-terms?perPage=100')).json().items;
  riba = terms.find((t: { code: string }) => t.code === 'RB3060FM').id;
});
afterAll(() => f.t.close());

const today = new Date().toISOString().slice(0, 10);

interface Item {
  instalment_id: number;
  open: string;
  interest: string;
  days_late: number;
  document: { id: number };
}

/**
 * An invoice of 500 + 22 % to `customer` on RiBa 30/60 (two instalments of 305,00), its
 * instalments then moved to the due dates given, as if time had passed since.
 */
async function invoiceDue(customer: number, dues: string[]) {
  const draft = await createDocument(f.t, f.alfa, {
    type: 'invoice',
    customer_id: customer,
    document_date: today,
    payment_term_id: riba,
    rows: [{ article_id: f.alfaArticles[1], quantity: '1', unit_price: '500', vat_rate: '22' }],
  });
  const doc = await issueDocument(f.t, f.alfa, draft.id);
  const items = (await api(f.t, f.alfa).get(`/instalments?document_id=${doc.id}&sort=due_date`))
    .json()
    .items.map((i: { id: number }) => i.id) as number[];
  for (const [k, due] of dues.entries()) {
    await f.t.pool.query('update instalments set due_date = $1 where id = $2', [due, items[k]]);
  }
  return { doc, instalments: items };
}

const preview = (customer: number, query: string) =>
  api(f.t, f.alfa).get(`/customers/${customer}/reminders/preview?${query}`);

describe('reminders', () => {
  it('lists what is overdue with D.Lgs. 231/2002 interest per half-year, and the 40 € per invoice', async () => {
    const customer = f.alfaCustomers[0];
    const { doc, instalments } = await invoiceDue(customer, ['2025-06-20', '2025-08-31']);
    const response = await preview(customer, 'level=1&date=2025-07-10&flat_compensation=true');
    expect(response.statusCode, response.body).toBe(200);
    const reminder = response.json().item;
    const mine = reminder.items.filter((i: Item) => i.document.id === doc.id);
    // Only the first is past due on 10 July.
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ instalment_id: instalments[0], open: '305.00', days_late: 20 });
    // 21-30 June at 3,15 + 8 = 11,15 %, 1-10 July at 2,15 + 8 = 10,15 %, over 365 days.
    const expected = new Decimal(305).times(11.15 * 10 + 10.15 * 10).div(36_500);
    expect(mine[0].interest).toBe(expected.toFixed(2));
    expect(mine[0].interest).toBe('1.78');
    expect(reminder.rates).toEqual([
      { from: '2025-01-01', rate: '11.15', missing: false },
      { from: '2025-07-01', rate: '10.15', missing: false },
    ]);
    expect(reminder).toMatchObject({ id: null, interest_applies: true, pay_by: '2025-07-20' });
    const sum = (key: 'open' | 'interest') =>
      reminder.items.reduce((s: Decimal, i: Item) => s.plus(i[key]), new Decimal(0)).toFixed(2);
    expect(reminder.open).toBe(sum('open'));
    expect(reminder.interest).toBe(sum('interest'));
    const invoices = new Set(reminder.items.map((i: Item) => i.document.id)).size;
    expect(reminder.compensation).toBe(new Decimal(40).times(invoices).toFixed(2));
    expect(reminder.total).toBe(
      new Decimal(reminder.open).plus(reminder.interest).plus(reminder.compensation).toFixed(2),
    );
  });

  it('is logged on the customer and on its instalments, and prints in the customer’s language', async () => {
    const customer = f.alfaCustomers[1];
    const { doc, instalments } = await invoiceDue(customer, ['2025-09-15', '2025-10-15']);
    const created = await api(f.t, f.alfa).post(`/customers/${customer}/reminders`, {
      level: 2,
      date: '2025-10-01',
    });
    expect(created.statusCode, created.body).toBe(201);
    const reminder = created.json().item;
    expect(reminder).toMatchObject({ level: 2, date: '2025-10-01', pay_by: '2025-10-11' });
    expect(reminder.id).toBeGreaterThan(0);

    const listed = (await api(f.t, f.alfa).get(`/customers/${customer}/reminders`)).json().items;
    expect(listed.map((r: { id: number }) => r.id)).toContain(reminder.id);
    const first = (await api(f.t, f.alfa).get(`/instalments/${instalments[0]}`)).json().item;
    expect(first.last_reminder).toEqual({ level: 2, date: '2025-10-01' });
    const second = (await api(f.t, f.alfa).get(`/instalments/${instalments[1]}`)).json().item;
    expect(second.last_reminder).toBeNull();

    // An earlier letter written afterwards does not hide the later one.
    const older = await api(f.t, f.alfa).post(`/customers/${customer}/reminders`, {
      level: 1,
      date: '2025-09-20',
    });
    expect(older.statusCode, older.body).toBe(201);
    const again = (await api(f.t, f.alfa).get(`/instalments/${instalments[0]}`)).json().item;
    expect(again.last_reminder).toEqual({ level: 2, date: '2025-10-01' });

    // The letter, read back by poppler: the level's subject and the API's figures.
    const pdf = await api(f.t, f.alfa).get(`/reminders/${reminder.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdftotext(pdf.rawPayload);
    const euro = (v: string) =>
      new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' })
        .format(Number(v))
        .replace(/\s/g, ' ');
    expect(text).toContain('Secondo sollecito di pagamento');
    expect(text).toContain('entro il 11/10/2025');
    expect(text).toContain('D.Lgs. 231/2002');
    expect(text).toContain(euro(reminder.total));
    expect(text).toContain(euro(reminder.interest));
    const item = reminder.items.find((i: Item) => i.document.id === doc.id);
    expect(text).toContain(euro(item.interest));

    // In German for a customer who reads German (the language when the letter was written).
    await f.t.pool.query(`update customers set language = 'de' where id = $1`, [customer]);
    const german = await api(f.t, f.alfa).post(`/customers/${customer}/reminders`, {
      level: 3,
      date: '2025-10-02',
    });
    expect(german.json().item.locale).toBe('de');
    const deText = await pdftotext(
      (await api(f.t, f.alfa).get(`/reminders/${german.json().item.id}/pdf`)).rawPayload,
    );
    expect(deText).toContain('Letzte Mahnung und Inverzugsetzung');
    expect(deText).toContain('Verzugszinsen');
  });

  it('claims no interest nor compensation from a consumer', async () => {
    const person = f.alfaCustomers[7];
    const kind = (await api(f.t, f.alfa).get(`/customers/${person}`)).json().item;
    expect(kind.general.is_person).toBe(true);
    await invoiceDue(person, ['2025-03-10', '2025-04-10']);
    const reminder = (
      await preview(person, 'level=1&date=2025-05-01&flat_compensation=true')
    ).json().item;
    expect(reminder.interest_applies).toBe(false);
    expect(reminder.interest).toBe('0.00');
    expect(reminder.compensation).toBe('0.00');
    expect(reminder.total).toBe(reminder.open);
    expect(reminder.rates).toEqual([]);
  });

  it('refuses a future date, an unknown level, and a customer with nothing overdue', async () => {
    const customer = f.alfaCustomers[2];
    const future = await preview(customer, 'level=1&date=2999-01-01');
    expect(future.statusCode).toBe(400);
    expect(Object.keys(future.json().errors)).toEqual(['date']);
    const level = await api(f.t, f.alfa).post(`/customers/${customer}/reminders`, { level: 4 });
    expect(level.statusCode).toBe(400);
    expect(Object.keys(level.json().errors)).toEqual(['level']);
    const deadline = await preview(customer, 'level=1&deadline_days=120');
    expect(Object.keys(deadline.json().errors)).toEqual(['deadline_days']);
    const nothing = await preview(customer, 'level=1&date=2000-01-01');
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toMatch(/has nothing overdue on 01\/01\/2000/);
  });

  it('flags a half-year missing from the rates table, and uses it once added', async () => {
    const customer = f.alfaCustomers[3];
    await invoiceDue(customer, ['2026-06-25', '2026-12-31']);
    const before = (await preview(customer, 'level=1&date=2026-07-05')).json().item;
    expect(before.rates).toContainEqual({ from: '2026-01-01', rate: '10.15', missing: false });
    // No row for H2 2026 yet: its days run at the latest rate known, flagged.
    expect(before.rates).toContainEqual({ from: '2026-07-01', rate: '10.15', missing: true });

    const rates = api(f.t, f.alfa);
    const wrong = await rates.post('/late-interest-rates', {
      valid_from: '2026-03-01',
      reference_rate: '2.15',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors)).toEqual(['valid_from']);
    const added = await rates.post('/late-interest-rates', {
      valid_from: '2026-07-01',
      reference_rate: '2,40',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(Number(added.json().item.reference_rate)).toBe(2.4);
    expect(Number(added.json().item.points)).toBe(8);
    const twice = await rates.post('/late-interest-rates', {
      valid_from: '2026-07-01',
      reference_rate: '2.15',
    });
    expect(twice.statusCode).toBe(409);
    expect(Object.keys(twice.json().errors)).toEqual(['valid_from']);

    const after = (await preview(customer, 'level=1&date=2026-07-05')).json().item;
    expect(after.rates).toContainEqual({ from: '2026-07-01', rate: '10.40', missing: false });
  });

  it('keeps each company’s reminders and rates to itself', async () => {
    const customer = f.alfaCustomers[4];
    await invoiceDue(customer, ['2025-11-10', '2025-12-10']);
    const created = (
      await api(f.t, f.alfa).post(`/customers/${customer}/reminders`, {
        level: 1,
        date: '2025-11-20',
      })
    ).json().item;
    const beta = api(f.t, f.beta);
    for (const url of [
      `/reminders/${created.id}`,
      `/reminders/${created.id}/pdf`,
      `/customers/${customer}/reminders`,
      `/customers/${customer}/reminders/preview?level=1`,
    ]) {
      expect((await beta.get(url)).statusCode, url).toBe(404);
    }
    expect((await beta.post(`/customers/${customer}/reminders`, { level: 1 })).statusCode).toBe(
      404,
    );
    const rates = await api(f.t, f.alfa).get('/late-interest-rates?perPage=1');
    expect(rates.statusCode, rates.body).toBe(200);
    const alfaRate = rates.json().items[0];
    expect((await beta.get(`/late-interest-rates/${alfaRate.id}`)).statusCode).toBe(404);
    expect(
      (
        await beta.put(`/late-interest-rates/${alfaRate.id}`, {
          valid_from: alfaRate.valid_from,
          reference_rate: '9',
          version: alfaRate.version,
        })
      ).statusCode,
    ).toBe(404);
    expect((await beta.del(`/late-interest-rates/${alfaRate.id}`)).statusCode).toBe(404);
  });
});
