import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfPages } from '../support/pdfText';
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

/** A new label on a new item of `parcels` parcels; answers the label id and the order. */
async function newLabel(parcels = 1, weight: string | null = null) {
  const order = await readyOrder(f.t, f.alfa, f.alfaCustomers[0], f.alfaArticles[0], ['9']);
  const list = await openList(f.t, f.alfa, { carrier: 'Bartolini' });
  const item = await addItem(f.t, f.alfa, list.id, {
    document_row_id: order.rows[0].id,
    quantity: '9',
    parcels,
    weight,
  });
  return { label: await labelItem(f.t, f.alfa, item.id), item, list, order };
}
const statusOf = async (listId: number) =>
  (await f.a.get(`/shipping-lists/${listId}`)).json().item.items[0].label.status;

describe('POST /api/shipping-lists/item/{id}/label', () => {
  it('creates one label "to print" per item; a second one is a 409', async () => {
    const { label, item, list } = await newLabel();
    expect(await statusOf(list.id)).toBe(0);
    const second = await f.a.post(`/shipping-lists/item/${item.id}/label`, {});
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      `The item already has label ${label} ("To print"): void it first to replace it`,
    );
    expect((await f.a.post('/shipping-lists/item/999999/label', {})).statusCode).toBe(404);
  });
});

describe('PUT /api/documents/labels/{id} and /api/documents/labels/status', () => {
  it('follows to print -> printed -> applied, and voids; illegal moves are 409 naming both', async () => {
    const { label, list } = await newLabel();
    const back = await f.a.put(`/documents/labels/${label}`, { status: 2 });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(
      `Label ${label} cannot go from "To print" to "Applied": it can only go to Printed or Voided`,
    );
    const printed = await f.a.put(`/documents/labels/${label}`, { status: 1 });
    expect(printed.statusCode, printed.body).toBe(200);
    expect(printed.json().item).toMatchObject({ id: label, status: 1, shipping_list_id: list.id });
    expect((await f.a.put(`/documents/labels/${label}`, { status: 0 })).statusCode).toBe(409);
    expect((await f.a.put(`/documents/labels/${label}`, { status: 2 })).statusCode).toBe(200);
    expect((await f.a.put(`/documents/labels/${label}`, { status: 3 })).statusCode).toBe(200);
    const final = await f.a.put(`/documents/labels/${label}`, { status: 1 });
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toMatch(/: it is final$/);
    expect(await statusOf(list.id)).toBe(3);
  });

  it('checks the body (400 per field) and unknown labels (404)', async () => {
    const bad = await f.a.put('/documents/labels/1', { status: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('status');
    const bulk = await f.a.put('/documents/labels/status', { ids: [], status: 'x' });
    expect(bulk.statusCode).toBe(400);
    expect(Object.keys(bulk.json().errors).sort()).toEqual(['ids', 'status']);
    expect((await f.a.put('/documents/labels/999999', { status: 1 })).statusCode).toBe(404);
  });

  it('bulk: changes all the labels, or none when one move is illegal', async () => {
    const [x, y] = [await newLabel(), await newLabel()];
    const ok = await f.a.put('/documents/labels/status', { ids: [x.label, y.label], status: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().items.map((l: { status: number }) => l.status)).toEqual([1, 1]);
    await f.a.put(`/documents/labels/${y.label}`, { status: 3 });
    const mixed = await f.a.put('/documents/labels/status', { ids: [x.label, y.label], status: 2 });
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().message).toMatch(new RegExp(`Label ${y.label} cannot go from "Voided"`));
    expect(await statusOf(x.list.id)).toBe(1);
    const missing = await f.a.put('/documents/labels/status', {
      ids: [x.label, 999999],
      status: 2,
    });
    expect(missing.statusCode).toBe(404);
    expect(await statusOf(x.list.id)).toBe(1);
  });

  it('a label of a confirmed list can be applied but not voided', async () => {
    const { label, list } = await newLabel();
    expect((await f.a.post(`/shipping-lists/${list.id}/confirm`, {})).statusCode).toBe(200);
    const voided = await f.a.put(`/documents/labels/${label}`, { status: 3 });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toMatch(/confirmed shipping list \d+\/2026: it cannot be voided/);
    expect((await f.a.put(`/documents/labels/${label}`, { status: 1 })).statusCode).toBe(200);
    expect((await f.a.put(`/documents/labels/${label}`, { status: 2 })).statusCode).toBe(200);
  });
});

describe('GET /api/documents/labels/{id}/pdf and /api/documents/labels/pdf?ids=', () => {
  it('prints one 100 x 150 mm page per parcel and marks the label printed', async () => {
    const { label, list, order } = await newLabel(3, '10');
    const response = await f.a.get(`/documents/labels/${label}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename*=UTF-8''Etichetta%20${label}.pdf`,
    );
    const pages = await pdfPages(response.rawPayload);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('MITTENTE');
    expect(pages[0]).toContain('Alfa S.r.l.');
    expect(pages[0]).toContain('Via Giuseppe Verdi 12');
    expect(pages[0]).toContain('DESTINATARIO');
    expect(pages[0]).toContain('DDT da confermare');
    expect(pages[0]).toContain(`Ordine n. ${order.number}/2026 · Rif. cliente Vs. ordine 77`);
    expect(pages[2]).toContain('Collo 3 di 3');
    expect(pages[0]).toContain('Spedizione: 3 colli · 10 kg');
    expect(pages[1]).toContain(`${String(label).padStart(8, '0')}02`);
    // Alfa has a GS1 prefix: an SSCC with its check digit.
    expect(pages[0]).toMatch(/\(00\) \d 8012345 \d{9} \d/);
    expect(await statusOf(list.id)).toBe(1);
    // Printing again keeps "printed".
    expect((await f.a.get(`/documents/labels/${label}/pdf?format=a6`)).statusCode).toBe(200);
    expect(await statusOf(list.id)).toBe(1);
  });

  it('prints the list number once confirmed, and no SSCC for a company without a prefix', async () => {
    const { label, list } = await newLabel();
    const confirmed = (await f.a.post(`/shipping-lists/${list.id}/confirm`, {})).json().item;
    const text = (await pdfPages((await f.a.get(`/documents/labels/${label}/pdf`)).rawPayload))[0];
    expect(text).toContain(`DDT n. ${confirmed.number}/2026 del 20/11/2026`);

    const order = await readyOrder(f.t, f.beta, f.betaCustomers[0], f.betaArticles[0], ['1']);
    const betaList = (await f.b.post('/shipping-lists', { date: '2026-11-20' })).json().item;
    const item = (
      await f.b.post(`/shipping-lists/${betaList.id}/item`, {
        document_row_id: order.rows[0].id,
        quantity: '1',
      })
    ).json().item;
    const betaLabel = (await f.b.post(`/shipping-lists/item/${item.id}/label`, {})).json().item
      .label;
    const beta = await pdfPages(
      (await f.b.get(`/documents/labels/${betaLabel.id}/pdf`)).rawPayload,
    );
    expect(beta[0]).toContain('Beta S.p.A.');
    expect(beta[0]).not.toContain('SSCC');
  });

  it('prints several labels as one file; A4 puts four labels on a sheet', async () => {
    const made = [await newLabel(2), await newLabel(3)];
    const ids = made.map((m) => m.label).join(',');
    const thermal = await f.a.get(`/documents/labels/pdf?ids=${ids}`);
    expect(thermal.statusCode, thermal.body).toBe(200);
    expect(await pdfPages(thermal.rawPayload)).toHaveLength(5);
    const a4 = await f.a.get(`/documents/labels/pdf?ids=${ids}&format=a4`);
    const sheets = await pdfPages(a4.rawPayload);
    expect(sheets).toHaveLength(2);
    expect(sheets[0].match(/DESTINATARIO/g)).toHaveLength(4);
    for (const m of made) expect(await statusOf(m.list.id)).toBe(1);
  });

  it('refuses a bad format or ids (400), a voided label (409), and leaves the others alone', async () => {
    const { label, list } = await newLabel();
    const badFormat = await f.a.get(`/documents/labels/${label}/pdf?format=a3`);
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().errors).toHaveProperty('format');
    const badIds = await f.a.get('/documents/labels/pdf?ids=1,x');
    expect(badIds.statusCode).toBe(400);
    expect(Object.keys(badIds.json().errors)).toEqual(['ids.1']);
    expect((await f.a.get('/documents/labels/abc/pdf')).statusCode).toBe(400);

    const voided = await newLabel();
    await f.a.put(`/documents/labels/${voided.label}`, { status: 3 });
    const refused = await f.a.get(`/documents/labels/pdf?ids=${label},${voided.label}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/cannot be printed/);
    expect(await statusOf(list.id)).toBe(0);
  });

  it('leaves the document routes alone: /documents/{id}/pdf is still the document', async () => {
    const order = (await f.a.get('/documents?type=order')).json().items[0];
    const pdf = await f.a.get(`/documents/${order.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfPages(pdf.rawPayload))[0]).toContain('Ordine');
    expect((await f.a.get(`/documents/${order.id}`)).json().document.id).toBe(order.id);
  });
});
