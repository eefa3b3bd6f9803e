import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, documentsFixture, type DocumentsFixture } from './documentsFixture';

/**
 * Issue 33 point 6: prices and codes that would leave an order guessing are refused with a
 * 409 on the field: two prices of one list from the same quantity, two customer prices of an
 * article from the same quantity valid on a same day, one customer code on two articles.
 */
let f: DocumentsFixture;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  f = await documentsFixture();
  a = api(f.t, f.alfa);
});
afterAll(() => f.t.close());

describe('an article’s price list', () => {
  it('refuses a second price of a list from the same quantity, on add and on update', async () => {
    const article = f.alfaArticles[5];
    const url = `/articles/${article}/price-list`;
    const first = await a.post(url, { list_name: 'Ingrosso', price: '5', min_quantity: '10' });
    expect(first.statusCode, first.body).toBe(201);
    const same = await a.post(url, { list_name: 'ingrosso', price: '4', min_quantity: '10.000' });
    expect(same.statusCode).toBe(409);
    expect(Object.keys(same.json().errors)).toEqual(['min_quantity']);
    expect(same.json().message).toBe(
      'The list “ingrosso” already has a price from 10 pieces: change that one, or choose another minimum quantity',
    );
    const other = await a.post(url, { list_name: 'Ingrosso', price: '4', min_quantity: '20' });
    expect(other.statusCode).toBe(201);
    const id = other.json().item.id;
    const moved = await a.post(`${url}/${id}`, {
      list_name: 'Ingrosso',
      price: '4',
      min_quantity: '10',
    });
    expect(moved.statusCode).toBe(409);
    // Saving a price as it is, or in another list, is no clash.
    const kept = await a.post(`${url}/${id}`, {
      list_name: 'Ingrosso',
      price: '3.9',
      min_quantity: '20',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const elsewhere = await a.post(url, { list_name: 'Dettaglio', price: '6', min_quantity: '10' });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('lets only one of concurrent identical prices in', async () => {
    const url = `/articles/${f.alfaArticles[6]}/price-list`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        a.post(url, { list_name: 'Promo', price: '1', min_quantity: '5' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });
});

describe('a customer’s prices and codes', () => {
  it('refuses a price of the same article and quantity valid on a same day', async () => {
    const customer = f.alfaCustomers[2];
    const url = `/customers/${customer}/price-list`;
    const price = (extra: Record<string, unknown>) =>
      a.post(url, {
        customer_id: customer,
        article_id: f.alfaArticles[7],
        price: '10',
        min_quantity: '1',
        ...extra,
      });
    const spring = await price({ valid_from: '2027-01-01', valid_to: '2027-06-30' });
    expect(spring.statusCode, spring.body).toBe(201);
    const autumn = await price({ valid_from: '2027-07-01', valid_to: null });
    expect(autumn.statusCode, autumn.body).toBe(201);
    for (const overlapping of [
      { valid_from: '2027-06-30', valid_to: '2027-07-01' },
      { valid_from: null, valid_to: null },
      { valid_from: '2028-01-01', valid_to: null },
    ]) {
      const refused = await price(overlapping);
      expect(refused.statusCode, JSON.stringify(overlapping)).toBe(409);
      expect(Object.keys(refused.json().errors)).toEqual(['min_quantity']);
    }
    // Another quantity is another step of the scale.
    expect((await price({ min_quantity: '50' })).statusCode).toBe(201);
  });

  it('refuses one customer code on two articles of the customer, in any case', async () => {
    const [one, two] = f.alfaCustomers;
    const code = (customer: number, article: number, customer_code: string) =>
      a.post(`/customers/${customer}/articles`, {
        customer_id: customer,
        article_id: article,
        customer_code,
      });
    expect((await code(one, f.alfaArticles[8], 'ZX-77')).statusCode).toBe(201);
    const refused = await code(one, f.alfaArticles[9], 'zx-77');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual({
      customer_code: expect.stringContaining('“zx-77” already names'),
    });
    // Another customer may use the same code.
    expect((await code(two, f.alfaArticles[9], 'ZX-77')).statusCode).toBe(201);
  });
});
