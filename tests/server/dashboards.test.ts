import { isCommercial } from '../../contract/document-types';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersDashboard, SalesDashboard } from '../../contract/dashboards';
import { addDays } from '../../server/resources/dashboards/periods';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
  type Headers,
} from './documentsFixture';

let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

interface ListedDocument {
  id: number;
  type: string;
  net_total: string;
  total: string;
  amount_due: string;
  customer: { id: number };
}

/** Every document `/documents` lists for the query (all pages). */
async function listAll(headers: Headers, query: string) {
  const items: ListedDocument[] = [];
  for (let page = 1; ; page++) {
    const response = await api(f.t, headers).get(`/documents?${query}&perPage=500&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    items.push(...body.items);
    if (items.length >= body.total) return items;
  }
}

const sum = (items: ListedDocument[], field: 'net_total' | 'total' | 'amount_due' = 'net_total') =>
  items.reduce((total, item) => total.plus(item[field]), new Decimal(0));

/**
 * Revenue from the document lists: issued invoices − credit notes + debit notes, net (drafts
 * are not sales yet).
 */
async function listedRevenue(headers: Headers, range: string) {
  const [invoices, credit, debit] = await Promise.all(
    ['invoice', 'credit-note', 'debit-note'].map((type) =>
      listAll(headers, `type=${type}&issued=true&${range}`),
    ),
  );
  return sum(invoices).minus(sum(credit)).plus(sum(debit));
}

async function sales(headers: Headers, query = '') {
  const response = await api(f.t, headers).get(`/dashboards/sales${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SalesDashboard;
}

async function orders(headers: Headers, query = '') {
  const response = await api(f.t, headers).get(`/dashboards/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OrdersDashboard;
}

/** The summary tables of a company, as sorted text (rows that count nothing left out). */
async function summaries(companyId: number) {
  // table -> [its columns, the column that counts what a row holds]
  const tables = {
    sales_daily: ['type, day, status, documents, net_total, total', 'documents'],
    sales_by_customer: ['grain, period, customer_id, documents, revenue', 'documents'],
    sales_by_article: ['grain, period, article_id, rows, quantity, revenue', 'rows'],
    order_shipping_daily: ['shipping_date, status, documents, net_total', 'documents'],
  };
  const out: Record<string, string[]> = {};
  for (const [table, [columns, count]] of Object.entries(tables)) {
    const { rows } = await f.t.pool.query(
      `select concat_ws('|', ${columns}) as line from ${table}
       where company_id = $1 and ${count} <> 0 order by 1`,
      [companyId],
    );
    out[table] = rows.map((r) => r.line);
  }
  return out;
}

const companyId = async (name: string) =>
  (await f.t.pool.query('select id from companies where name = $1', [name])).rows[0].id as number;

describe('GET /dashboards/sales', () => {
  it('answers the revenue of the same documents /documents lists, for every period', async () => {
    const range = { from: '2025-01-01', to: '2026-12-31' };
    const dashboard = await sales(f.alfa, `?from=${range.from}&to=${range.to}`);
    const listed = await listedRevenue(f.alfa, `date_from=${range.from}&date_to=${range.to}`);
    expect(listed.isZero()).toBe(false);
    expect(dashboard.revenue.current.amount).toBe(listed.toFixed(2));
    expect(dashboard.range).toEqual(range);

    // Last year's range, this month and this year: each against its own list.
    for (const period of [
      dashboard.revenue.previous,
      dashboard.month.current,
      dashboard.year.current,
      dashboard.year.previous,
    ]) {
      const expected = await listedRevenue(f.alfa, `date_from=${period.from}&date_to=${period.to}`);
      expect(period.amount, `${period.from}..${period.to}`).toBe(expected.toFixed(2));
    }
    // Every month of the chart.
    expect(dashboard.monthly).toHaveLength(24);
    expect(dashboard.monthly[23].month).toBe('2026-12');
    for (const month of dashboard.monthly) {
      const expected = await listedRevenue(f.alfa, `date_from=${month.from}&date_to=${month.to}`);
      expect(month.amount, month.month).toBe(expected.toFixed(2));
    }
  });

  it.each([
    ['whole years', '2025-01-01', '2026-12-31'],
    ['ragged edges (days, months, a year)', '2024-12-17', '2026-02-11'],
    ['within a month', '2026-06-02', '2026-06-25'],
  ])(
    'ranks customers and articles, and splits invoices by status, as the lists do: %s',
    async (_, from, to) => {
      const range = `date_from=${from}&date_to=${to}`;
      const dashboard = await sales(f.alfa, `?from=${from}&to=${to}`);
      expect(dashboard.top_customers.length).toBeGreaterThan(0);
      for (const top of dashboard.top_customers) {
        const revenue = await listedRevenue(f.alfa, `customer_id=${top.customer_id}&${range}`);
        expect(top.amount, top.name).toBe(revenue.toFixed(2));
      }
      const amounts = dashboard.top_customers.map((c) => Number(c.amount));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

      const invoices = await listAll(f.alfa, `type=invoice&issued=true&${range}`);
      for (const { status, amount, documents } of dashboard.receivables) {
        const listed = await listAll(f.alfa, `type=invoice&issued=true&status=${status}&${range}`);
        // Paid: what the customers paid (split payment leaves the VAT to the Treasury); the
        // others: what is still open of their instalments, as the ledger lists them.
        let open = new Decimal(0);
        if (status !== 2) {
          for (const doc of listed) {
            const items = (await api(f.t, f.alfa).get(`/instalments?document_id=${doc.id}`)).json()
              .items as { open: string }[];
            open = items.reduce((total, i) => total.plus(i.open), open);
          }
        }
        expect(amount).toBe(status === 2 ? sum(listed, 'amount_due').toFixed(2) : open.toFixed(2));
        expect(documents).toBe(listed.length);
      }
      // The overdue figure is the ledger's, today, whatever the range.
      const ledger = (await api(f.t, f.alfa).get('/instalments/summary')).json();
      expect(dashboard.overdue.amount).toBe(ledger.overdue);
      const pastDue = ledger.buckets.filter((b: { bucket: string }) => b.bucket !== 'not_due');
      expect(dashboard.overdue.instalments).toBe(
        pastDue.reduce((n: number, b: { count: number }) => n + b.count, 0),
      );
      expect(dashboard.receivables.map((r) => r.status)).toEqual([0, 1, 2, 3]);
      expect(dashboard.average_invoice.invoices).toBe(invoices.length);
      expect(dashboard.average_invoice.amount).toBe(
        invoices.length
          ? sum(invoices).dividedBy(invoices.length).toDecimalPlaces(2).toFixed(2)
          : '0.00',
      );

      expect(dashboard.top_articles.length).toBeGreaterThan(0);
      for (const top of dashboard.top_articles) {
        // The article's documents, from the list's article filter; the article's rows from each.
        const withArticle = await listAll(
          f.alfa,
          `article_id=${top.article_id}&issued=true&${range}`,
        );
        let revenue = new Decimal(0);
        for (const document of withArticle.filter((d) => !isCommercial(d.type))) {
          const { rows } = (await api(f.t, f.alfa).get(`/documents/${document.id}`)).json()
            .document as { rows: { article_id: number; net_amount: string }[] };
          const net = rows
            .filter((r) => r.article_id === top.article_id)
            .reduce((total, r) => total.plus(r.net_amount), new Decimal(0));
          revenue = document.type === 'credit-note' ? revenue.minus(net) : revenue.plus(net);
        }
        expect(top.amount, top.code).toBe(revenue.toFixed(2));
      }
    },
  );

  it('keeps each company to its own figures, and counts an invoice once issued', async () => {
    const year = new Date().getFullYear();
    const range = `?from=${year}-01-01&to=${year}-12-31`;
    const before = await sales(f.beta, range);
    const alfaBefore = await sales(f.alfa, range);
    const draft = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
      document_date: `${year}-01-15`,
      rows: [{ article_id: f.alfaArticles[0], quantity: '3', unit_price: '1000.10' }],
    });
    expect(await sales(f.alfa, range)).toEqual(alfaBefore);
    const invoice = await issueDocument(f.t, f.alfa, draft.id);
    const after = await sales(f.beta, range);
    const alfaAfter = await sales(f.alfa, range);
    expect(after).toEqual(before);
    expect(
      new Decimal(alfaAfter.revenue.current.amount)
        .minus(alfaBefore.revenue.current.amount)
        .toFixed(2),
    ).toBe(invoice.net_total);
    const betaCustomers = new Set(f.betaCustomers);
    expect(after.top_customers.every((c) => !f.alfaCustomers.includes(c.customer_id))).toBe(true);
    expect(alfaAfter.top_customers.every((c) => !betaCustomers.has(c.customer_id))).toBe(true);
  });

  it('answers 400 with a readable message for a bad range', async () => {
    const italian = { ...f.alfa, 'accept-language': 'it' };
    const backwards = await api(f.t, italian).get(
      '/dashboards/sales?from=2026-05-01&to=2026-04-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.to).toBe('La data di fine non può precedere quella di inizio');
    const long = await api(f.t, italian).get('/dashboards/orders?from=2000-01-01&to=2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors.to).toBe('Il periodo può coprire al massimo dieci anni');
    const bad = await api(f.t, f.alfa).get('/dashboards/sales?from=2026-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.from).toBeTruthy();
  });

  it('defaults to this year up to today', async () => {
    const dashboard = await sales(f.alfa);
    expect(dashboard.range).toEqual({
      from: `${dashboard.today.slice(0, 4)}-01-01`,
      to: dashboard.today,
    });
    expect(dashboard.year.current).toEqual(dashboard.revenue.current);
    expect(dashboard.month.current.from).toBe(`${dashboard.today.slice(0, 7)}-01`);
  });
});

describe('GET /dashboards/orders', () => {
  it('counts orders by status, backlog, shipping days and late orders as the lists do', async () => {
    const { today } = await orders(f.alfa);
    // One late order and one due in three days, both confirmed.
    const late = await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[1],
      document_date: addDays(today, -20),
      shipping_date: addDays(today, -1),
      status: 1,
      rows: [{ article_id: f.alfaArticles[1], quantity: '2', unit_price: '10' }],
    });
    await createDocument(f.t, f.alfa, {
      customer_id: f.alfaCustomers[1],
      document_date: addDays(today, -2),
      shipping_date: addDays(today, 3),
      status: 4,
      rows: [{ article_id: f.alfaArticles[1], quantity: '1', unit_price: '99.99' }],
    });
    const range = { from: addDays(today, -400), to: today };
    const dashboard = await orders(f.alfa, `?from=${range.from}&to=${range.to}`);

    expect(dashboard.by_status.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const { status, documents, amount } of dashboard.by_status) {
      const listed = await listAll(
        f.alfa,
        `type=order&status=${status}&date_from=${range.from}&date_to=${range.to}`,
      );
      expect(documents, `status ${status}`).toBe(listed.length);
      expect(amount).toBe(sum(listed).toFixed(2));
    }
    const backlog = await listAll(f.alfa, 'type=order&status=1,2,3,4,5');
    expect(dashboard.backlog).toEqual({
      documents: backlog.length,
      amount: sum(backlog).toFixed(2),
    });

    const open = 'type=order&status=0,1,2,3,4,5';
    expect(dashboard.to_ship).toHaveLength(28);
    expect(dashboard.to_ship[0].date).toBe(today);
    for (const day of dashboard.to_ship) {
      const listed = await listAll(
        f.alfa,
        `${open}&shipping_from=${day.date}&shipping_to=${day.date}`,
      );
      expect(day.documents, day.date).toBe(listed.length);
      expect(day.amount).toBe(sum(listed).toFixed(2));
    }
    expect(dashboard.to_ship[3].documents).toBeGreaterThan(0);

    const lateListed = await listAll(f.alfa, `${open}&shipping_to=${addDays(today, -1)}`);
    expect(dashboard.late.documents).toBe(lateListed.length);
    expect(dashboard.late.amount).toBe(sum(lateListed).toFixed(2));
    expect(dashboard.late.items.length).toBe(Math.min(10, lateListed.length));
    const dates = dashboard.late.items.map((i) => i.shipping_date);
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d < today)).toBe(true);
    if (lateListed.length <= 10) expect(dashboard.late.items.map((i) => i.id)).toContain(late.id);
  });

  it('shows Beta none of Alfa’s orders', async () => {
    const beta = await orders(f.beta);
    const betaOrders = await listAll(f.beta, 'type=order&status=0,1,2,3,4,5');
    const betaIds = new Set(betaOrders.map((o) => o.id));
    expect(beta.late.items.every((item) => betaIds.has(item.id))).toBe(true);
    const backlog = await listAll(f.beta, 'type=order&status=1,2,3,4,5');
    expect(beta.backlog.documents).toBe(backlog.length);
  });
});

describe('summary tables', () => {
  it('stay equal to a recomputation after every kind of document write', async () => {
    const alfa = await companyId('Alfa S.r.l.');
    const client = api(f.t, f.alfa);
    const [c1, c2] = f.alfaCustomers;
    const [a1, a2, a3] = f.alfaArticles;
    const check = async (step: string) => {
      const kept = await summaries(alfa);
      await f.t.pool.query('select dashboards_rebuild($1)', [alfa]);
      expect(kept, step).toEqual(await summaries(alfa));
    };
    await check('demo data');

    const order = await createDocument(f.t, f.alfa, {
      customer_id: c1,
      shipping_date: '2026-04-01',
      rows: [
        { article_id: a1, quantity: '2', unit_price: '15.50' },
        { article_id: a2, quantity: '1', unit_price: '200' },
      ],
    });
    await check('order created');
    const invoice = (await client.post(`/documents/${order.id}/convert`, {})).json().item;
    await check('order converted');
    const { document } = (await client.get(`/documents/${invoice.id}`)).json();
    const [row1, row2] = document.rows;
    await client.post(`/documents/${invoice.id}/rows`, {
      article_id: a3,
      quantity: '4',
      unit_price: '7.25',
      discount: '10',
    });
    await check('row added');
    await client.put(`/documents/rows/${row1.id}`, {
      article_id: a2,
      quantity: '5',
      unit_price: '15.50',
    });
    await check('row changed to another article');
    await client.put(`/documents/${invoice.id}/reorder`, { rows: [row2.id, row1.id] });
    await client.del(`/documents/rows/${row2.id}`);
    await check('row deleted');
    const fresh = (await client.get(`/documents/${invoice.id}`)).json().document;
    const moved = await client.put(`/documents/${invoice.id}`, {
      customer_id: c2,
      document_date: '2026-09-30',
      version: fresh.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await check('invoice moved to another day and customer');
    // A draft counts from its issue on (today: a new day, its rows' articles with it).
    const before = await summaries(alfa);
    const issued = await issueDocument(f.t, f.alfa, invoice.id);
    expect(await summaries(alfa)).not.toEqual(before);
    await check('invoice issued');
    // A payment moves its status (the instalments' statement, not the documents' API).
    const [instalment] = (await client.get(`/instalments?document_id=${issued.id}`)).json().items;
    const paid = await client.post('/payments', {
      customer_id: c2,
      payment_date: issued.document_date,
      amount: instalment.open,
      method: 'MP05',
      allocations: [{ instalment_id: instalment.id, amount: instalment.open }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await check('invoice paid');
    const note = await createDocument(f.t, f.alfa, {
      type: 'credit-note',
      customer_id: c2,
      document_date: '2026-10-01',
      related_document_id: issued.id,
      rows: [{ article_id: a2, quantity: '1', unit_price: '15.50' }],
    });
    await check('credit note');
    // A bulk statement outside the API: one statement, many documents.
    await f.t.pool.query(
      `update documents set shipping_date = document_date + 7, status = (status + 1) % 4
       where company_id = $1 and type <> 'order'`,
      [alfa],
    );
    await f.t.pool.query(
      `update documents set shipping_date = document_date + 10 where company_id = $1 and type = 'order'`,
      [alfa],
    );
    await check('bulk update');
    expect((await client.del(`/documents/${note.id}`)).statusCode).toBe(200);
    expect((await client.del(`/documents/${order.id}`)).statusCode).toBe(409); // invoiced
    await check('credit note deleted');
  });
});
