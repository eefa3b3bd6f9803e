import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { pdftotext } from '../support/pdftotext';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EMAIL = 'alfa@example.com';
const COMPANY = 'Alfa S.r.l.';

async function signInAs(role: Role) {
  await t.pool.query(
    `update memberships set role = $1
      where user_id = (select id from users where email = $2)
        and company_id = (select id from companies where name = $3)`,
    [role, EMAIL, COMPANY],
  );
  return t.signInTo(EMAIL, COMPANY);
}

/** One of Alfa's documents of `type` (issued when asked), with a row. */
async function documentOf(type: string, where = 'true') {
  const { rows } = await t.pool.query(
    `select d.id, d.customer_id, d.version, r.id as row_id from documents d
       join companies c on c.id = d.company_id
       join document_rows r on r.document_id = d.id and r.company_id = d.company_id
      where c.name = $1 and d.type = $2 and ${where}
      order by d.id limit 1`,
    [COMPANY, type],
  );
  return rows[0] as { id: number; customer_id: number; version: number; row_id: number };
}

describe('the document’s type decides within the shared document routes', () => {
  it('lets sales write orders but only read invoices', async () => {
    const headers = await signInAs('sales');
    const order = await documentOf('order');
    const invoice = await documentOf('invoice', 'd.number is null');
    const create = (type: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers,
        payload: { type, customer_id: order.customer_id, document_date: '2026-12-01' },
      });
    expect((await create('invoice')).statusCode).toBe(403);
    expect((await create('credit-note')).statusCode).toBe(403);
    expect((await create('order')).statusCode).toBe(201);

    const read = await t.app.inject({ url: `/api/documents/${invoice.id}`, headers });
    expect(read.statusCode).toBe(200);
    const before = await t.pool.query('select version from documents where id = $1', [invoice.id]);
    for (const call of [
      { method: 'PUT', url: `/api/documents/${invoice.id}`, payload: { reference: 'x' } },
      { method: 'DELETE', url: `/api/documents/${invoice.id}` },
      { method: 'POST', url: `/api/documents/${invoice.id}/duplicate`, payload: {} },
      { method: 'POST', url: `/api/documents/${invoice.id}/rows`, payload: { description: 'x' } },
      { method: 'PUT', url: `/api/documents/rows/${invoice.row_id}`, payload: {} },
      { method: 'DELETE', url: `/api/documents/rows/${invoice.row_id}` },
      { method: 'PUT', url: `/api/row/${invoice.row_id}/config`, payload: {} },
      { method: 'POST', url: `/api/documents/${order.id}/convert`, payload: { type: 'invoice' } },
    ] as const) {
      const response = await t.app.inject({ ...call, headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const after = await t.pool.query(
      'select version, (select count(*)::int from document_rows where document_id = $1) as rows from documents where id = $1',
      [invoice.id],
    );
    expect(after.rows[0].version).toBe(before.rows[0].version);
    expect(after.rows[0].rows).toBeGreaterThan(0);
  });

  it('shows the warehouse orders only, and refuses it an invoice', async () => {
    const headers = await signInAs('warehouse');
    const invoice = await documentOf('invoice');
    const list = await t.app.inject({ url: '/api/documents?perPage=100', headers });
    expect(list.statusCode).toBe(200);
    const types = new Set(list.json().items.map((d: { type: string }) => d.type));
    expect([...types].sort()).toEqual(['order', 'quote']);
    expect((await t.app.inject({ url: '/api/documents?type=invoice', headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: `/api/documents/${invoice.id}`, headers })).statusCode).toBe(
      403,
    );
    expect(
      (await t.app.inject({ url: `/api/documents/${invoice.id}/pdf`, headers })).statusCode,
    ).toBe(403);
  });
});

describe('prices, hidden from the warehouse', () => {
  it('leaves money out of every answer, and counts in', async () => {
    const order = await documentOf('order');
    const owner = await signInAs('owner');
    const full = (await t.app.inject({ url: `/api/documents/${order.id}`, headers: owner })).json();
    expect(full.document.total).toMatch(/^\d+\.\d{2}$/);
    expect(full.document.rows[0].unit_price).toBeDefined();

    const headers = await signInAs('warehouse');
    const seen = (await t.app.inject({ url: `/api/documents/${order.id}`, headers })).json();
    const text = JSON.stringify(seen);
    for (const field of ['unit_price', 'net_total', 'vat_total', 'vat_summary', 'discount']) {
      expect(text, field).not.toContain(`"${field}"`);
    }
    expect(seen.document.total).toBeUndefined();
    expect(seen.document.rows[0].quantity).toBe(full.document.rows[0].quantity);

    const articles = (await t.app.inject({ url: '/api/articles?perPage=5', headers })).json();
    expect(articles.total).toBeGreaterThan(0);
    expect(JSON.stringify(articles)).not.toMatch(/"(base_price|prices|price)"/);
    expect(
      (
        await t.app.inject({
          url: `/api/documents/price/${full.document.rows[0].article_id}?customer_id=${order.customer_id}`,
          headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('prints the order with quantities and no amount', async () => {
    const order = await documentOf('order');
    const owner = await signInAs('owner');
    const priced = await t.app.inject({ url: `/api/documents/${order.id}/pdf`, headers: owner });
    expect(await pdftotext(priced.rawPayload)).toMatch(/Totale.*\d €/);

    const headers = await signInAs('warehouse');
    const response = await t.app.inject({ url: `/api/documents/${order.id}/pdf`, headers });
    expect(response.statusCode).toBe(200);
    // The letterhead's share capital is the only amount left.
    const text = (await pdftotext(response.rawPayload)).replace(/Cap\. soc\. [\d.,]+ €/, '');
    expect(text).toContain('Ordine');
    expect(text).toContain('Q.tà');
    expect(text).not.toContain('€');
    expect(text).not.toMatch(/Totale|Imponibile/);
  });

  it('prints DDTs without prices for every role', async () => {
    const headers = await signInAs('warehouse');
    const { rows } = await t.pool.query(
      `select s.id from shipping_lists s join companies c on c.id = s.company_id
        where c.name = $1 and s.cod_amount is null order by s.id limit 1`,
      [COMPANY],
    );
    const response = await t.app.inject({
      url: `/api/shipping-lists/${rows[0].id}/pdf?locale=it`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const text = (await pdftotext(response.rawPayload)).replace(/Cap\. soc\. [\d.,]+ €/, '');
    expect(text).toContain('Documento di trasporto');
    expect(text).not.toContain('€');
    await signInAs('owner');
  });
});
