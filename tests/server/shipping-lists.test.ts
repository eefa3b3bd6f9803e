import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItem,
  labelItem,
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

describe('GET /api/shipping-lists', () => {
  it('lists the seeded lists of the company with totals and selects', async () => {
    const response = await f.a.get('/shipping-lists?sort=id&order=asc');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.total).toBeGreaterThanOrEqual(3);
    const [first, second, third] = body.items;
    expect(first).toMatchObject({ number: 1, year: 2025, status: 1, carrier: 'BRT S.p.A.' });
    expect(first.customer).toEqual({ id: first.customer_id, name: expect.any(String) });
    expect(first.invoice).toMatchObject({ id: expect.any(Number), year: 2025 });
    expect(second).toMatchObject({ number: 2, year: 2025, status: 1, invoice: null });
    expect(third).toMatchObject({ number: 1, year: 2026, status: 1 });
    const open = body.items.find((l: { status: number }) => l.status === 0);
    expect(open).toMatchObject({ number: null, customer: { name: expect.any(String) } });
    expect(open.parcels).toBeGreaterThan(0);
    expect(body.selects.statuses).toEqual([
      { id: 0, name: 'enums.shipping_list_status.open' },
      { id: 1, name: 'enums.shipping_list_status.confirmed' },
    ]);
    expect(body.selects.labelStatuses).toHaveLength(4);
    expect(body.selects.transportBy.map((o: { id: string }) => o.id)).toEqual([
      'sender',
      'carrier',
      'recipient',
    ]);
  });

  it('filters by status and searches by number, and refuses a bad query (400)', async () => {
    const confirmed = (await f.a.get('/shipping-lists?status=1')).json();
    expect(confirmed.items.every((l: { status: number }) => l.status === 1)).toBe(true);
    const byNumber = (await f.a.get('/shipping-lists?q=1/2025')).json();
    expect(byNumber.items.map((l: { year: number }) => l.year)).toEqual([2025]);
    const bad = await f.a.get('/shipping-lists?status=9&sort=nope');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['sort', 'status']);
  });
});

describe('POST, GET, PUT, DELETE /api/shipping-lists/{id}', () => {
  it('creates an open list without a number, reads, saves with its version, deletes', async () => {
    const created = await f.a.post('/shipping-lists', {
      date: '2026-11-21',
      carrier_id: f.alfaCarriers[1],
      goods_appearance: ' scatole ',
      gross_weight: '12,5',
      transport_start: '2026-11-21T08:30:00+01:00',
      cod_amount: '',
      notes: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().item;
    expect(item).toMatchObject({
      number: null,
      year: 2026,
      date: '2026-11-21',
      status: 0,
      customer_id: null,
      customer: null,
      destination_id: null,
      transport_reason: 'sale',
      carriage: 'paid',
      transport_by: 'carrier',
      carrier_id: f.alfaCarriers[1],
      carrier: expect.any(String),
      goods_appearance: 'scatole',
      gross_weight: '12.5',
      transport_start: '2026-11-21T07:30:00.000Z',
      cod_amount: null,
      invoice: null,
      notes: null,
      version: 1,
      items: [],
      parcels: 0,
      weight: '0',
    });
    const got = await f.a.get(`/shipping-lists/${item.id}`);
    expect(got.json().item.id).toBe(item.id);
    expect(got.json().selects.labelFormats.map((o: { id: string }) => o.id)).toEqual([
      'thermal',
      'a6',
      'a4',
    ]);
    const saved = await f.a.put(`/shipping-lists/${item.id}`, {
      date: '2027-01-04',
      customer_id: f.alfaCustomers[2],
      carriage: 'forward',
      transport_by: 'recipient',
      cod_amount: '150.5',
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().item).toMatchObject({
      year: 2027,
      customer_id: f.alfaCustomers[2],
      carriage: 'forward',
      transport_by: 'recipient',
      carrier_id: null,
      carrier: null,
      cod_amount: '150.50',
      version: 2,
    });
    const stale = await f.a.put(`/shipping-lists/${item.id}`, {
      date: '2027-01-05',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/version 2.*version 1/);
    const deleted = await f.a.del(`/shipping-lists/${item.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().item.id).toBe(item.id);
    expect((await f.a.get(`/shipping-lists/${item.id}`)).statusCode).toBe(404);
  });

  it('answers 400 per field for bad input', async () => {
    const bad = await f.a.post('/shipping-lists', {
      date: '2026-13-01',
      customer_id: 'x',
      transport_reason: 'theft',
      carriage: 'free',
      transport_by: 'drone',
      carrier_id: -1,
      goods_appearance: 'x'.repeat(101),
      gross_weight: '-1',
      transport_start: 'tomorrow',
      cod_amount: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'carriage',
      'carrier_id',
      'cod_amount',
      'customer_id',
      'date',
      'goods_appearance',
      'gross_weight',
      'transport_by',
      'transport_reason',
      'transport_start',
    ]);
    const noVersion = await f.a.put('/shipping-lists/1', { date: '2026-01-01' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().errors).toHaveProperty('version');
    expect((await f.a.get('/shipping-lists/abc')).statusCode).toBe(400);
  });
});

describe('a confirmed list is read-only', () => {
  it('refuses to edit, delete, add or change items or labels of it (409)', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[0], ['2', '3']);
    const list = await openList(f.t, f.alfa);
    const item = await addItem(f.t, f.alfa, list.id, {
      document_row_id: order.rows[0].id,
      quantity: '2',
    });
    await labelItem(f.t, f.alfa, item.id);
    const confirmed = await f.a.post(`/shipping-lists/${list.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { version } = confirmed.json().item;

    const attempts = [
      await f.a.put(`/shipping-lists/${list.id}`, { date: '2026-11-21', version }),
      await f.a.del(`/shipping-lists/${list.id}`),
      await f.a.post(`/shipping-lists/${list.id}/item`, {
        document_row_id: order.rows[1].id,
        quantity: '1',
      }),
      await f.a.put(`/shipping-lists/item/${item.id}`, { quantity: '1', parcels: 1 }),
      await f.a.del(`/shipping-lists/item/${item.id}`),
      await f.a.post(`/shipping-lists/item/${item.id}/label`, {}),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode, attempt.body).toBe(409);
      expect(attempt.json().message).toMatch(/is confirmed and read-only: it cannot be changed/);
    }
    const after = (await f.a.get(`/shipping-lists/${list.id}`)).json().item;
    expect(after).toMatchObject({ version, status: 1, date: '2026-11-20' });
    expect(after.items).toHaveLength(1);
  });
});

describe('tenant isolation', () => {
  it("a user of Beta gets 404 for Alfa's list, item and label, and nothing changes", async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[0], ['5']);
    const list = await openList(f.t, f.alfa, { notes: 'Alfa only' });
    const item = await addItem(f.t, f.alfa, list.id, {
      document_row_id: order.rows[0].id,
      quantity: '1',
    });
    const label = await labelItem(f.t, f.alfa, item.id);
    const calls = [
      await f.b.get(`/shipping-lists/${list.id}`),
      await f.b.put(`/shipping-lists/${list.id}`, { date: '2026-11-21', version: 1 }),
      await f.b.del(`/shipping-lists/${list.id}`),
      await f.b.get(`/shipping-lists/${list.id}/candidates`),
      await f.b.post(`/shipping-lists/${list.id}/confirm`, {}),
      await f.b.post(`/shipping-lists/${list.id}/item`, {
        document_row_id: order.rows[0].id,
        quantity: '1',
      }),
      await f.b.put(`/shipping-lists/item/${item.id}`, { quantity: '2', parcels: 1 }),
      await f.b.del(`/shipping-lists/item/${item.id}`),
      await f.b.post(`/shipping-lists/item/${item.id}/label`, {}),
      await f.b.put(`/documents/labels/${label}`, { status: 3 }),
      await f.b.put('/documents/labels/status', { ids: [label], status: 3 }),
      await f.b.get(`/documents/labels/${label}/pdf`),
      await f.b.get(`/documents/labels/pdf?ids=${label}`),
    ];
    for (const call of calls) {
      expect(call.statusCode, call.body).toBe(404);
      expect(call.json()).toEqual({ message: expect.any(String) });
    }
    const list2 = (await f.a.get(`/shipping-lists/${list.id}`)).json().item;
    expect(list2).toMatchObject({ status: 0, notes: 'Alfa only' });
    expect(list2.items[0]).toMatchObject({ quantity: '1', label: { id: label, status: 0 } });
    const betaLists = (await f.b.get('/shipping-lists?perPage=500')).json().items;
    expect(betaLists.map((l: { id: number }) => l.id)).not.toContain(list.id);
  });

  it("Alfa cannot put Beta's order row on a list (400 on document_row_id)", async () => {
    const betaOrder = await readyOrder(f.t, f.beta, f.betaCustomers[0], f.betaArticles[0], ['4']);
    const list = await openList(f.t, f.alfa);
    const response = await f.a.post(`/shipping-lists/${list.id}/item`, {
      document_row_id: betaOrder.rows[0].id,
      quantity: '1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('document_row_id');
    expect((await f.a.get(`/shipping-lists/${list.id}`)).json().item.items).toEqual([]);
  });
});
