import { expect } from 'vitest';
import { api, createDocument, documentsFixture, type Headers } from './documentsFixture';
import type { TestApp } from './testApp';

/** The documents fixture plus helpers to build shipping lists through the API. */
export async function shippingFixture() {
  const f = await documentsFixture();
  const carriersOf = async (headers: Headers) =>
    (await api(f.t, headers).get('/carriers?sort=id&perPage=10'))
      .json()
      .items.map((i: { id: number }) => i.id) as number[];
  return {
    ...f,
    a: api(f.t, f.alfa),
    b: api(f.t, f.beta),
    alfaCarriers: await carriersOf(f.alfa),
    betaCarriers: await carriersOf(f.beta),
  };
}
export type ShippingFixture = Awaited<ReturnType<typeof shippingFixture>>;

/** An order whose rows are "ready" (line status 2), of the given quantities; answers its rows. */
export async function readyOrder(
  t: TestApp,
  headers: Headers,
  customerId: number,
  articleId: number,
  quantities: string[],
  status = 3,
) {
  const order = await createDocument(t, headers, {
    customer_id: customerId,
    document_date: '2026-11-02',
    reference: 'Vs. ordine 77',
    status: 0,
    rows: quantities.map((quantity, i) => ({
      article_id: articleId,
      description: `Articolo da spedire ${i + 1}`,
      quantity,
      unit_price: '10',
      status: 2,
    })),
  });
  if (status !== 0) {
    // 0 -> 1 -> 3 (in progress): an order that is being prepared.
    for (const [to, version] of [
      [1, 1],
      [status, 2],
    ]) {
      const moved = await api(t, headers).put(`/documents/${order.id}`, {
        customer_id: customerId,
        document_date: order.document_date,
        reference: order.reference,
        status: to,
        version,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
  }
  return order as { id: number; number: number; year: number; rows: { id: number }[] };
}

/**
 * Creates an open list (201 expected) and answers it: transport by the sender unless `body`
 * says otherwise, so that it confirms without a carrier.
 */
export async function openList(t: TestApp, headers: Headers, body: Record<string, unknown> = {}) {
  const response = await api(t, headers).post('/shipping-lists', {
    date: '2026-11-20',
    transport_by: 'sender',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item as {
    id: number;
    version: number;
    number: number | null;
    customer_id: number | null;
    customer: { id: number; name: string } | null;
  };
}

/** Adds an item (201 expected) and answers it. */
export async function addItem(
  t: TestApp,
  headers: Headers,
  listId: number,
  body: Record<string, unknown>,
) {
  const response = await api(t, headers).post(`/shipping-lists/${listId}/item`, {
    parcels: 1,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item as { id: number; label: { id: number; status: number } | null };
}

/** Creates the label of an item (201 expected) and answers the label's id. */
export async function labelItem(t: TestApp, headers: Headers, itemId: number) {
  const response = await api(t, headers).post(`/shipping-lists/item/${itemId}/label`, {});
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item.label.id as number;
}
