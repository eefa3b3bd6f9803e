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

const confirm = (id: number) => f.a.post(`/shipping-lists/${id}/confirm`, {});

/** An open list of `date` with one labelled item of a new ready order. */
async function labelledList(date: string, quantity = '1') {
  const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[0], [quantity]);
  const list = await openList(f.t, f.alfa, { date });
  const item = await addItem(f.t, f.alfa, list.id, {
    document_row_id: order.rows[0].id,
    quantity,
  });
  await labelItem(f.t, f.alfa, item.id);
  return list;
}

describe('POST /api/shipping-lists/{id}/confirm', () => {
  it('needs items, and a label that is not voided on every item', async () => {
    const empty = await openList(f.t, f.alfa);
    const none = await confirm(empty.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/has no items/);

    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[0], ['1', '1']);
    const list = await openList(f.t, f.alfa);
    const a = await addItem(f.t, f.alfa, list.id, {
      document_row_id: order.rows[0].id,
      quantity: '1',
    });
    const b = await addItem(f.t, f.alfa, list.id, {
      document_row_id: order.rows[1].id,
      quantity: '1',
    });
    const label = await labelItem(f.t, f.alfa, a.id);
    const unlabelled = await confirm(list.id);
    expect(unlabelled.statusCode).toBe(409);
    expect(unlabelled.json().message).toBe(
      `Every item needs a label before confirming: items ${b.id} have none (or a voided one)`,
    );
    await labelItem(f.t, f.alfa, b.id);
    expect((await f.a.put(`/documents/labels/${label}`, { status: 3 })).statusCode).toBe(200);
    const voided = await confirm(list.id);
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toMatch(new RegExp(`items ${a.id} have none`));
    // A new label replaces the voided one; then the list confirms.
    const again = await labelItem(f.t, f.alfa, a.id);
    expect(again).not.toBe(label);
    const ok = await confirm(list.id);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().item).toMatchObject({ status: 1, year: 2026 });
    expect(ok.json().item.number).toBeGreaterThan(0);
    expect((await f.a.get(`/shipping-lists/${list.id}`)).json().item.status).toBe(1);
  });

  it('refuses a second confirmation (409) and keeps the number', async () => {
    const list = await labelledList('2026-11-20');
    const first = (await confirm(list.id)).json().item;
    const second = await confirm(list.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(`Shipping list ${first.number}/2026 is already confirmed`);
    expect((await f.a.get(`/shipping-lists/${list.id}`)).json().item.number).toBe(first.number);
  });

  it('numbers DDTs in the order of their dates: an earlier date is refused, naming the last', async () => {
    const later = (await confirm((await labelledList('2029-05-20')).id)).json().item;
    const earlier = await labelledList('2029-05-19');
    const refused = await confirm(earlier.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: expect.any(String),
      code: 'invalid_input',
      errors: {
        date: `The date cannot be before 20/05/2029, the date of DDT ${later.number}/2029: DDTs are numbered in the order of their dates`,
      },
    });
    expect((await f.a.get(`/shipping-lists/${earlier.id}`)).json().item).toMatchObject({
      status: 0,
      number: null,
    });
    // The same day, or a later one, follows.
    const sameDay = await confirm((await labelledList('2029-05-20')).id);
    expect(sameDay.statusCode, sameDay.body).toBe(200);
    expect(sameDay.json().item.number).toBe(later.number + 1);
    // Another year has its own order.
    expect((await confirm((await labelledList('2028-12-31')).id)).statusCode).toBe(200);
  });

  it('numbers 20 concurrent confirmations of a new year 1..20 without gaps', async () => {
    const lists = [];
    for (let i = 0; i < 20; i++) lists.push(await labelledList('2030-03-01'));
    const responses = await Promise.all(lists.map((l) => confirm(l.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const numbers = responses.map((r) => r.json().item.number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The seeded 2026 series goes on from its counter; another company's is its own.
    const beta = await readyOrder(f.t, f.beta, f.betaCustomers[0], f.betaArticles[0], ['1']);
    const betaList = await f.b.post('/shipping-lists', {
      date: '2030-05-05',
      transport_by: 'sender',
    });
    const item = await f.b.post(`/shipping-lists/${betaList.json().item.id}/item`, {
      document_row_id: beta.rows[0].id,
      quantity: '1',
    });
    await f.b.post(`/shipping-lists/item/${item.json().item.id}/label`, {});
    const betaConfirmed = await f.b.post(`/shipping-lists/${betaList.json().item.id}/confirm`, {});
    expect(betaConfirmed.json().item.number).toBe(1);
  });

  it('confirming the same list twice at once: one 200, one 409', async () => {
    const list = await labelledList('2031-01-10');
    const codes = (await Promise.all([confirm(list.id), confirm(list.id)]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect((await f.a.get(`/shipping-lists/${list.id}`)).json().item.number).toBe(1);
  });

  it('ships the rows, and the order only once all its rows are shipped', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[1], f.alfaArticles[1], ['4', '2']);
    const statusOf = async () => {
      const doc = (await f.a.get(`/documents/${order.id}`)).json().document;
      return { order: doc.status, rows: doc.rows.map((r: { status: number }) => r.status) };
    };
    // First list: all of row 1, half of row 2.
    const first = await openList(f.t, f.alfa);
    const a = await addItem(f.t, f.alfa, first.id, {
      document_row_id: order.rows[0].id,
      quantity: '4',
    });
    const b = await addItem(f.t, f.alfa, first.id, {
      document_row_id: order.rows[1].id,
      quantity: '1',
    });
    await labelItem(f.t, f.alfa, a.id);
    await labelItem(f.t, f.alfa, b.id);
    expect((await confirm(first.id)).statusCode).toBe(200);
    expect(await statusOf()).toEqual({ order: 3, rows: [4, 2] });
    // Second list: the rest of row 2.
    const second = await openList(f.t, f.alfa);
    const c = await addItem(f.t, f.alfa, second.id, {
      document_row_id: order.rows[1].id,
      quantity: '1',
    });
    await labelItem(f.t, f.alfa, c.id);
    expect((await confirm(second.id)).statusCode).toBe(200);
    expect(await statusOf()).toEqual({ order: 6, rows: [4, 4] });
  });

  it('leaves nothing changed when it is refused', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[2], f.alfaArticles[2], ['3']);
    const list = await openList(f.t, f.alfa);
    await addItem(f.t, f.alfa, list.id, { document_row_id: order.rows[0].id, quantity: '3' });
    const before = (await f.a.get(`/shipping-lists/${list.id}`)).json().item;
    expect((await confirm(list.id)).statusCode).toBe(409);
    expect((await f.a.get(`/shipping-lists/${list.id}`)).json().item).toEqual(before);
    const doc = (await f.a.get(`/documents/${order.id}`)).json().document;
    expect(doc.rows[0].status).toBe(2);
  });
});
