import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
  type Headers,
} from './documentsFixture';

let f: DocumentsFixture;
let riba: number;
let rd: number;
beforeAll(async () => {
  f = await documentsFixture();
  const terms = (await api(f.t, f.alfa).get('/payment-terms?perPage=100')).json().items;
  const term = (code: string) => terms.find((t: { code: string }) => t.code === code).id;
  riba = term('RB3060FM');
  rd = term('RD');
});
afterAll(() => f.t.close());

const today = new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

interface Instalment {
  id: number;
  position: number;
  amount: string;
  open: string;
  paid: string;
  credited: string;
  state: string;
  method: string | null;
  version: number;
  due_date: string;
  days_overdue: number;
}

/** An issued invoice (RiBa 30/60 unless told) of `customer` for `price` + 22 % VAT, and its instalments. */
async function invoice(customer = f.alfaCustomers[2], price = '100', date?: string, term = riba) {
  const draft = await createDocument(f.t, f.alfa, {
    type: 'invoice',
    customer_id: customer,
    document_date: date ?? today,
    payment_term_id: term,
    rows: [{ article_id: f.alfaArticles[1], quantity: '1', unit_price: price, vat_rate: '22' }],
  });
  const issued = await issueDocument(f.t, f.alfa, draft.id, date);
  return { doc: issued, instalments: await instalmentsOf(issued.id) };
}

async function instalmentsOf(documentId: number, headers: Headers = f.alfa) {
  const response = await api(f.t, headers).get(
    `/instalments?document_id=${documentId}&settled=true&sort=due_date`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as Instalment[];
}

const statusOf = async (id: number) =>
  (await api(f.t, f.alfa).get(`/documents/${id}`)).json().document.status as number;

const pay = (
  customer: number,
  amount: string,
  allocations: { instalment_id: number; amount: string }[],
  extra: Record<string, unknown> = {},
) =>
  api(f.t, f.alfa).post('/payments', {
    customer_id: customer,
    payment_date: today,
    amount,
    method: 'MP05',
    allocations,
    ...extra,
  });

describe('the ledger', () => {
  it('filters by overdue and bucket, and its summary adds up to its rows', async () => {
    // First in the file: the invoice's date may not precede the last one issued.
    const last = (
      await api(f.t, f.alfa).get(
        '/documents?type=invoice&issued=true&sort=document_date&order=DESC&perPage=1',
      )
    ).json().items[0].document_date as string;
    const date = last > daysAgo(45) ? last : daysAgo(45);
    expect(date < today).toBe(true);
    const { doc } = await invoice(f.alfaCustomers[4], '100', date, rd);
    const a = api(f.t, f.alfa);
    const overdue = (
      await a.get(`/instalments?overdue=true&customer_id=${doc.customer_id}&perPage=100`)
    ).json();
    const mine = overdue.items.filter(
      (i: { document: { id: number } }) => i.document.id === doc.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine.every((i: Instalment) => i.days_overdue > 0)).toBe(true);
    const summary = (await a.get(`/instalments/summary?customer_id=${doc.customer_id}`)).json();
    const all = (await a.get(`/instalments?customer_id=${doc.customer_id}&perPage=100`)).json();
    const sum = all.items.reduce((s: Decimal, i: Instalment) => s.plus(i.open), new Decimal(0));
    expect(summary.open).toBe(sum.toFixed(2));
    const bucketSum = summary.buckets.reduce(
      (s: Decimal, b: { open: string }) => s.plus(b.open),
      new Decimal(0),
    );
    expect(bucketSum.toFixed(2)).toBe(summary.open);
    const periodSum = summary.periods.reduce(
      (s: Decimal, p: { open: string }) => s.plus(p.open),
      new Decimal(0),
    );
    expect(periodSum.toFixed(2)).toBe(summary.open);
    for (const bucket of summary.buckets) {
      const listed = (
        await a.get(
          `/instalments?customer_id=${doc.customer_id}&bucket=${bucket.bucket}&perPage=100`,
        )
      ).json();
      expect(listed.items.length).toBe(bucket.count);
    }
    expect((await a.get('/instalments?bucket=later')).statusCode).toBe(400);
    expect((await a.get('/instalments?state=lost')).statusCode).toBe(400);
  });

  it('sums by week, each period the Monday of its due dates, and by month', async () => {
    const customer = f.alfaCustomers[5];
    // RiBa 30/60 end of month and a transfer due today: due dates weeks apart.
    await invoice(customer, '100');
    await invoice(customer, '40', undefined, rd);
    const a = api(f.t, f.alfa);
    const listed = (await a.get(`/instalments?customer_id=${customer}&perPage=500`)).json();
    expect(listed.total).toBeLessThan(500);
    const expected = new Map<string, { count: number; open: Decimal }>();
    for (const i of listed.items as Instalment[]) {
      const day = new Date(`${i.due_date}T00:00:00Z`);
      const monday = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
      const key = monday.toISOString().slice(0, 10);
      const found = expected.get(key) ?? { count: 0, open: new Decimal(0) };
      expected.set(key, { count: found.count + 1, open: found.open.plus(i.open) });
    }
    expect(expected.size).toBeGreaterThan(1);
    const weeks = (await a.get(`/instalments/summary?customer_id=${customer}&group=week`)).json()
      .periods as { period: string; count: number; open: string }[];
    for (const week of weeks) {
      expect(new Date(`${week.period}T00:00:00Z`).getUTCDay(), week.period).toBe(1);
    }
    expect(weeks).toEqual(
      [...expected.keys()].sort().map((period) => ({
        period,
        count: expected.get(period)!.count,
        open: expected.get(period)!.open.toFixed(2),
      })),
    );
    const months = (await a.get(`/instalments/summary?customer_id=${customer}&group=month`)).json()
      .periods as { period: string; count: number }[];
    expect(months.every((m) => m.period.endsWith('-01'))).toBe(true);
    expect(months.reduce((sum, m) => sum + m.count, 0)).toBe(listed.total);
    expect((await a.get('/instalments/summary?group=day')).statusCode).toBe(400);
  });
});

describe('instalments', () => {
  it('are the due dates of an issued invoice, with its method, and give its status', async () => {
    const { doc, instalments } = await invoice();
    expect(instalments.map((i) => i.amount)).toEqual(
      doc.due_dates.map((d: { amount: string }) => d.amount),
    );
    expect(instalments.map((i) => i.due_date)).toEqual(
      doc.due_dates.map((d: { due_date: string }) => d.due_date),
    );
    expect(instalments.every((i) => i.method === 'MP12' && i.state === 'open')).toBe(true);
    expect(instalments.map((i) => i.position)).toEqual([1, 2]);
    expect(await statusOf(doc.id)).toBe(0);
  });

  it('are none for a draft', async () => {
    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[2],
      document_date: today,
      payment_term_id: riba,
      rows: [{ article_id: f.alfaArticles[1], quantity: '1', unit_price: '10' }],
    });
    expect(await instalmentsOf(draft.id)).toEqual([]);
  });

  it('refuses a payment status set by hand: it follows the payments', async () => {
    const { doc } = await invoice();
    const response = await api(f.t, f.alfa).put(`/documents/${doc.id}`, {
      customer_id: doc.customer_id,
      document_date: doc.document_date,
      status: 2,
      version: doc.version,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toHaveProperty('status');
    expect(await statusOf(doc.id)).toBe(0);
  });
});

describe('payments', () => {
  it('settle instalments in part and in full, the document following, the rest as credit', async () => {
    const {
      doc,
      instalments: [first, second],
    } = await invoice();
    const partial = await pay(doc.customer_id, '10', [{ instalment_id: first.id, amount: '10' }]);
    expect(partial.statusCode, partial.body).toBe(201);
    let [one, two] = await instalmentsOf(doc.id);
    expect(one).toMatchObject({ state: 'partly_paid', paid: '10.00' });
    expect(one.open).toBe(new Decimal(first.amount).minus(10).toFixed(2));
    expect(await statusOf(doc.id)).toBe(1);

    const rest = new Decimal(one.open).plus(second.open);
    const more = rest.plus(25).toFixed(2);
    const full = await pay(doc.customer_id, more, [
      { instalment_id: first.id, amount: one.open },
      { instalment_id: second.id, amount: second.open },
    ]);
    expect(full.statusCode, full.body).toBe(201);
    expect(full.json().item).toMatchObject({ allocated: rest.toFixed(2), unallocated: '25.00' });
    expect(full.json().item.allocations).toHaveLength(2);
    [one, two] = await instalmentsOf(doc.id);
    expect([one.state, two.state]).toEqual(['paid', 'paid']);
    expect([one.open, two.open]).toEqual(['0.00', '0.00']);
    expect(await statusOf(doc.id)).toBe(2);
    // Settled: not in the ledger any more, unless asked.
    const open = (await api(f.t, f.alfa).get(`/instalments?document_id=${doc.id}`)).json();
    expect(open.items).toEqual([]);
    const credit = (
      await api(f.t, f.alfa).get(`/payments?customer_id=${doc.customer_id}&credit=true`)
    ).json();
    expect(credit.items.map((p: { id: number }) => p.id)).toContain(full.json().item.id);
  });

  it('refuses more than what is open, or than the payment, naming the allocation', async () => {
    const {
      doc,
      instalments: [first],
    } = await invoice();
    const over = new Decimal(first.open).plus('0.01').toFixed(2);
    const tooMuch = await pay(doc.customer_id, over, [{ instalment_id: first.id, amount: over }]);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors).toHaveProperty(['allocations.0.amount']);
    const beyond = await pay(doc.customer_id, '5', [{ instalment_id: first.id, amount: '6' }]);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().errors).toHaveProperty('allocations');
    const twice = await pay(doc.customer_id, '5', [
      { instalment_id: first.id, amount: '1' },
      { instalment_id: first.id, amount: '1' },
    ]);
    expect(twice.statusCode).toBe(400);
    // Nothing was recorded by the refusals.
    expect((await instalmentsOf(doc.id))[0].paid).toBe('0.00');
  });

  it('refuses instalments of another customer and of another company', async () => {
    const {
      instalments: [first],
    } = await invoice(f.alfaCustomers[2]);
    const other = await pay(f.alfaCustomers[3], '1', [{ instalment_id: first.id, amount: '1' }]);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({
      'allocations.0.instalment_id': 'Choose a value from the list',
    });
    const beta = await api(f.t, f.beta).post('/payments', {
      customer_id: f.betaCustomers[0],
      payment_date: today,
      amount: '1',
      method: 'MP05',
      allocations: [{ instalment_id: first.id, amount: '1' }],
    });
    expect(beta.statusCode).toBe(400);
    const after = (await api(f.t, f.alfa).get(`/instalments/${first.id}`)).json().item;
    expect(after.paid).toBe('0.00');
  });

  it('refuses a date after today, an unknown bank account, no amount and a bad method', async () => {
    const future = await pay(f.alfaCustomers[2], '1', [], { payment_date: '2999-01-01' });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors).toHaveProperty('payment_date');
    const bank = await pay(f.alfaCustomers[2], '1', [], { bank_account_id: 999999 });
    expect(bank.statusCode).toBe(400);
    expect(bank.json().errors).toHaveProperty('bank_account_id');
    const zero = await pay(f.alfaCustomers[2], '0', []);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().errors).toEqual({ amount: 'Enter an amount greater than zero' });
    const method = await pay(f.alfaCustomers[2], '1', [], { method: 'MP99' });
    expect(method.statusCode).toBe(400);
    expect(method.json().errors).toHaveProperty('method');
  });

  it('is reversed, never edited: its allocations reopen, and it stays as reversed', async () => {
    const {
      doc,
      instalments: [first],
    } = await invoice();
    const made = (
      await pay(doc.customer_id, first.open, [{ instalment_id: first.id, amount: first.open }])
    ).json().item;
    expect((await instalmentsOf(doc.id))[0].state).toBe('paid');
    const a = api(f.t, f.alfa);
    expect((await a.post(`/payments/${made.id}/reverse`, {})).statusCode).toBe(400);
    const reversed = await a.post(`/payments/${made.id}/reverse`, { reason: 'Bonifico respinto' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().item).toMatchObject({
      reversal_reason: 'Bonifico respinto',
      unallocated: '0.00',
    });
    expect(reversed.json().item.reversed_at).toEqual(expect.any(String));
    const [back] = await instalmentsOf(doc.id);
    expect(back).toMatchObject({ state: 'open', paid: '0.00', open: first.open });
    expect(await statusOf(doc.id)).toBe(0);
    expect((await a.post(`/payments/${made.id}/reverse`, { reason: 'again' })).statusCode).toBe(
      409,
    );
    const allocate = await a.post(`/payments/${made.id}/allocations`, {
      allocations: [{ instalment_id: first.id, amount: '1' }],
    });
    expect(allocate.statusCode).toBe(409);
    expect((await a.put(`/payments/${made.id}`, { amount: '1' })).statusCode).toBe(404);
  });

  it('leaves credit that a later allocation uses', async () => {
    const {
      doc,
      instalments: [first],
    } = await invoice();
    const made = (await pay(doc.customer_id, '50', [])).json().item;
    expect(made).toMatchObject({ allocated: '0.00', unallocated: '50.00' });
    const used = await api(f.t, f.alfa).post(`/payments/${made.id}/allocations`, {
      allocations: [{ instalment_id: first.id, amount: '20' }],
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json().item).toMatchObject({ allocated: '20.00', unallocated: '30.00' });
    expect((await instalmentsOf(doc.id))[0].paid).toBe('20.00');
  });

  it('never over-allocates an instalment when two payments race for it', async () => {
    const {
      doc,
      instalments: [first],
    } = await invoice();
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        pay(doc.customer_id, first.open, [{ instalment_id: first.id, amount: first.open }]),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const [after] = await instalmentsOf(doc.id);
    expect(after).toMatchObject({ paid: first.open, open: '0.00', state: 'paid' });
  });
});

describe('write-off', () => {
  it('settles a small difference with a reason; a stale version or nothing open is a 409', async () => {
    const {
      doc,
      instalments: [first],
    } = await invoice();
    const short = new Decimal(first.open).minus('0.03').toFixed(2);
    await pay(doc.customer_id, short, [{ instalment_id: first.id, amount: short }]);
    const [partly] = await instalmentsOf(doc.id);
    const a = api(f.t, f.alfa);
    expect(
      (await a.post(`/instalments/${first.id}/write-off`, { version: partly.version })).statusCode,
    ).toBe(400);
    const stale = await a.post(`/instalments/${first.id}/write-off`, {
      reason: 'Arrotondamento',
      version: first.version,
    });
    expect(stale.statusCode).toBe(409);
    const written = await a.post(`/instalments/${first.id}/write-off`, {
      reason: 'Arrotondamento',
      version: partly.version,
    });
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().item).toMatchObject({
      state: 'paid',
      written_off: '0.03',
      open: '0.00',
      write_off_reason: 'Arrotondamento',
    });
    const again = await a.post(`/instalments/${first.id}/write-off`, {
      reason: 'Arrotondamento',
      version: written.json().item.version,
    });
    expect(again.statusCode).toBe(409);
  });

  it('says written off when a write-off alone closed it', async () => {
    const {
      instalments: [first],
    } = await invoice();
    const written = await api(f.t, f.alfa).post(`/instalments/${first.id}/write-off`, {
      reason: 'Credito inesigibile',
      version: first.version,
    });
    expect(written.json().item.state).toBe('written_off');
  });
});

describe('credit notes', () => {
  it('reduce what the invoice owes, latest instalment first, the rest as credit', async () => {
    const {
      doc,
      instalments: [first, second],
    } = await invoice(f.alfaCustomers[2], '200');
    // 50 + VAT = 61.00 off the invoice.
    const note = await createDocument(f.t, f.alfa, {
      type: 'credit-note',
      customer_id: doc.customer_id,
      document_date: today,
      related_document_id: doc.id,
      rows: [{ article_id: f.alfaArticles[1], quantity: '1', unit_price: '50', vat_rate: '22' }],
    });
    const issued = await issueDocument(f.t, f.alfa, note.id);
    const [one, two] = await instalmentsOf(doc.id);
    expect(one.credited).toBe('0.00');
    expect(two).toMatchObject({ credited: '61.00', state: 'partly_paid' });
    expect(two.open).toBe(new Decimal(second.amount).minus(61).toFixed(2));
    expect(one.open).toBe(first.open);
    expect(await statusOf(doc.id)).toBe(1);
    expect(await statusOf(issued.id)).toBe(2);
    const credits = (
      await api(f.t, f.alfa).get(`/payments?credit_note=true&customer_id=${doc.customer_id}`)
    ).json();
    const credit = credits.items.find(
      (p: { credit_note: { id: number } | null }) => p.credit_note?.id === issued.id,
    );
    expect(credit).toMatchObject({ amount: '61.00', allocated: '61.00', method: null });
    const reverse = await api(f.t, f.alfa).post(`/payments/${credit.id}/reverse`, { reason: 'x' });
    expect(reverse.statusCode).toBe(409);
  });
});

describe('the ledger, across companies', () => {
  it('keeps each company to its own', async () => {
    const {
      doc,
      instalments: [first],
    } = await invoice();
    const made = (
      await pay(doc.customer_id, '1', [{ instalment_id: first.id, amount: '1' }])
    ).json().item;
    const b = api(f.t, f.beta);
    expect((await b.get(`/instalments/${first.id}`)).statusCode).toBe(404);
    expect((await b.get(`/payments/${made.id}`)).statusCode).toBe(404);
    expect((await b.post(`/payments/${made.id}/reverse`, { reason: 'x' })).statusCode).toBe(404);
    expect(
      (
        await b.post(`/payments/${made.id}/allocations`, {
          allocations: [{ instalment_id: first.id, amount: '1' }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await b.post(`/instalments/${first.id}/write-off`, { reason: 'x', version: 1 })).statusCode,
    ).toBe(404);
    expect(await instalmentsOf(doc.id, f.beta)).toEqual([]);
    const listed = (await b.get('/payments?perPage=100'))
      .json()
      .items.map((p: { id: number }) => p.id);
    expect(listed).not.toContain(made.id);
  });
});
