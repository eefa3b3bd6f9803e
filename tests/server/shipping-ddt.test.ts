import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DdtParties } from '../../server/resources/shipping-lists/parties';
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

const query = async <T>(text: string, values: unknown[] = []) =>
  (await f.t.pool.query(text, values)).rows as T[];

/** A delivery address of `customerId` (H1's routes may not exist yet: straight to the table). */
async function destinationOf(customerId: number, name: string) {
  const [row] = await query<{ id: number }>(
    `insert into customer_destinations (company_id, customer_id, name, address, zip, city, province)
     select company_id, id, $2, 'Via del Porto 4', '37135', 'Verona', 'VR'
     from customers where id = $1 returning id`,
    [customerId, name],
  );
  return row.id;
}

describe('one recipient per DDT', () => {
  it('the first item addresses the list; an item of another customer is a 409 naming both', async () => {
    const [mine, other] = [f.alfaCustomers[3], f.alfaCustomers[4]];
    const order = await readyOrder(f.t, f.alfa, mine, f.alfaArticles[0], ['3']);
    const foreign = await readyOrder(f.t, f.alfa, other, f.alfaArticles[0], ['3']);
    const list = await openList(f.t, f.alfa);
    expect(list).toMatchObject({ customer_id: null, customer: null });
    const candidates = (await f.a.get(`/shipping-lists/${list.id}/candidates?perPage=500`)).json();
    const customers = new Set(
      candidates.items.map((c: { customer: { id: number } }) => c.customer.id),
    );
    expect(customers.size).toBeGreaterThan(1);

    await addItem(f.t, f.alfa, list.id, { document_row_id: order.rows[0].id, quantity: '1' });
    const addressed = (await f.a.get(`/shipping-lists/${list.id}`)).json().item;
    expect(addressed.customer).toEqual({ id: mine, name: expect.any(String) });

    const refused = await f.a.post(`/shipping-lists/${list.id}/item`, {
      document_row_id: foreign.rows[0].id,
      quantity: '1',
    });
    expect(refused.statusCode).toBe(409);
    const [names] = await query<{ mine: string; other: string }>(
      `select (select g.name from customers c join general_regs g on g.company_id = c.company_id and g.id = c.general_reg_id where c.id = $1) as mine,
              (select g.name from customers c join general_regs g on g.company_id = c.company_id and g.id = c.general_reg_id where c.id = $2) as other`,
      [mine, other],
    );
    expect(refused.json().message).toContain(names.mine);
    expect(refused.json().message).toContain(names.other);
    expect(refused.json().message).toContain(`Order ${foreign.number}/2026`);

    const after = (await f.a.get(`/shipping-lists/${list.id}/candidates?perPage=500`)).json();
    expect(after.items.every((c: { customer: { id: number } }) => c.customer.id === mine)).toBe(
      true,
    );
    expect(after.items.map((c: { document_id: number }) => c.document_id)).not.toContain(
      foreign.id,
    );
  });

  it('two first items of different customers at once: one addresses the list, one is a 409', async () => {
    const [x, y] = await Promise.all([
      readyOrder(f.t, f.alfa, f.alfaCustomers[1], f.alfaArticles[0], ['1']),
      readyOrder(f.t, f.alfa, f.alfaCustomers[2], f.alfaArticles[0], ['1']),
    ]);
    const list = await openList(f.t, f.alfa);
    const answers = await Promise.all(
      [x, y].map((order) =>
        f.a.post(`/shipping-lists/${list.id}/item`, {
          document_row_id: order.rows[0].id,
          quantity: '1',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const after = (await f.a.get(`/shipping-lists/${list.id}`)).json().item;
    expect(after.items).toHaveLength(1);
    expect(after.customer_id).toBe(after.items[0].customer.id);
  });

  it('the customer changes while the list is empty, never once it has items (409)', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[5], f.alfaArticles[1], ['2']);
    const list = await openList(f.t, f.alfa, { customer_id: f.alfaCustomers[6] });
    const moved = await f.a.put(`/shipping-lists/${list.id}`, {
      date: '2026-11-20',
      customer_id: f.alfaCustomers[5],
      version: list.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await addItem(f.t, f.alfa, list.id, { document_row_id: order.rows[0].id, quantity: '1' });
    const { version } = (await f.a.get(`/shipping-lists/${list.id}`)).json().item;
    const refused = await f.a.put(`/shipping-lists/${list.id}`, {
      date: '2026-11-20',
      customer_id: f.alfaCustomers[6],
      version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toHaveProperty('customer_id');
    expect(refused.json().message).toMatch(/remove them before changing the customer/);
    // Left out, the customer stays: saving the other fields is fine.
    const kept = await f.a.put(`/shipping-lists/${list.id}`, {
      date: '2026-11-21',
      goods_appearance: 'pallet',
      version,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().item).toMatchObject({
      customer_id: f.alfaCustomers[5],
      goods_appearance: 'pallet',
    });
  });

  it('takes the first order’s destination when the list has none, and says it on candidates', async () => {
    const customer = f.alfaCustomers[7];
    const destination = await destinationOf(customer, 'Magazzino Verona');
    const order = await readyOrder(f.t, f.alfa, customer, f.alfaArticles[2], ['2', '2']);
    await query('update documents set destination_id = $2 where id = $1', [order.id, destination]);
    const list = await openList(f.t, f.alfa);
    const offered = (
      await f.a.get(`/shipping-lists/${list.id}/candidates?document_id=${order.id}`)
    ).json();
    expect(offered.items[0]).toMatchObject({ document_id: order.id, destination_id: destination });
    await addItem(f.t, f.alfa, list.id, { document_row_id: order.rows[0].id, quantity: '1' });
    expect((await f.a.get(`/shipping-lists/${list.id}`)).json().item).toMatchObject({
      customer_id: customer,
      destination_id: destination,
    });
  });
});

describe('the DDT header checks its references', () => {
  it('400 for a destination of another customer or company, a carrier or customer of Beta', async () => {
    const alien = await destinationOf(f.alfaCustomers[8], 'Deposito altrui');
    const betaDestination = await destinationOf(f.betaCustomers[0], 'Deposito Beta');
    const base = { date: '2026-11-20', customer_id: f.alfaCustomers[9] };
    for (const [body, field] of [
      [{ ...base, destination_id: alien }, 'destination_id'],
      [{ ...base, destination_id: betaDestination }, 'destination_id'],
      [{ date: '2026-11-20', destination_id: alien }, 'destination_id'],
      [{ ...base, carrier_id: f.betaCarriers[0] }, 'carrier_id'],
      [{ ...base, customer_id: f.betaCustomers[0] }, 'customer_id'],
    ] as const) {
      const response = await f.a.post('/shipping-lists', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const mine = await destinationOf(f.alfaCustomers[9], 'Cantiere Padova');
    const ok = await f.a.post('/shipping-lists', { ...base, destination_id: mine });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().item.destination_id).toBe(mine);
  });

  it('a transport by carrier is confirmed only with a carrier (400 on carrier_id)', async () => {
    const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[0], ['1']);
    const list = await openList(f.t, f.alfa, { transport_by: 'carrier' });
    const item = await addItem(f.t, f.alfa, list.id, {
      document_row_id: order.rows[0].id,
      quantity: '1',
    });
    await labelItem(f.t, f.alfa, item.id);
    const refused = await f.a.post(`/shipping-lists/${list.id}/confirm`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.carrier_id).toMatch(/choose the carrier/);
    const { version } = (await f.a.get(`/shipping-lists/${list.id}`)).json().item;
    const saved = await f.a.put(`/shipping-lists/${list.id}`, {
      date: '2026-11-20',
      transport_by: 'carrier',
      carrier_id: f.alfaCarriers[0],
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const confirmed = await f.a.post(`/shipping-lists/${list.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().item.carrier).toMatch(/BRT/);
  });
});

describe('confirmation and invoicing', () => {
  it('freezes the recipient and carrier: a later edit of the customer does not change them', async () => {
    const customer = f.alfaCustomers[2];
    const order = await readyOrder(f.t, f.alfa, customer, f.alfaArticles[0], ['1']);
    const list = await openList(f.t, f.alfa, {
      transport_by: 'carrier',
      carrier_id: f.alfaCarriers[1],
    });
    const item = await addItem(f.t, f.alfa, list.id, {
      document_row_id: order.rows[0].id,
      quantity: '1',
    });
    await labelItem(f.t, f.alfa, item.id);
    const [{ snapshot: before }] = await query<{ snapshot: DdtParties | null }>(
      'select snapshot from shipping_lists where id = $1',
      [list.id],
    );
    expect(before).toBeNull();
    expect((await f.a.post(`/shipping-lists/${list.id}/confirm`, {})).statusCode).toBe(200);
    const [{ snapshot }] = await query<{ snapshot: DdtParties }>(
      'select snapshot from shipping_lists where id = $1',
      [list.id],
    );
    const name = snapshot.place.recipient;
    expect(snapshot.carrier?.name).toMatch(/GLS/);
    await query(
      `update general_regs g set name = 'Ribattezzata S.r.l.', address = 'Via Cambiata 1'
       from customers c where c.id = $1 and g.company_id = c.company_id and g.id = c.general_reg_id`,
      [customer],
    );
    await query("update customers set billing_address = 'Via Cambiata 1' where id = $1", [
      customer,
    ]);
    await query("update carriers set name = 'Altro vettore' where id = $1", [f.alfaCarriers[1]]);
    const [{ snapshot: after }] = await query<{ snapshot: DdtParties }>(
      'select snapshot from shipping_lists where id = $1',
      [list.id],
    );
    expect(after).toEqual(snapshot);
    expect(after.place.recipient).toBe(name);
    expect(after.place.address).not.toBe('Via Cambiata 1');
    expect(after.carrier?.name).toMatch(/GLS/);
  });

  it('says which invoice bills a DDT, and filters the DDTs still to invoice', async () => {
    const ddts = (
      await f.a.get('/shipping-lists?status=1&date_from=2026-11-01&date_to=2026-11-30')
    ).json();
    expect(ddts.items.length).toBeGreaterThanOrEqual(4);
    const toBill = (
      await f.a.get(
        '/shipping-lists?invoiced=false&date_from=2026-11-01&date_to=2026-11-30&perPage=500',
      )
    ).json();
    const customers = toBill.items.map((l: { customer_id: number }) => l.customer_id);
    expect(new Set(customers).size).toBeGreaterThanOrEqual(2);
    expect(customers.length).toBeGreaterThan(new Set(customers).size);

    const [draft] = await query<{ id: number }>(
      `select d.id from documents d join companies c on c.id = d.company_id
       where c.name = 'Alfa S.r.l.' and d.type = 'invoice' and d.number is null limit 1`,
    );
    const ddt = toBill.items[0];
    await query('update shipping_lists set invoice_id = $2 where id = $1', [ddt.id, draft.id]);
    const billed = (await f.a.get(`/shipping-lists/${ddt.id}`)).json().item;
    expect(billed.invoice).toEqual({
      id: draft.id,
      number: null,
      series: '',
      year: 2026,
      document_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const invoiced = (await f.a.get('/shipping-lists?invoiced=true&perPage=500')).json();
    expect(invoiced.items.map((l: { id: number }) => l.id)).toContain(ddt.id);
    const stillToBill = (await f.a.get('/shipping-lists?invoiced=false&perPage=500')).json();
    expect(stillToBill.items.map((l: { id: number }) => l.id)).not.toContain(ddt.id);
    const edit = await f.a.put(`/shipping-lists/${ddt.id}`, {
      date: ddt.date,
      version: billed.version,
    });
    expect(edit.statusCode).toBe(409);
  });

  it('searches by customer name and sorts by customer', async () => {
    const any = (await f.a.get('/shipping-lists?status=1&perPage=1')).json().items[0];
    const word = any.customer.name.split(' ')[0];
    const found = (
      await f.a.get(`/shipping-lists?q=${encodeURIComponent(word)}&perPage=500`)
    ).json();
    expect(found.items.map((l: { id: number }) => l.id)).toContain(any.id);
    expect(found.total).toBe(found.items.length);
    const sorted = (await f.a.get('/shipping-lists?sort=customer&order=asc&perPage=500')).json();
    const names = sorted.items
      .map((l: { customer: { name: string } | null }) => l.customer?.name)
      .filter(Boolean);
    expect(names.length).toBeGreaterThan(3);
    const collator = new Intl.Collator('en');
    for (let i = 1; i < names.length; i++) {
      expect(
        collator.compare(names[i - 1], names[i]),
        `${names[i - 1]} / ${names[i]}`,
      ).toBeLessThanOrEqual(0);
    }
  });

  it("Beta gets 404 for Alfa's DDT and Alfa's customer filter finds none of Beta's", async () => {
    const alfaList = await openList(f.t, f.alfa, { customer_id: f.alfaCustomers[1] });
    expect((await f.b.get(`/shipping-lists/${alfaList.id}`)).statusCode).toBe(404);
    const filtered = (await f.b.get(`/shipping-lists?customer_id=${f.alfaCustomers[1]}`)).json();
    expect(filtered.items).toEqual([]);
    const put = await f.b.put(`/shipping-lists/${alfaList.id}`, {
      date: '2026-11-20',
      customer_id: f.betaCustomers[0],
      version: 1,
    });
    expect(put.statusCode).toBe(404);
  });
});
