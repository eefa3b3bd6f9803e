import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, documentsFixture, type DocumentsFixture } from './documentsFixture';

let f: DocumentsFixture;
let customer: number;

const create = async (code: string, description: string) => {
  const response = await api(f.t, f.alfa).post('/articles', {
    code,
    description,
    price: '1',
    unit: 'pz',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item.id as number;
};

beforeAll(async () => {
  f = await documentsFixture();
  customer = f.alfaCustomers[2];
  // Sorted by code alone, the exact match would come second and the prefix match third.
  await create('AQX-77', 'Rondella per QX-77');
  await create('QX-770', 'Rondella larga');
  await create('QX-77', 'Rondella');
  const own = await create('ZZ-900', 'Dado speciale');
  const response = await api(f.t, f.alfa).post(`/customers/${customer}/articles`, {
    customer_id: customer,
    article_id: own,
    customer_code: 'ROSSI-QX-77',
    description: 'Dado del cliente',
  });
  expect(response.statusCode, response.body).toBe(201);
});
afterAll(() => f.t.close());

const lookup = async (query: string) => {
  const response = await api(f.t, f.alfa).get(`/articles?sort=code&order=ASC&${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as { code: string; customer_code?: string | null }[];
};

describe('article lookup (rows editor)', () => {
  it('ranks the exact code first, then codes starting with the text, then the rest', async () => {
    const codes = (await lookup('q=qx-77')).map((a) => a.code);
    expect(codes).toEqual(['QX-77', 'QX-770', 'AQX-77']);
  });

  it("finds the customer's own code when the customer is given, and says which", async () => {
    const items = await lookup(`q=rossi-qx&customer_id=${customer}`);
    expect(items).toEqual([
      expect.objectContaining({ code: 'ZZ-900', customer_code: 'ROSSI-QX-77' }),
    ]);
    expect(await lookup('q=rossi-qx')).toEqual([]);
    // By the customer's description too; the customer's code never outranks an exact code.
    const withOwn = await lookup(`q=qx-77&customer_id=${customer}`);
    expect(withOwn.map((a) => a.code)).toEqual(['QX-77', 'QX-770', 'AQX-77', 'ZZ-900']);
    expect((await lookup(`q=dado del cliente&customer_id=${customer}`))[0].code).toBe('ZZ-900');
  });

  it("matches nothing through another company's customer", async () => {
    expect(await lookup(`q=rossi-qx&customer_id=${f.betaCustomers[0]}`)).toEqual([]);
  });
});
