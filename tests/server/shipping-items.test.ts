import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItem,
  openList,
  readyOrder,
  shippingFixture,
  type ShippingFixture,
} from './shippingFixture';

let f: ShippingFixture;
beforeAll(async () => {
  f = await shippingFixture();
});
afterAll(() => f.t.close());

describe('POST /api/shipping-lists/{id}/item, PUT and DELETE /api/shipping-lists/item/{id}', () => {
  it('adds, changes and removes an item, answering it with the list', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[1], ['10']);
    const list = await openList(f.t, f.alfa);
    const added = await f.a.post(`/shipping-lists/${list.id}/item`, {
      document_row_id: order.rows[0].id,
      quantity: '4,5',
      parcels: '2',
      weight: '12.5',
    });
    expect(added.statusCode, added.body).toBe(201);
    const { item, shipping_list } = added.json();
    expect(item).toMatchObject({
      shipping_list_id: list.id,
      document_row_id: order.rows[0].id,
      quantity: '4.5',
      parcels: 2,
      weight: '12.5',
      label: null,
      document_id: order.id,
      order_number: order.number,
      order_year: 2026,
      description: 'Articolo da spedire 1',
      row_quantity: '10',
    });
    expect(shipping_list).toMatchObject({ version: 2, item_count: 1, parcels: 2, weight: '12.5' });

    const changed = await f.a.put(`/shipping-lists/item/${item.id}`, {
      quantity: '10',
      parcels: 3,
      weight: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().item).toMatchObject({ quantity: '10', parcels: 3, weight: null });

    const removed = await f.a.del(`/shipping-lists/item/${item.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().item.id).toBe(item.id);
    expect(removed.json().shipping_list.items).toEqual([]);
    expect((await f.a.del(`/shipping-lists/item/${item.id}`)).statusCode).toBe(404);
  });

  it('answers 400 per field for bad input', async () => {
    const list = await openList(f.t, f.alfa);
    const bad = await f.a.post(`/shipping-lists/${list.id}/item`, {
      document_row_id: 'x',
      quantity: '0',
      parcels: 100,
      weight: '-1',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'document_row_id',
      'parcels',
      'quantity',
      'weight',
    ]);
    const missing = await f.a.post(`/shipping-lists/${list.id}/item`, {
      document_row_id: 999999,
      quantity: '1',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toHaveProperty('document_row_id');
    const wrongList = await f.a.post('/shipping-lists/999999/item', {
      document_row_id: 1,
      quantity: '1',
    });
    expect(wrongList.statusCode).toBe(404);
  });

  it('never lets the items of all lists exceed the row quantity', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[1], f.alfaArticles[2], ['5']);
    const row = order.rows[0].id;
    const first = await openList(f.t, f.alfa);
    const second = await openList(f.t, f.alfa);
    const a = await addItem(f.t, f.alfa, first.id, { document_row_id: row, quantity: '3' });
    const tooMuch = await f.a.post(`/shipping-lists/${second.id}/item`, {
      document_row_id: row,
      quantity: '2.001',
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(
      'The quantity 2.001 exceeds what is left to ship of the row: 2 of 5 (3 already on shipping lists)',
    );
    expect(tooMuch.json().errors.quantity).toMatch(/exceeds what is left/);
    await addItem(f.t, f.alfa, second.id, { document_row_id: row, quantity: '2' });
    // Editing an item counts the others, not itself.
    const grow = await f.a.put(`/shipping-lists/item/${a.id}`, { quantity: '3.5', parcels: 1 });
    expect(grow.statusCode).toBe(400);
    const same = await f.a.put(`/shipping-lists/item/${a.id}`, { quantity: '3', parcels: 2 });
    expect(same.statusCode, same.body).toBe(200);

    // The order row cannot shrink below the 5 the two lists hold, and nothing changes.
    const rowBody = {
      article_id: f.alfaArticles[2],
      description: 'Articolo da spedire 1',
      unit_price: '10',
      status: 2,
    };
    const shrink = await f.a.put(`/documents/rows/${row}`, { ...rowBody, quantity: '4' });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toBe(
      '5 of this row are on shipping lists: its quantity cannot be less',
    );
    const kept = await f.a.get(`/documents/${order.id}`);
    expect(Number(kept.json().document.rows[0].quantity)).toBe(5);
    const grown = await f.a.put(`/documents/rows/${row}`, { ...rowBody, quantity: '6' });
    expect(grown.statusCode, grown.body).toBe(200);
  });

  it('holds under concurrency: 10 parallel additions of 1 to a row of 5 leave 5 on lists', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[2], f.alfaArticles[3], ['5']);
    const list = await openList(f.t, f.alfa);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        f.a.post(`/shipping-lists/${list.id}/item`, {
          document_row_id: order.rows[0].id,
          quantity: '1',
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(201), ...Array(5).fill(400)]);
    const items = (await f.a.get(`/shipping-lists/${list.id}`)).json().item.items;
    expect(items).toHaveLength(5);
  });

  it('takes only rows of orders that are ready or packed (409 naming the status)', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[0], ['1']);
    const row = (await f.a.get(`/documents/${order.id}`)).json().document.rows[0];
    const toProduce = await f.a.put(`/documents/rows/${row.id}`, {
      article_id: row.article_id,
      description: row.description,
      quantity: row.quantity,
      unit_price: row.unit_price,
      status: 0,
    });
    expect(toProduce.statusCode, toProduce.body).toBe(200);
    const list = await openList(f.t, f.alfa);
    const refused = await f.a.post(`/shipping-lists/${list.id}/item`, {
      document_row_id: row.id,
      quantity: '1',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/"To produce": only rows "Ready" or "Packed"/);
    const invoice = (await f.a.get('/documents?type=invoice')).json().items[0];
    const invoiceRow = (await f.a.get(`/documents/${invoice.id}`)).json().document.rows[0];
    const notOrder = await f.a.post(`/shipping-lists/${list.id}/item`, {
      document_row_id: invoiceRow.id,
      quantity: '1',
    });
    expect(notOrder.statusCode).toBe(400);
    expect(notOrder.json().message).toBe('Only rows of orders can be shipped');
  });

  it('refuses to delete an order row that is on a shipping list (409)', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[0], ['2']);
    const list = await openList(f.t, f.alfa);
    await addItem(f.t, f.alfa, list.id, { document_row_id: order.rows[0].id, quantity: '1' });
    const response = await f.a.del(`/documents/rows/${order.rows[0].id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/on a shipping list/);
  });
});

describe('GET /api/shipping-lists/{id}/candidates', () => {
  it('lists ready or packed order rows with what is left, and drops them when all is taken', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[3], f.alfaArticles[4], ['6', '2']);
    const list = await openList(f.t, f.alfa);
    const url = `/shipping-lists/${list.id}/candidates?document_id=${order.id}`;
    const before = await f.a.get(url);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().total).toBe(2);
    expect(before.json().items[0]).toMatchObject({
      document_row_id: order.rows[0].id,
      order_number: order.number,
      order_reference: 'Vs. ordine 77',
      quantity: '6',
      allocated: '0',
      left: '6',
      status: 2,
    });
    await addItem(f.t, f.alfa, list.id, { document_row_id: order.rows[0].id, quantity: '2.5' });
    await addItem(f.t, f.alfa, list.id, { document_row_id: order.rows[1].id, quantity: '2' });
    const after = (await f.a.get(url)).json();
    expect(after.items).toHaveLength(1);
    expect(after.items[0]).toMatchObject({ allocated: '2.5', left: '3.5' });
    const searched = (
      await f.a.get(`/shipping-lists/${list.id}/candidates?q=${order.number}/2026`)
    ).json();
    expect(searched.items.map((c: { document_id: number }) => c.document_id)).toContain(order.id);
  });

  it('offers the seeded ready order and never a shipped or cancelled one', async () => {
    const open = (await f.a.get('/shipping-lists?status=0&q=SDA')).json().items[0];
    const all = (await f.a.get(`/shipping-lists/${open.id}/candidates?perPage=500`)).json();
    expect(all.total).toBeGreaterThan(0);
    // Only the list customer's orders: a DDT goes to one customer.
    expect(
      all.items.every((c: { customer: { id: number } }) => c.customer.id === open.customer_id),
    ).toBe(true);
    const seededReady = all.items.filter(
      (c: { order_year: number; order_number: number }) =>
        c.order_year === 2026 && c.order_number === 5,
    );
    expect(seededReady.length).toBeGreaterThan(0);
    const orders = (await f.a.get('/documents?type=order&perPage=500')).json().items;
    const closed = new Set(
      orders.filter((o: { status: number }) => o.status >= 6).map((o: { id: number }) => o.id),
    );
    expect(all.items.some((c: { document_id: number }) => closed.has(c.document_id))).toBe(false);
  });
});
