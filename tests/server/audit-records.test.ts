import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionOf } from '../../server/lib/audit';
import enums from '../../src/i18n/app/enums/it';
import {
  addItem,
  labelItem,
  openList,
  readyOrder,
  shippingFixture,
  type ShippingFixture,
} from './shippingFixture';

/**
 * The "Cronologia" of each record the SPA shows one for (docs/audit.md) asks the trail for
 * `resource` (the route's first segment) and `record_id` (the record's id): the entries of
 * the record's own routes carry exactly those.
 */
let f: ShippingFixture;
beforeAll(async () => {
  f = await shippingFixture();
});
afterAll(() => f.t.close());

interface Entry {
  action: string;
  route: string | null;
  record_id: string | null;
}

/** A record's history, as its screen asks for it: oldest first here. */
const history = async (resource: string, id: number) => {
  const response = await f.a.get(`/audit-entries?resource=${resource}&record_id=${id}&order=ASC`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as Entry[]).map((e) => `${e.action} ${e.route}`);
};

describe('the Cronologia of each record', () => {
  it('an article: its update and its price list', async () => {
    const created = await f.a.post('/articles', {
      code: 'CRONO-1',
      description: 'Articolo con cronologia',
      unit: 'pz',
      price: '1',
      vat_rate: '22',
      lifecycle_status: 2,
      pricing_type: 0,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version: _version, ...fields } = created.json().item;
    const updated = await f.a.put(`/articles/${id}`, { ...fields, price: '2', version: 1 });
    expect(updated.statusCode, updated.body).toBe(200);
    const price = await f.a.post(`/articles/${id}/price-list`, {
      list_name: 'Rivenditori',
      price: '1.5',
      min_quantity: '1',
    });
    expect(price.statusCode, price.body).toBe(201);
    expect(await history('articles', id)).toEqual([
      'create POST /articles',
      'update PUT /articles/:id',
      'price_list POST /articles/:id/price-list',
    ]);
  });

  it("a DDT: created, a row added, changed and labelled, confirmed: all in the DDT's", async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[0], ['4']);
    const list = await openList(f.t, f.alfa);
    const item = await addItem(f.t, f.alfa, list.id, {
      document_row_id: order.rows[0].id,
      quantity: '4',
    });
    const changed = await f.a.put(`/shipping-lists/item/${item.id}`, { quantity: '3', parcels: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    await labelItem(f.t, f.alfa, item.id);
    const confirmed = await f.a.post(`/shipping-lists/${list.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await history('shipping-lists', list.id)).toEqual([
      'create POST /shipping-lists',
      'item POST /shipping-lists/:id/item',
      'item_update PUT /shipping-lists/item/:id',
      'label POST /shipping-lists/item/:id/label',
      'confirm POST /shipping-lists/:id/confirm',
    ]);
    // Nothing under the row's own id, where another DDT's history would find it.
    if (item.id !== list.id) expect(await history('shipping-lists', item.id)).toEqual([]);
  });

  it("a document's rows: added, changed, deleted, in the document's history", async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[0], ['2']);
    const added = await f.a.post(`/documents/${order.id}/rows`, {
      description: 'Riga aggiunta',
      quantity: '1',
      unit_price: '5',
      vat_rate: '22',
    });
    expect(added.statusCode, added.body).toBe(201);
    const row = added.json().item;
    const changed = await f.a.put(`/documents/rows/${row.id}`, {
      description: 'Riga cambiata',
      quantity: '2',
      unit_price: '5',
      vat_rate: '22',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await f.a.del(`/documents/rows/${row.id}`)).statusCode).toBe(200);
    expect(await history('documents', order.id)).toEqual(
      expect.arrayContaining([
        'rows POST /documents/:documentId/rows',
        'row_update PUT /documents/rows/:id',
        'row_delete DELETE /documents/rows/:id',
      ]),
    );
    if (row.id !== order.id) expect(await history('documents', row.id)).toEqual([]);
  });

  it("an article's price: changed and deleted are the price's, not the article's own", async () => {
    const article = f.alfaArticles[0];
    const price = await f.a.post(`/articles/${article}/price-list`, {
      list_name: 'Cronologia',
      price: '3',
      min_quantity: '10',
    });
    expect(price.statusCode, price.body).toBe(201);
    const id = price.json().item.id;
    expect((await f.a.del(`/articles/${article}/price-list/${id}`)).statusCode).toBe(200);
    const entries = await history('articles', article);
    expect(entries).toContain('price_list_delete DELETE /articles/:id/price-list/:priceId');
    expect(entries).not.toContain('delete DELETE /articles/:id/price-list/:priceId');
  });

  it('every action a tenant route can record has a name in the SPA', () => {
    const unnamed = f.t.app.tenantRoutes.flatMap((route) =>
      route.method
        .split(',')
        .filter((method) => method !== 'HEAD')
        .map((method) => [method, route.url, actionOf(method, route.url)] as const)
        .filter(([, , action]) => action && !(action in enums.audit_action))
        .map(([method, url, action]) => `${method} ${url}: ${action}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('a payment: its reversal', async () => {
    const { items } = (await f.a.get('/payments?perPage=50')).json();
    const payment = items.find((p: { reversed_at: string | null }) => !p.reversed_at);
    const reversed = await f.a.post(`/payments/${payment.id}/reverse`, { reason: 'Doppio' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await history('payments', payment.id)).toEqual(['reverse POST /payments/:id/reverse']);
  });

  it('a bank batch: its credit', async () => {
    const { items } = (await f.a.get('/bank-batches?perPage=50')).json();
    const batch = items.find((b: { state: string }) => b.state === 'presented');
    const credited = await f.a.post(`/bank-batches/${batch.id}/credit`, {
      date: batch.credit_date,
    });
    expect(credited.statusCode, credited.body).toBe(200);
    expect(await history('bank-batches', batch.id)).toEqual([
      'credit POST /bank-batches/:id/credit',
    ]);
  });

  it('a registry record (a payment term): its update', async () => {
    const { items } = (await f.a.get('/payment-terms?sort=id')).json();
    const { id, version, ...fields } = items[0];
    const updated = await f.a.put(`/payment-terms/${id}`, { ...fields, version });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await history('payment-terms', id)).toEqual(['update PUT /payment-terms/:id']);
  });
});
