import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
let a: ReturnType<typeof api>;
let b: ReturnType<typeof api>;
beforeAll(async () => {
  f = await documentsFixture();
  a = api(f.t, f.alfa);
  b = api(f.t, f.beta);
});
afterAll(() => f.t.close());

const verona = {
  name: 'Magazzino Verona',
  address: 'Via dell’Industria 14',
  zip: '37135',
  city: 'Verona',
  province: 'vr',
  phone: '045 8203311',
  notes: 'Scarico 8-12\nRampa 3',
};

type Destination = typeof verona & { id: number; customer_id: number; version: number };

async function addDestination(customerId: number, body: object = verona, headers = a) {
  const response = await headers.post(`/customers/${customerId}/destinations`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item as Destination;
}

describe('a customer’s destinations', () => {
  it('are added, listed by name, embedded in the customer and saved with their version', async () => {
    const customer = f.alfaCustomers[5];
    const made = await addDestination(customer);
    expect(made).toMatchObject({
      customer_id: customer,
      name: 'Magazzino Verona',
      province: 'VR',
      country: 'IT',
      notes: 'Scarico 8-12\nRampa 3',
      version: 1,
    });
    const other = await addDestination(customer, {
      name: 'Cantiere Bergamo',
      address: 'Via Zanica 60',
      city: 'Bergamo',
    });
    expect(other).toMatchObject({ zip: null, province: null, phone: null, notes: null });

    const listed = (await a.get(`/customers/${customer}/destinations`)).json().items;
    expect(listed.map((d: Destination) => d.name)).toEqual([
      'Cantiere Bergamo',
      'Magazzino Verona',
    ]);
    const one = (await a.get(`/customers/${customer}`)).json().item;
    expect(one.destinations).toEqual(listed);

    const saved = await a.put(`/customers/destinations/${made.id}`, {
      ...verona,
      name: 'Magazzino Verona Sud',
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().item).toMatchObject({ name: 'Magazzino Verona Sud', version: 2 });
  });

  it('takes a foreign postcode in its country’s format', async () => {
    const made = await addDestination(f.alfaCustomers[5], {
      name: 'Lager Innsbruck',
      address: 'Grabenweg 3',
      zip: '6020',
      city: 'Innsbruck',
      country: 'at',
    });
    expect(made).toMatchObject({ zip: '6020', country: 'AT' });
  });

  it('a save over a newer version is a 409 naming the destination; nothing is written', async () => {
    const made = await addDestination(f.alfaCustomers[6]);
    expect(
      (await a.put(`/customers/destinations/${made.id}`, { ...verona, version: 1 })).statusCode,
    ).toBe(200);
    const stale = await a.put(`/customers/destinations/${made.id}`, {
      ...verona,
      name: 'Altro nome',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('The destination "Magazzino Verona"');
    expect(stale.json().message).toContain('version 2');
    const listed = (await a.get(`/customers/${f.alfaCustomers[6]}/destinations`)).json().items;
    expect(listed.find((d: Destination) => d.id === made.id).name).toBe('Magazzino Verona');
  });

  it('are deleted when nothing uses them, then are gone (404)', async () => {
    const made = await addDestination(f.alfaCustomers[6]);
    const removed = await a.del(`/customers/destinations/${made.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().item.id).toBe(made.id);
    expect((await a.del(`/customers/destinations/${made.id}`)).statusCode).toBe(404);
    const listed = (await a.get(`/customers/${f.alfaCustomers[6]}/destinations`)).json().items;
    expect(listed.some((d: Destination) => d.id === made.id)).toBe(false);
  });

  it('go with their customer when the customer is deleted', async () => {
    const created = await a.post('/customers', {
      general: { name: 'Cliente Effimero S.r.l.', vat_number: '12345678903', city: 'Forlì' },
      registry_code: 'EFF-1',
      credit_limit: '0',
    });
    expect(created.statusCode, created.body).toBe(201);
    const customer = created.json().item.id;
    const made = await addDestination(customer);
    expect((await a.del(`/customers/${customer}`)).statusCode).toBe(200);
    const { rows } = await f.t.pool.query('select 1 from customer_destinations where id = $1', [
      made.id,
    ]);
    expect(rows).toHaveLength(0);
  });
});

describe('bad input', () => {
  const errorsOf = async (body: object) => {
    const response = await a.post(`/customers/${f.alfaCustomers[7]}/destinations`, body);
    expect(response.statusCode, response.body).toBe(400);
    return response.json().errors as Record<string, string>;
  };

  it('is a 400 on each field at fault, with its message', async () => {
    expect(await errorsOf({ ...verona, name: '  ' })).toEqual({ name: 'Required' });
    expect(Object.keys(await errorsOf({ address: 'Via Roma 1', city: 'Verona' }))).toEqual([
      'name',
    ]);
    expect(Object.keys(await errorsOf({ ...verona, address: '' }))).toEqual(['address']);
    expect(Object.keys(await errorsOf({ ...verona, city: undefined }))).toEqual(['city']);
    expect(await errorsOf({ ...verona, zip: '3713' })).toEqual({
      zip: expect.stringContaining('5 digits'),
    });
    expect(Object.keys(await errorsOf({ ...verona, country: 'AT', zip: '6#20' }))).toEqual(['zip']);
    expect(Object.keys(await errorsOf({ ...verona, province: 'Verona' }))).toEqual(['province']);
    expect(Object.keys(await errorsOf({ ...verona, country: 'ITA' }))).toEqual(['country']);
    expect(Object.keys(await errorsOf({ ...verona, phone: '1'.repeat(41) }))).toEqual(['phone']);
    expect(Object.keys(await errorsOf({ ...verona, notes: 'x'.repeat(501) }))).toEqual(['notes']);
    expect(Object.keys(await errorsOf({ ...verona, name: 42 }))).toEqual(['name']);
    expect(Object.keys(await errorsOf({ ...verona, name: 'A\u0000B' }))).toEqual(['name']);
  });

  it('is a 400 on a save without a version, or with a bad id', async () => {
    const made = await addDestination(f.alfaCustomers[7]);
    const missing = await a.put(`/customers/destinations/${made.id}`, verona);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toEqual(['version']);
    expect((await a.get('/customers/abc/destinations')).statusCode).toBe(400);
    expect((await a.del('/customers/destinations/0')).statusCode).toBe(400);
  });
});

describe('a destination in use', () => {
  it('cannot be deleted while an order names it: the 409 names the order', async () => {
    const customer = f.alfaCustomers[8];
    const made = await addDestination(customer);
    const order = await createDocument(f.t, f.alfa, {
      customer_id: customer,
      destination_id: made.id,
    });
    const refused = await a.del(`/customers/destinations/${made.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `"Magazzino Verona" is the destination of Order ${order.number}/2026: remove it from that document before deleting it`,
    );
    // Cleared on the order, it goes.
    const cleared = await a.put(`/documents/${order.id}`, {
      customer_id: customer,
      document_date: order.document_date,
      destination_id: null,
      version: order.version,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await a.del(`/customers/destinations/${made.id}`)).statusCode).toBe(200);
  });

  it('cannot be deleted while a shipping list names it: open by id, a DDT by number', async () => {
    const customer = f.alfaCustomers[8];
    const made = await addDestination(customer);
    const { rows } = await f.t.pool.query(
      `insert into shipping_lists (company_id, year, date, status, customer_id, destination_id)
       select company_id, 2026, '2026-11-20', 0, id, $2 from customers where id = $1
       returning id`,
      [customer, made.id],
    );
    const open = await a.del(`/customers/destinations/${made.id}`);
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toContain(`the open shipping list ${rows[0].id}`);
    await f.t.pool.query('update shipping_lists set status = 1, number = 99 where id = $1', [
      rows[0].id,
    ]);
    const confirmed = await a.del(`/customers/destinations/${made.id}`);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().message).toBe(
      '"Magazzino Verona" is the place of delivery of DDT 99/2026: it cannot be deleted',
    );
  });

  it('the 409 speaks the reader’s language', async () => {
    const customer = f.alfaCustomers[8];
    const made = await addDestination(customer);
    await createDocument(f.t, f.alfa, { customer_id: customer, destination_id: made.id });
    const refused = await f.t.app.inject({
      method: 'DELETE',
      url: `/api/customers/destinations/${made.id}`,
      headers: { ...f.alfa, 'accept-language': 'it' },
    });
    expect(refused.json().message).toMatch(/^«Magazzino Verona» è la destinazione di Ordine /);
  });
});

describe('another company’s ids', () => {
  it('are a 404 on every route, and nothing of theirs changes', async () => {
    const alfaCustomer = f.alfaCustomers[4];
    const made = await addDestination(alfaCustomer);
    const list = await b.get(`/customers/${alfaCustomer}/destinations`);
    expect(list.statusCode).toBe(404);
    expect(list.json().message).toBe('Customer not found');
    expect((await b.post(`/customers/${alfaCustomer}/destinations`, verona)).statusCode).toBe(404);
    const put = await b.put(`/customers/destinations/${made.id}`, { ...verona, version: 1 });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe('Destination not found');
    expect((await b.del(`/customers/destinations/${made.id}`)).statusCode).toBe(404);
    const still = (await a.get(`/customers/${alfaCustomer}/destinations`)).json().items;
    expect(still.find((d: Destination) => d.id === made.id)).toMatchObject({
      name: 'Magazzino Verona',
      version: 1,
    });
    expect((await a.get(`/customers/999999/destinations`)).statusCode).toBe(404);
  });
});

describe('the demo data', () => {
  it('gives both companies destinations and open orders that name them', async () => {
    for (const headers of [a, b]) {
      const orders = (
        await headers.get('/documents?type=order&date_from=2026-01-01&perPage=100&sort=number')
      ).json().items as { number: number; status: number; destination_id: number | null }[];
      // The demo's twelve orders of 2026 (the tests above add more).
      const named = orders.filter((o) => o.number <= 12 && o.destination_id !== null);
      expect(named.map((o) => o.number).sort((x, y) => x - y)).toEqual([2, 11]);
      expect(named.every((o) => o.status <= 5)).toBe(true);
      const ready = orders.find((o) => o.number === 11)!;
      const order = (await headers.get(`/documents?type=order&q=11/2026`)).json().items[0];
      const full = (await headers.get(`/documents/${order.id}`)).json().document;
      expect(full.destination).toMatchObject({ id: ready.destination_id, city: 'Verona' });
      expect(full.rows.every((r: { status: number }) => r.status === 2)).toBe(true);
      const destinations = (await headers.get(`/customers/${full.customer_id}/destinations`)).json()
        .items;
      expect(destinations.map((d: Destination) => d.name)).toEqual([
        'Cantiere Bergamo',
        'Magazzino Verona',
      ]);
    }
  });
});
