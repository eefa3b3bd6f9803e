import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';

let f: DocumentsFixture;
let a: ReturnType<typeof api>;
let b: ReturnType<typeof api>;
/** Two destinations of Alfa's customer 5, one of its customer 6, one of a Beta customer. */
let mine: { id: number }[];
let othersCustomer: { id: number };
let betas: { id: number };

const place = (name: string) => ({ name, address: 'Via Roma 1', zip: '37121', city: 'Verona' });

async function addDestination(headers: ReturnType<typeof api>, customerId: number, name: string) {
  const response = await headers.post(`/customers/${customerId}/destinations`, place(name));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item as { id: number };
}

beforeAll(async () => {
  f = await documentsFixture();
  a = api(f.t, f.alfa);
  b = api(f.t, f.beta);
  mine = [
    await addDestination(a, f.alfaCustomers[5], 'Magazzino Verona'),
    await addDestination(a, f.alfaCustomers[5], 'Cantiere Bergamo'),
  ];
  othersCustomer = await addDestination(a, f.alfaCustomers[6], 'Deposito Padova');
  betas = await addDestination(b, f.betaCustomers[5], 'Magazzino Beta');
});
afterAll(() => f.t.close());

const order = (destinationId: unknown, customerId = f.alfaCustomers[5]) =>
  a.post('/documents', {
    type: 'order',
    customer_id: customerId,
    document_date: '2026-11-10',
    destination_id: destinationId,
    rows: [{ description: 'Scaffale', quantity: '2', unit_price: '100' }],
  });

/** The header of `doc` as the form saves it, with `changes`. */
const header = (doc: Record<string, unknown>, changes: Record<string, unknown> = {}) => ({
  customer_id: doc.customer_id,
  document_date: doc.document_date,
  reference: doc.reference,
  version: doc.version,
  ...changes,
});

describe('a document’s destination', () => {
  it('is taken on create and shown on the document and in the list', async () => {
    const created = await order(mine[0].id);
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json().item;
    expect(doc.destination_id).toBe(mine[0].id);
    expect(doc.destination).toEqual({
      id: mine[0].id,
      name: 'Magazzino Verona',
      address: 'Via Roma 1',
      zip: '37121',
      city: 'Verona',
      province: null,
      country: 'IT',
    });
    const listed = (await a.get(`/documents?type=order&q=${doc.number}/2026`)).json().items;
    expect(listed.find((d: { id: number }) => d.id === doc.id).destination_id).toBe(mine[0].id);
  });

  it('is the billing address (null) when left out or empty', async () => {
    for (const value of [undefined, null, '']) {
      const created = await order(value);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().item).toMatchObject({ destination_id: null, destination: null });
    }
  });

  it('must be one of the customer’s: another customer’s or company’s is a 400 on the field', async () => {
    for (const id of [othersCustomer.id, betas.id, 999_999]) {
      const refused = await order(id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({
        destination_id: 'Choose a destination of this customer',
      });
    }
    expect((await order('abc')).json().errors).toHaveProperty('destination_id');
  });

  it('is kept when an update leaves it out, changed or cleared when sent', async () => {
    const doc = (await order(mine[0].id)).json().item;
    const kept = await a.put(`/documents/${doc.id}`, header(doc, { reference: 'Nuovo rif.' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().item.destination_id).toBe(mine[0].id);
    const moved = await a.put(
      `/documents/${doc.id}`,
      header(kept.json().item, { destination_id: mine[1].id }),
    );
    expect(moved.json().item.destination).toMatchObject({ name: 'Cantiere Bergamo' });
    const cleared = await a.put(
      `/documents/${doc.id}`,
      header(moved.json().item, { destination_id: null }),
    );
    expect(cleared.json().item).toMatchObject({ destination_id: null, destination: null });
  });

  it('blocks a change of customer until it is cleared or one of the new customer’s', async () => {
    const doc = (await order(mine[0].id)).json().item;
    const other = f.alfaCustomers[6];
    const refused = await a.put(`/documents/${doc.id}`, header(doc, { customer_id: other }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['destination_id']);
    const stored = (await a.get(`/documents/${doc.id}`)).json().document;
    expect(stored).toMatchObject({ customer_id: f.alfaCustomers[5], version: doc.version });
    const withTheirs = await a.put(
      `/documents/${doc.id}`,
      header(doc, { customer_id: other, destination_id: othersCustomer.id }),
    );
    expect(withTheirs.statusCode, withTheirs.body).toBe(200);
    expect(withTheirs.json().item.destination).toMatchObject({ name: 'Deposito Padova' });
    const back = await a.put(
      `/documents/${doc.id}`,
      header(withTheirs.json().item, { customer_id: f.alfaCustomers[5], destination_id: null }),
    );
    expect(back.statusCode, back.body).toBe(200);
  });

  it('goes from an order to its invoice, and to a duplicate', async () => {
    const doc = (await order(mine[1].id)).json().item;
    const invoice = await a.post(`/documents/${doc.id}/convert`, { type: 'invoice' });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json().item).toMatchObject({ type: 'invoice', destination_id: mine[1].id });
    const copy = await a.post(`/documents/${doc.id}/duplicate`, {});
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().item.destination).toMatchObject({ name: 'Cantiere Bergamo' });
  });

  it('is allowed on an invoice, and locked with it once issued', async () => {
    const invoice = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[5],
      document_date: '2026-11-10',
      destination_id: mine[0].id,
      rows: [{ description: 'Servizio', quantity: '1', unit_price: '50' }],
    });
    expect(invoice.destination_id).toBe(mine[0].id);
    const issued = await issueDocument(f.t, f.alfa, invoice.id, '2026-11-10');
    const same = await a.put(`/documents/${invoice.id}`, header(issued));
    expect(same.statusCode, same.body).toBe(200);
    const changed = await a.put(
      `/documents/${invoice.id}`,
      header(same.json().item, { destination_id: mine[1].id }),
    );
    expect(changed.statusCode).toBe(409);
    expect((await a.get(`/documents/${invoice.id}`)).json().document.destination_id).toBe(
      mine[0].id,
    );
  });

  it('of a Beta document is out of reach of Alfa (404), and Beta’s own works', async () => {
    const created = await b.post('/documents', {
      type: 'order',
      customer_id: f.betaCustomers[5],
      document_date: '2026-11-10',
      destination_id: betas.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json().item;
    expect(doc.destination).toMatchObject({ name: 'Magazzino Beta' });
    const put = await a.put(`/documents/${doc.id}`, header(doc, { destination_id: null }));
    expect(put.statusCode).toBe(404);
    expect((await b.get(`/documents/${doc.id}`)).json().document.destination_id).toBe(betas.id);
  });
});
