import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, documentsFixture, type DocumentsFixture } from './documentsFixture';
import { billedItems, confirmedDdt, invoiceOf, order, type Ddt } from './deferredFixture';

let f: DocumentsFixture;
let a: ReturnType<typeof api>;
let b: ReturnType<typeof api>;
/** Two customers of Alfa: the first with two DDTs in March 2025, the second with one. */
let ddt1: Ddt, ddt2: Ddt, ddt3: Ddt, outside: Ddt;
let rows: { id: number }[];

const MARCH = { from: '2025-03-01', to: '2025-03-31' };
const previewUrl = (query: Record<string, string>) =>
  `/documents/deferred-invoices?${new URLSearchParams(query)}`;

beforeAll(async () => {
  f = await documentsFixture();
  a = api(f.t, f.alfa);
  b = api(f.t, f.beta);
  const [first, second] = f.alfaCustomers;
  const o1 = await order(f.t, f.alfa, first, f.alfaArticles[0], [
    { quantity: '10', unit_price: '12.5' },
    { quantity: '4', unit_price: '100', discount: '10', vat_rate: '10' },
  ]);
  const o2 = await order(f.t, f.alfa, second, f.alfaArticles[1], [
    { quantity: '3', unit_price: '7.333' },
  ]);
  rows = o1.rows;
  // Out of date order on purpose: the invoice lists DDTs by date, then items in order.
  ddt2 = await confirmedDdt(f.t, 'Alfa S.r.l.', first, '2025-03-20', [
    { rowId: o1.rows[0].id, quantity: '6' },
  ]);
  ddt1 = await confirmedDdt(f.t, 'Alfa S.r.l.', first, '2025-03-05', [
    { rowId: o1.rows[1].id, quantity: '4' },
    { rowId: o1.rows[0].id, quantity: '4' },
  ]);
  ddt3 = await confirmedDdt(f.t, 'Alfa S.r.l.', second, '2025-03-31', [
    { rowId: o2.rows[0].id, quantity: '3' },
  ]);
  outside = await confirmedDdt(f.t, 'Alfa S.r.l.', second, '2025-04-01', [
    { rowId: o2.rows[0].id, quantity: '0.5' },
  ]);
});
afterAll(() => f.t.close());

describe('GET /api/documents/deferred-invoices (preview)', () => {
  it('lists one invoice per customer with its DDTs of the period and the totals', async () => {
    const response = await a.get(previewUrl(MARCH));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const [x, y] = [...body.items].sort((p, q) => p.customer.id - q.customer.id);
    expect(body.items).toHaveLength(2);
    // Dated the month's last day, due by the 15th after: long past.
    expect(x).toMatchObject({
      month: '2025-03',
      invoice_date: '2025-03-31',
      deadline: '2025-04-15',
      late: true,
    });
    expect(x.customer.id).toBe(f.alfaCustomers[0]);
    expect(x.customer.name).toEqual(expect.any(String));
    expect(x.ddts.map((d: { id: number }) => d.id)).toEqual([ddt1.id, ddt2.id]);
    expect(x.ddts[0]).toEqual({ id: ddt1.id, number: ddt1.number, year: 2025, date: '2025-03-05' });
    expect(x.rows).toBe(3);
    // 4 x 100 - 10 % = 360 at 10 %; (4 + 6) x 12.50 = 125 at 22 %.
    expect(x.net_total).toBe('485.00');
    expect(x.total).toBe('548.50');
    // 3 x 7.333 = 22.00 (rounded per row), VAT 4.84.
    expect(y).toMatchObject({ rows: 1, net_total: '22.00', total: '26.84' });
    expect(y.ddts.map((d: { id: number }) => d.id)).toEqual([ddt3.id]);
    expect(body.net_total).toBe('507.00');
    expect(body.total).toBe('575.34');
  });

  it('narrows to the customers named', async () => {
    const response = await a.get(previewUrl({ ...MARCH, customer_ids: `${f.alfaCustomers[1]}` }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((i: { customer: { id: number } }) => i.customer.id)).toEqual([
      f.alfaCustomers[1],
    ]);
  });

  it('answers 400 per field for a bad period or customer list', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ to: '2025-03-31' }, 'from'],
      [{ from: '2025-02-30', to: '2025-03-31' }, 'from'],
      [{ from: '2025-03-31', to: '2025-03-01' }, 'to'],
      [{ from: '2025-01-01', to: '2026-01-01' }, 'to'],
      [{ ...MARCH, customer_ids: 'abc' }, 'customer_ids.0'],
      [{ ...MARCH, customer_ids: '1,-2' }, 'customer_ids.1'],
    ];
    for (const [query, field] of cases) {
      const response = await a.get(previewUrl(query));
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(response.json().errors), JSON.stringify(query)).toContain(field);
    }
    const year = await a.get(previewUrl({ from: '2025-01-01', to: '2025-12-31' }));
    expect(year.statusCode).toBe(200);
    const long = await a.get(previewUrl({ from: '2025-01-01', to: '2026-01-01' }));
    expect(long.json().errors.to).toBe('The period may cover at most 12 months');
  });

  it('a user of Beta gets 404 for an Alfa customer, and never sees Alfa DDTs', async () => {
    const foreign = await b.get(previewUrl({ ...MARCH, customer_ids: `${f.alfaCustomers[0]}` }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Customer not found');
    const own = await b.get(previewUrl(MARCH));
    expect(own.statusCode).toBe(200);
    expect(own.json().items).toEqual([]);
  });
});

describe('POST /api/documents/deferred-invoices', () => {
  it('answers 400 per field and 404 for another company’s customer, writing nothing', async () => {
    const bad = await a.post('/documents/deferred-invoices', { ...MARCH, customer_ids: ['x', 2] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['customer_ids.0']);
    const reversed = await a.post('/documents/deferred-invoices', {
      from: '2025-03-31',
      to: '2025-03-01',
    });
    expect(reversed.statusCode).toBe(400);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
    const missing = await a.post('/documents/deferred-invoices', {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(['from', 'to']);
    const hostile = [
      { from: 20250301, to: '2025-03-31' },
      { ...MARCH, customer_ids: '1,2' },
      { ...MARCH, customer_ids: [2_147_483_648] },
      { ...MARCH, customer_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
      { from: '0000-01-01', to: '0000-01-02' },
    ];
    for (const body of hostile) {
      expect((await a.post('/documents/deferred-invoices', body)).statusCode).toBe(400);
    }
    const farFuture = await a.post('/documents/deferred-invoices', {
      from: '9999-01-01',
      to: '9999-12-31',
    });
    expect(farFuture.statusCode).toBe(409);
    const long = await a.post('/documents/deferred-invoices', {
      from: '2024-01-01',
      to: '2025-03-31',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.to).toMatch(/at most 12 months/);
    const foreign = await b.post('/documents/deferred-invoices', {
      ...MARCH,
      customer_ids: [f.alfaCustomers[0]],
    });
    expect(foreign.statusCode).toBe(404);
    const mixed = await a.post('/documents/deferred-invoices', {
      ...MARCH,
      customer_ids: [f.alfaCustomers[0], f.betaCustomers[0]],
    });
    expect(mixed.statusCode).toBe(404);
    expect(await invoiceOf(f.t, ddt1.id)).toBeNull();
    // Beta has no DDT of Alfa's to bill.
    const betaAll = await b.post('/documents/deferred-invoices', MARCH);
    expect(betaAll.statusCode).toBe(409);
    expect(betaAll.json().message).toBe(
      'There is no confirmed DDT to invoice from 01/03/2025 to 31/03/2025',
    );
  });

  it('makes one draft invoice per customer whose rows bill the DDT items', async () => {
    const response = await a.post('/documents/deferred-invoices', MARCH);
    expect(response.statusCode, response.body).toBe(201);
    const items = response.json().items as { id: number; customer_id: number }[];
    expect(items).toHaveLength(2);
    const mine = items.find((i) => i.customer_id === f.alfaCustomers[0])!;
    const invoice = (await a.get(`/documents/${mine.id}`)).json().document;
    expect(invoice).toMatchObject({
      type: 'invoice',
      number: null,
      document_date: '2025-03-31',
      net_total: '485.00',
      total: '548.50',
      status: 0,
    });
    expect(invoice.description).toMatch(/^Fattura differita/);
    expect(
      invoice.rows.map((r: Record<string, string>) => [
        r.quantity,
        r.unit_price,
        r.discount,
        r.vat_rate,
      ]),
    ).toEqual([
      ['4', '100.00', '10', '10'],
      ['4', '12.50', '0', '22'],
      ['6', '12.50', '0', '22'],
    ]);
    expect(invoice.rows.every((r: { price_manual: boolean }) => r.price_manual)).toBe(true);
    expect(await billedItems(f.t, mine.id)).toEqual([...ddt1.itemIds, ...ddt2.itemIds]);
    expect(await invoiceOf(f.t, ddt1.id)).toBe(mine.id);
    expect(await invoiceOf(f.t, ddt2.id)).toBe(mine.id);
    expect(await invoiceOf(f.t, outside.id)).toBeNull();
    // The order rows the invoice copies are untouched.
    expect(rows.length).toBe(2);
  });

  it('refuses a second try with 409 naming the invoice, and a customer with nothing', async () => {
    const again = await a.post('/documents/deferred-invoices', {
      ...MARCH,
      customer_ids: [f.alfaCustomers[0]],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      new RegExp(`^DDT ${ddt1.number}/2025 of .+ is already invoiced: Invoice \\(draft\\)$`),
    );
    const all = await a.post('/documents/deferred-invoices', MARCH);
    expect(all.statusCode).toBe(409);
    expect(all.json().message).toMatch(/is already invoiced/);
    const nothing = await a.post('/documents/deferred-invoices', {
      from: '2019-01-01',
      to: '2019-01-31',
      customer_ids: [f.alfaCustomers[2]],
    });
    expect(nothing.statusCode).toBe(409);
    const { rows: named } = await f.t.pool.query(
      'select g.name from customers c join general_regs g on g.id = c.general_reg_id where c.id = $1',
      [f.alfaCustomers[2]],
    );
    const { name } = named[0];
    expect(nothing.json().message).toBe(
      `${name} has no confirmed DDT to invoice from 01/01/2019 to 31/01/2019`,
    );
    // The preview has nothing left for March either.
    expect((await a.get(previewUrl(MARCH))).json().items).toEqual([]);
  });

  it('a DDT is freed once no row of the draft bills it any more', async () => {
    const invoiceId = (await invoiceOf(f.t, ddt1.id))!;
    const { rows: billing } = await f.t.pool.query(
      'select id, shipping_item_id from document_rows where document_id = $1 order by position',
      [invoiceId],
    );
    // DDT 1 has two rows: one deleted, it stays invoiced; both, and it is free.
    expect((await a.del(`/documents/rows/${billing[0].id}`)).statusCode).toBe(200);
    expect(await invoiceOf(f.t, ddt1.id)).toBe(invoiceId);
    expect((await a.del(`/documents/rows/${billing[1].id}`)).statusCode).toBe(200);
    expect(await invoiceOf(f.t, ddt1.id)).toBeNull();
    expect(await invoiceOf(f.t, ddt2.id)).toBe(invoiceId);
    const preview = (await a.get(previewUrl(MARCH))).json();
    expect(preview.items.map((i: { ddts: { id: number }[] }) => i.ddts[0].id)).toEqual([ddt1.id]);
  });

  it('deleting the draft frees its DDTs, which can be invoiced again', async () => {
    const invoiceId = (await invoiceOf(f.t, ddt3.id))!;
    expect((await a.del(`/documents/${invoiceId}`)).statusCode).toBe(200);
    expect(await invoiceOf(f.t, ddt3.id)).toBeNull();
    const again = await a.post('/documents/deferred-invoices', {
      ...MARCH,
      customer_ids: [f.alfaCustomers[1]],
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(await invoiceOf(f.t, ddt3.id)).toBe(again.json().items[0].id);
  });
});

describe('one deferred invoice per calendar month (art. 21 c.4 lett. a)', () => {
  it('bills October’s and November’s DDTs of one customer on two invoices, each dated in its month', async () => {
    const customer = f.alfaCustomers[2];
    const o = await order(f.t, f.alfa, customer, f.alfaArticles[0], [
      { quantity: '5', unit_price: '10' },
    ]);
    const october = await confirmedDdt(f.t, 'Alfa S.r.l.', customer, '2025-10-20', [
      { rowId: o.rows[0].id, quantity: '2' },
    ]);
    const november = await confirmedDdt(f.t, 'Alfa S.r.l.', customer, '2025-11-25', [
      { rowId: o.rows[0].id, quantity: '3' },
    ]);
    const period = { from: '2025-10-01', to: '2025-11-30', customer_ids: [customer] };
    const preview = await a.get(
      previewUrl({ from: period.from, to: period.to, customer_ids: `${customer}` }),
    );
    expect(
      preview
        .json()
        .items.map((i: Record<string, unknown>) => [i.month, i.invoice_date, i.deadline]),
    ).toEqual([
      ['2025-10', '2025-10-31', '2025-11-15'],
      ['2025-11', '2025-11-30', '2025-12-15'],
    ]);
    const made = await a.post('/documents/deferred-invoices', period);
    expect(made.statusCode, made.body).toBe(201);
    const items = made.json().items as { id: number; document_date: string }[];
    expect(items.map((i) => i.document_date).sort()).toEqual(['2025-10-31', '2025-11-30']);
    const byDate = new Map(items.map((i) => [i.document_date, i.id]));
    expect(await invoiceOf(f.t, october.id)).toBe(byDate.get('2025-10-31'));
    expect(await invoiceOf(f.t, november.id)).toBe(byDate.get('2025-11-30'));
  });
});
