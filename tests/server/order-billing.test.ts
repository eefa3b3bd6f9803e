import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, documentsFixture, issueDocument, type DocumentsFixture } from './documentsFixture';
import { confirmedDdt, invoiceOf, order } from './deferredFixture';

/**
 * Each order row is invoiced once (docs/deferred-invoices.md): converting the order, the
 * deferred invoicing and row edits never bill more of an order row than its quantity.
 */

let f: DocumentsFixture;
let a: ReturnType<typeof api>;
const ALFA = 'Alfa S.r.l.';

beforeAll(async () => {
  f = await documentsFixture();
  a = api(f.t, f.alfa);
});
afterAll(() => f.t.close());

/** An order of customer `i` with rows of quantities 10 and 3 (at 5 € and 2 €). */
const twoRows = (i: number) =>
  order(f.t, f.alfa, f.alfaCustomers[i], f.alfaArticles[0], [
    { quantity: '10', unit_price: '5' },
    { quantity: '3', unit_price: '2' },
  ]);

const read = async (id: number) => (await a.get(`/documents/${id}`)).json().document;
type WireRow = {
  quantity: string;
  shipped_quantity?: string;
  invoiced_quantity?: string;
  shipped_unbilled?: string;
  order_row_id?: number;
};
const billing = (doc: { rows: WireRow[] }) =>
  doc.rows.map((r) => [r.quantity, r.shipped_quantity, r.invoiced_quantity, r.shipped_unbilled]);
const linesOf = async (invoiceId: number) =>
  (
    await f.t.pool.query(
      `select order_row_id, shipping_item_id, quantity::text from document_rows
       where document_id = $1 order by position`,
      [invoiceId],
    )
  ).rows.map((r) => [r.order_row_id, r.shipping_item_id, r.quantity]);

/** What all invoices bill of each order row, against its quantity. */
async function overBilled() {
  const { rows } = await f.t.pool.query(
    `select o.id, o.quantity, sum(b.quantity) as billed from document_rows o
     join document_rows b on b.company_id = o.company_id and b.order_row_id = o.id
     join documents d on d.company_id = b.company_id and d.id = b.document_id and d.type = 'invoice'
     group by o.id, o.quantity having sum(b.quantity) > o.quantity`,
  );
  return rows;
}

describe('each order row is invoiced once', () => {
  it('refuses the deferred invoice of goods the order’s invoice billed (the audit’s case)', async () => {
    const o = await twoRows(0);
    const converted = await a.post(`/documents/${o.id}/convert`, {
      type: 'invoice',
      document_date: '2024-03-05',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    const invoice = await issueDocument(f.t, f.alfa, converted.json().item.id, '2024-03-05');
    // Then the rows go on a DDT, which the month's deferred invoicing must not bill again.
    const ddt = await confirmedDdt(f.t, ALFA, f.alfaCustomers[0], '2024-03-20', [
      { rowId: o.rows[0].id, quantity: '10' },
      { rowId: o.rows[1].id, quantity: '3' },
    ]);
    const period = { from: '2024-03-01', to: '2024-03-31', customer_ids: [f.alfaCustomers[0]] };
    const preview = (
      await a.get(
        `/documents/deferred-invoices?from=${period.from}&to=${period.to}&customer_ids=${f.alfaCustomers[0]}`,
      )
    ).json();
    expect(preview.items).toEqual([]);
    expect(preview.settled).toEqual([
      expect.objectContaining({
        ddt: expect.objectContaining({ id: ddt.id }),
        invoice: expect.objectContaining({ id: invoice.id, number: invoice.number }),
      }),
    ]);
    const refused = await a.post('/documents/deferred-invoices', period);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      new RegExp(
        `^DDT ${ddt.number}/2024 of .+ has nothing left to bill: row 1 of Order ${(await read(o.id)).number}/2025 is already billed by Invoice ${invoice.number}/2024$`,
      ),
    );
    expect(billing(await read(o.id))).toEqual([
      ['10', '10', '10', '10'],
      ['3', '3', '3', '3'],
    ]);
    // Converting again is refused, naming the row and the invoice.
    const again = await a.post(`/documents/${o.id}/convert`, { type: 'invoice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      new RegExp(`row 1 \\(Articolo 1\\) is billed by Invoice ${invoice.number}/2024$`),
    );
    // A run over every customer leaves the DDT to the invoice that billed its goods.
    const all = await a.post('/documents/deferred-invoices', {
      from: period.from,
      to: period.to,
    });
    expect(all.statusCode).toBe(409);
    expect(await overBilled()).toEqual([]);
  });

  it('invoices goods on a DDT citing it, and only the rest of a row', async () => {
    const o = await twoRows(1);
    const ddt = await confirmedDdt(f.t, ALFA, f.alfaCustomers[1], '2024-04-03', [
      { rowId: o.rows[0].id, quantity: '4' },
    ]);
    expect(billing(await read(o.id))).toEqual([
      ['10', '4', '0', '4'],
      ['3', '0', '0', '0'],
    ]);
    const converted = await a.post(`/documents/${o.id}/convert`, { type: 'invoice' });
    expect(converted.statusCode, converted.body).toBe(201);
    const invoice = converted.json().item;
    expect(await linesOf(invoice.id)).toEqual([
      [o.rows[0].id, ddt.itemIds[0], '4.000'],
      [o.rows[0].id, null, '6.000'],
      [o.rows[1].id, null, '3.000'],
    ]);
    expect(invoice.net_total).toBe('56.00');
    expect(invoice.rows.map((r: WireRow) => r.order_row_id)).toEqual([
      o.rows[0].id,
      o.rows[0].id,
      o.rows[1].id,
    ]);
    // The DDT has nothing left to bill: it is the invoice's.
    expect(await invoiceOf(f.t, ddt.id)).toBe(invoice.id);
    expect(billing(await read(o.id))).toEqual([
      ['10', '4', '10', '0'],
      ['3', '0', '3', '0'],
    ]);
  });

  it('leaves goods on a DDT to the deferred invoicing when asked, which bills them', async () => {
    const o = await twoRows(2);
    const ddt = await confirmedDdt(f.t, ALFA, f.alfaCustomers[2], '2024-05-03', [
      { rowId: o.rows[0].id, quantity: '4' },
      { rowId: o.rows[1].id, quantity: '3' },
    ]);
    const converted = await a.post(`/documents/${o.id}/convert`, {
      type: 'invoice',
      shipped: 'defer',
    });
    expect(converted.statusCode, converted.body).toBe(201);
    expect(await linesOf(converted.json().item.id)).toEqual([[o.rows[0].id, null, '6.000']]);
    expect(await invoiceOf(f.t, ddt.id)).toBeNull();
    // Nothing is left but what the DDT holds: a second conversion says so.
    const again = await a.post(`/documents/${o.id}/convert`, {
      type: 'invoice',
      shipped: 'defer',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/is on confirmed DDTs, left to the deferred invoicing/);
    const made = await a.post('/documents/deferred-invoices', {
      from: '2024-05-01',
      to: '2024-05-31',
      customer_ids: [f.alfaCustomers[2]],
    });
    expect(made.statusCode, made.body).toBe(201);
    const deferred = made.json().items[0];
    expect(await linesOf(deferred.id)).toEqual([
      [o.rows[0].id, ddt.itemIds[0], '4.000'],
      [o.rows[1].id, ddt.itemIds[1], '3.000'],
    ]);
    expect(await invoiceOf(f.t, ddt.id)).toBe(deferred.id);
    expect(billing(await read(o.id))).toEqual([
      ['10', '4', '10', '0'],
      ['3', '3', '3', '0'],
    ]);
  });

  it('bills an item only what its row has left when the order was invoiced in part', async () => {
    const o = await twoRows(3);
    const converted = (await a.post(`/documents/${o.id}/convert`, { type: 'invoice' })).json().item;
    // The user lowers the invoice's first row to 7: 3 are left to invoice of it.
    const first = converted.rows[0];
    const lowered = await a.put(`/documents/rows/${first.id}`, {
      ...first,
      quantity: '7',
      price_manual: true,
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    // Raising it to 11 would bill the order row twice.
    const raised = await a.put(`/documents/rows/${first.id}`, {
      ...first,
      quantity: '11',
      price_manual: true,
    });
    expect(raised.statusCode).toBe(409);
    expect(raised.json().message).toMatch(
      /^Row 1 of Order \d+\/2025 has 10 ordered: an invoice cannot bill more of it$/,
    );
    // The order row cannot drop below what invoices bill of it.
    const orderRow = (await read(o.id)).rows[0];
    const below = await a.put(`/documents/rows/${orderRow.id}`, { ...orderRow, quantity: '6' });
    expect(below.statusCode).toBe(409);
    expect(below.json().message).toMatch(/^7 of this row are billed by Invoice \(draft\)/);
    const ddt = await confirmedDdt(f.t, ALFA, f.alfaCustomers[3], '2024-06-03', [
      { rowId: o.rows[0].id, quantity: '5' },
    ]);
    const made = await a.post('/documents/deferred-invoices', {
      from: '2024-06-01',
      to: '2024-06-30',
      customer_ids: [f.alfaCustomers[3]],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await linesOf(made.json().items[0].id)).toEqual([
      [o.rows[0].id, ddt.itemIds[0], '3.000'],
    ]);
    expect(await invoiceOf(f.t, ddt.id)).toBe(made.json().items[0].id);
    expect(await overBilled()).toEqual([]);
  });

  it('a credit note or a duplicate bills no order row; deleting the draft frees the order', async () => {
    const o = await twoRows(4);
    const draft = (await a.post(`/documents/${o.id}/convert`, { type: 'invoice' })).json().item;
    const duplicate = (await a.post(`/documents/${draft.id}/duplicate`, {})).json().item;
    expect((await linesOf(duplicate.id)).map(([row]) => row)).toEqual([null, null]);
    expect((await a.del(`/documents/${duplicate.id}`)).statusCode).toBe(200);
    const invoice = await issueDocument(f.t, f.alfa, draft.id);
    const note = (await a.post(`/documents/${invoice.id}/convert`, { type: 'credit-note' })).json()
      .item;
    expect((await linesOf(note.id)).map(([row]) => row)).toEqual([null, null]);
    expect(billing(await read(o.id)).map((r) => r[2])).toEqual(['10', '3']);
    const other = await twoRows(4);
    const second = (await a.post(`/documents/${other.id}/convert`, { type: 'invoice' })).json()
      .item;
    expect((await a.del(`/documents/${second.id}`)).statusCode).toBe(200);
    expect(billing(await read(other.id)).map((r) => r[2])).toEqual(['0', '0']);
    expect((await a.post(`/documents/${other.id}/convert`, { type: 'invoice' })).statusCode).toBe(
      201,
    );
  });

  it('conversions and deferred runs at once never bill a row twice', async () => {
    const o = await twoRows(5);
    const ddt = await confirmedDdt(f.t, ALFA, f.alfaCustomers[5], '2024-07-03', [
      { rowId: o.rows[0].id, quantity: '4' },
      { rowId: o.rows[1].id, quantity: '1' },
    ]);
    const period = { from: '2024-07-01', to: '2024-07-31', customer_ids: [f.alfaCustomers[5]] };
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2
          ? a.post('/documents/deferred-invoices', period)
          : a.post(`/documents/${o.id}/convert`, {
              type: 'invoice',
              shipped: i % 4 ? 'invoice' : 'defer',
            }),
      ),
    );
    for (const response of responses) expect([201, 409]).toContain(response.statusCode);
    expect(await overBilled()).toEqual([]);
    const doc = await read(o.id);
    // Whatever the order the calls ran in, all of the order is billed, once.
    expect(doc.rows.map((r: WireRow) => r.invoiced_quantity)).toEqual(['10', '3']);
    expect((await a.post(`/documents/${o.id}/convert`, { type: 'invoice' })).statusCode).toBe(409);
    const { rows } = await f.t.pool.query(
      'select count(*)::int as n from document_rows where shipping_item_id = any($1) group by shipping_item_id',
      [ddt.itemIds],
    );
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });
});
