import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, documentsFixture, issueDocument, type DocumentsFixture } from './documentsFixture';
import { billedItems, confirmedDdt, invoiceOf, order, type Ddt } from './deferredFixture';

let f: DocumentsFixture;
let a: ReturnType<typeof api>;

beforeAll(async () => {
  f = await documentsFixture();
  a = api(f.t, f.alfa);
});
afterAll(() => f.t.close());

/**
 * `count` DDTs of one item each for each of `customers`, dated in `month` (`2024-06`: a year
 * the demo data leaves alone).
 */
async function ddtsOf(customers: number[], month: string, count: number) {
  const made: Ddt[] = [];
  for (const customer of customers) {
    const o = await order(f.t, f.alfa, customer, f.alfaArticles[0], [
      { quantity: '100', unit_price: '2' },
    ]);
    for (let i = 0; i < count; i++) {
      made.push(
        await confirmedDdt(
          f.t,
          'Alfa S.r.l.',
          customer,
          `${month}-${String(i + 2).padStart(2, '0')}`,
          [{ rowId: o.rows[0].id, quantity: '1' }],
        ),
      );
    }
  }
  return made;
}

describe('deferred invoicing under concurrency', () => {
  it('eight calls at once over the same DDTs: one makes the invoices, the others get 409', async () => {
    const customers = f.alfaCustomers.slice(0, 3);
    const ddts = await ddtsOf(customers, '2024-06', 3);
    const body = { from: '2024-06-01', to: '2024-06-30' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        a.post('/documents/deferred-invoices', i % 2 ? body : { ...body, customer_ids: customers }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const made = responses.find((r) => r.statusCode === 201)!.json().items;
    expect(made).toHaveLength(3);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toMatch(/is already invoiced: Invoice \(draft\)/);
    }
    // Every DDT item is billed exactly once.
    const { rows } = await f.t.pool.query(
      'select shipping_item_id, count(*)::int as n from document_rows where shipping_item_id = any($1) group by 1',
      [ddts.flatMap((d) => d.itemIds)],
    );
    expect(rows).toHaveLength(9);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    for (const ddt of ddts) expect(await invoiceOf(f.t, ddt.id)).not.toBeNull();
  });

  it('calls for different customers at once each make their own invoice', async () => {
    const customers = f.alfaCustomers.slice(0, 4);
    await ddtsOf(customers, '2024-07', 2);
    const responses = await Promise.all(
      customers.map((id) =>
        a.post('/documents/deferred-invoices', {
          from: '2024-07-01',
          to: '2024-07-31',
          customer_ids: [id],
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const customersBilled = responses.map((r) => r.json().items[0].customer_id);
    expect(customersBilled).toEqual(customers);
  });
});

describe('copies of a deferred invoice', () => {
  it('a credit note or a duplicate does not bill the DDT items again', async () => {
    const [ddt] = await ddtsOf([f.alfaCustomers[0]], '2024-08', 1);
    const made = await a.post('/documents/deferred-invoices', {
      from: '2024-08-01',
      to: '2024-08-31',
    });
    expect(made.statusCode, made.body).toBe(201);
    const invoiceId = made.json().items[0].id as number;
    const duplicate = await a.post(`/documents/${invoiceId}/duplicate`, {});
    expect(duplicate.statusCode, duplicate.body).toBe(201);
    expect(await billedItems(f.t, duplicate.json().item.id)).toEqual([null]);
    await issueDocument(f.t, f.alfa, invoiceId);
    const note = await a.post(`/documents/${invoiceId}/convert`, { type: 'credit-note' });
    expect(note.statusCode, note.body).toBe(201);
    expect(await billedItems(f.t, note.json().item.id)).toEqual([null]);
    expect(await billedItems(f.t, invoiceId)).toEqual(ddt.itemIds);
    // An issued invoice cannot be deleted: its DDT stays invoiced.
    expect((await a.del(`/documents/${invoiceId}`)).statusCode).toBe(409);
    expect(await invoiceOf(f.t, ddt.id)).toBe(invoiceId);
  });
});
