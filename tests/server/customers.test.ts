import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData } from './formData';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
let alfa: { authorization: string };
let beta: { authorization: string };
let alfaArticleId: number;
let betaArticleId: number;

const newCustomer = (code: string) => ({
  general: {
    name: `Cliente ${code} S.r.l.`,
    vat_number: '12345678903',
    city: 'Forlì',
    province: 'FC',
  },
  registry_code: code,
  credit_limit: '5.000,50'.replace('.', ''),
  language: 'hu',
  billing: { address: 'Via Emilia 1', zip: '47121', city: 'Forlì', province: 'fc', country: 'it' },
  iban: 'IT60 X054 2811 1010 0000 0123 456',
});

async function create(headers: { authorization: string }, code: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers,
    payload: newCustomer(code),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

beforeAll(async () => {
  t = await createTestApp();
  alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
  beta = await t.signInTo('admin@example.com', 'Beta S.p.A.');
  const article = { description: 'Articolo', price: '10', unit: 'pz' };
  alfaArticleId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: alfa,
      payload: { ...article, code: 'A-1' },
    })
  ).json().item.id;
  betaArticleId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/articles',
      headers: beta,
      payload: { ...article, code: 'B-1' },
    })
  ).json().item.id;
});
afterAll(() => t.close());

describe('customers', () => {
  it('creates a customer with a new general registry entry, in one go', async () => {
    const item = await create(alfa, 'C001');
    expect(item).toMatchObject({
      registry_code: 'C001',
      credit_limit: '5000.50',
      language: 'hu',
      iban: 'IT60X0542811101000000123456',
      billing: { province: 'FC', country: 'IT' },
      general: { name: 'Cliente C001 S.r.l.', country: 'IT' },
      prices: [],
      articles: [],
    });
    const general = await t.app.inject({
      method: 'GET',
      url: `/api/general-regs/${item.general.id}`,
      headers: alfa,
    });
    expect(general.statusCode).toBe(200);
  });

  it('creates a customer on an existing general registry entry (general.id), not on another company’s', async () => {
    const entries = (
      await t.app.inject({ method: 'GET', url: '/api/general-regs?perPage=1', headers: alfa })
    ).json().items;
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: alfa,
      payload: { ...newCustomer('C002'), general: { id: entries[0].id } },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().item.general.name).toBe(entries[0].name);
    const betaEntry = (
      await t.app.inject({ method: 'GET', url: '/api/general-regs?perPage=1', headers: beta })
    ).json().items[0];
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: alfa,
      payload: { ...newCustomer('C003'), general: { id: betaEntry.id } },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('says what is missing, in the spec’s words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { ...alfa, 'accept-language': 'en' },
      payload: { general: { name: 'X' }, registry_code: ' ', iban: 'IT00X0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({
      registry_code: 'The registry code is mandatory',
      credit_limit: 'Enter the credit limit value',
      iban: expect.stringMatching(/IBAN/),
    });
    const italian = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: { ...alfa, 'accept-language': 'it' },
      payload: { general: { name: 'X' } },
    });
    expect(italian.json().errors.registry_code).toBe('Il codice anagrafico è obbligatorio');
  });

  it('refuses a second customer with the same registry code (409)', async () => {
    await create(alfa, 'DUP');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: alfa,
      payload: newCustomer('DUP'),
    });
    expect(again.statusCode).toBe(409);
  });

  it('lists with search by registry code, name, VAT number and city', async () => {
    await create(alfa, 'SRCH-9');
    for (const q of ['srch-9', 'cliente srch', '12345678903', 'forl']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/customers?q=${encodeURIComponent(q)}&perPage=100`,
        headers: alfa,
      });
      expect(response.statusCode).toBe(200);
      expect(
        response.json().items.map((c: { registry_code: string }) => c.registry_code),
        q,
      ).toContain('SRCH-9');
    }
    const page = (
      await t.app.inject({
        method: 'GET',
        url: '/api/customers?sort=name&order=DESC',
        headers: alfa,
      })
    ).json();
    expect(page.selects).not.toHaveProperty('paymentTerms');
  });

  it('updates customer and general entry together with the version read; stale -> 409', async () => {
    const item = await create(alfa, 'UPD');
    const body = {
      ...newCustomer('UPD'),
      general: { ...item.general, name: 'Rinominata S.r.l.' },
      credit_limit: '100',
      version: item.version,
    };
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${item.id}`,
      headers: alfa,
      payload: body,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().item).toMatchObject({
      credit_limit: '100.00',
      version: 2,
      general: { name: 'Rinominata S.r.l.' },
    });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${item.id}`,
      headers: alfa,
      payload: body,
    });
    expect(stale.statusCode).toBe(409);
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/customers/${item.id}`,
      headers: alfa,
      payload: { ...body, version: 2, general: { ...item.general, id: item.general.id + 1000 } },
    });
    expect(other.statusCode).toBe(400);
  });

  it('keeps the customer’s price list and article codes through form data', async () => {
    const item = await create(alfa, 'PL');
    const add = formData({
      customer_id: item.id,
      article_id: alfaArticleId,
      price: '8,50',
      min_quantity: '10',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
    });
    const price = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${item.id}/price-list`,
      headers: { ...alfa, ...add.headers },
      payload: add.payload,
    });
    expect(price.statusCode, price.body).toBe(201);
    expect(price.json().item).toMatchObject({
      price: '8.50',
      min_quantity: '10',
      article: { code: 'A-1' },
    });
    const edit = formData({
      _method: 'PUT',
      customer_id: item.id,
      article_id: alfaArticleId,
      price: '8',
      min_quantity: '20',
    });
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${item.id}/price-list/${price.json().item.id}`,
      headers: { ...alfa, ...edit.headers },
      payload: edit.payload,
    });
    expect(updated.json().item).toMatchObject({
      price: '8.00',
      min_quantity: '20',
      valid_from: null,
    });

    const code = formData({
      customer_id: item.id,
      article_id: alfaArticleId,
      customer_code: 'CLI-77',
      description: 'La vite del cliente',
    });
    const article = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${item.id}/articles`,
      headers: { ...alfa, ...code.headers },
      payload: code.payload,
    });
    expect(article.statusCode, article.body).toBe(201);
    const recode = formData({
      _method: 'PUT',
      customer_id: item.id,
      article_id: alfaArticleId,
      customer_code: 'CLI-78',
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/customers/articles/${article.json().item.id}`,
      headers: { ...alfa, ...recode.headers },
      payload: recode.payload,
    });
    expect(changed.json().item.customer_code).toBe('CLI-78');

    const full = (
      await t.app.inject({ method: 'GET', url: `/api/customers/${item.id}`, headers: alfa })
    ).json().item;
    expect(full.prices).toHaveLength(1);
    expect(full.articles).toMatchObject([{ customer_code: 'CLI-78', article: { code: 'A-1' } }]);

    // The article is in use now: it cannot be deleted.
    const articleDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/articles/${alfaArticleId}`,
      headers: alfa,
    });
    expect(articleDelete.statusCode).toBe(409);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/customers/${item.id}/price-list/${price.json().item.id}`,
          headers: alfa,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/customers/articles/${article.json().item.id}`,
          headers: alfa,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses malformed form data with per-field errors, and an id that does not match the path', async () => {
    const item = await create(alfa, 'BAD');
    const bad = formData({
      customer_id: item.id,
      article_id: 'x',
      price: '1,2,3',
      valid_from: '2026-13-45',
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${item.id}/price-list`,
      headers: { ...alfa, ...bad.headers },
      payload: bad.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'article_id',
      'price',
      'valid_from',
    ]);
    const mismatch = formData({ customer_id: item.id + 1, article_id: alfaArticleId, price: '1' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${item.id}/price-list`,
      headers: { ...alfa, ...mismatch.headers },
      payload: mismatch.payload,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty('customer_id');
  });
});

/**
 * The search looks in the customer's `search_text` (its code and its entry's name, VAT number,
 * tax code and city), kept by triggers: it must follow every write of either, through the API.
 */
describe('customer search after writes', () => {
  const codes = async (headers: { authorization: string }, q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/customers?q=${encodeURIComponent(q)}&perPage=100`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items.map((c: { registry_code: string }) => c.registry_code);
  };
  const put = async (url: string, payload: object) => {
    const response = await t.app.inject({ method: 'PUT', url, headers: alfa, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().item;
  };

  it('finds a customer by its entry’s new name, VAT number and city, not the old ones', async () => {
    const item = await create(alfa, 'REN-1');
    expect(await codes(alfa, 'cliente ren-1')).toEqual(['REN-1']);
    // The customer saved with its entry renamed.
    const renamed = await put(`/api/customers/${item.id}`, {
      ...newCustomer('REN-1'),
      general: { ...item.general, name: 'Zafferano Primo S.r.l.' },
      version: item.version,
    });
    expect(await codes(alfa, 'zafferano primo')).toEqual(['REN-1']);
    expect(await codes(alfa, 'cliente ren-1')).toEqual([]);
    // The entry saved alone: another name, VAT number, tax code and city.
    const entry = (
      await t.app.inject({
        method: 'GET',
        url: `/api/general-regs/${item.general.id}`,
        headers: alfa,
      })
    ).json().item;
    await put(`/api/general-regs/${item.general.id}`, {
      name: 'Zafferano Secondo S.r.l.',
      vat_number: '01234567897',
      tax_code: 'RSSMRA85T10A562S',
      city: 'Cesenatico',
      province: 'FC',
      country: 'IT',
      version: entry.version,
    });
    for (const q of ['zafferano secondo', '01234567897', 'rssmra85t', 'cesenatico']) {
      expect(await codes(alfa, q), q).toEqual(['REN-1']);
    }
    for (const q of ['zafferano primo', 'ren-1 zafferano primo']) {
      expect(await codes(alfa, q), q).toEqual([]);
    }
    // The customer saved with a new registry code: found by it, not by the old one.
    const current = (
      await t.app.inject({ method: 'GET', url: `/api/customers/${item.id}`, headers: alfa })
    ).json().item;
    // The entry's write changed the customer's text, not its version.
    expect(current.version).toBe(renamed.version);
    await put(`/api/customers/${item.id}`, {
      ...newCustomer('REN-2'),
      general: current.general,
      version: current.version,
    });
    expect(await codes(alfa, 'ren-2')).toEqual(['REN-2']);
    expect(await codes(alfa, 'ren-1')).toEqual([]);
    expect(await codes(alfa, 'ren-2 zafferano secondo')).toEqual(['REN-2']);
  });

  it('finds a new customer on an existing entry by the entry’s city, for its company only', async () => {
    const entry = await t.app.inject({
      method: 'POST',
      url: '/api/general-regs',
      headers: alfa,
      payload: { name: 'Entrata Prima S.r.l.', city: 'Bagnacavallo', country: 'IT' },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(await codes(alfa, 'bagnacavallo')).toEqual([]);
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: alfa,
      payload: { ...newCustomer('ENT-1'), general: { id: entry.json().item.id } },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(await codes(alfa, 'bagnacavallo')).toEqual(['ENT-1']);
    expect(await codes(alfa, 'entrata prima')).toEqual(['ENT-1']);
    // Beta's customer in the same city, and with the same code: each company finds its own.
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/customers',
      headers: beta,
      payload: {
        ...newCustomer('ENT-1'),
        general: { name: 'Entrata Beta', city: 'Bagnacavallo', country: 'IT' },
      },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const mine = await codes(alfa, 'bagnacavallo');
    expect(mine).toEqual(['ENT-1']);
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/customers?q=bagnacavallo',
      headers: alfa,
    });
    expect(search.json().items.map((c: { id: number }) => c.id)).toEqual([linked.json().item.id]);
    expect(search.json().total).toBe(1);
    const beta1 = await t.app.inject({
      method: 'GET',
      url: '/api/customers?q=bagnacavallo',
      headers: beta,
    });
    expect(beta1.json().items.map((c: { id: number }) => c.id)).toEqual([theirs.json().item.id]);
    expect(await codes(beta, 'entrata prima')).toEqual([]);
  });
});

describe('tenant isolation of customers', () => {
  it('a user of Beta gets 404 on every route for Alfa’s customer, and nothing changes', async () => {
    const item = await create(alfa, 'ISO');
    const add = formData({ customer_id: item.id, article_id: alfaArticleId, price: '1' });
    const price = (
      await t.app.inject({
        method: 'POST',
        url: `/api/customers/${item.id}/price-list`,
        headers: { ...alfa, ...add.headers },
        payload: add.payload,
      })
    ).json().item;
    const code = formData({ customer_id: item.id, article_id: alfaArticleId, customer_code: 'X' });
    const article = (
      await t.app.inject({
        method: 'POST',
        url: `/api/customers/${item.id}/articles`,
        headers: { ...alfa, ...code.headers },
        payload: code.payload,
      })
    ).json().item;

    const form = (fields: Record<string, string | number>) => {
      const f = formData(fields);
      return { headers: { ...beta, ...f.headers }, payload: f.payload };
    };
    const attempts = [
      await t.app.inject({ method: 'GET', url: `/api/customers/${item.id}`, headers: beta }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/customers/${item.id}`,
        headers: beta,
        payload: { ...newCustomer('ISO'), general: item.general, version: 1 },
      }),
      await t.app.inject({ method: 'DELETE', url: `/api/customers/${item.id}`, headers: beta }),
      await t.app.inject({
        method: 'POST',
        url: `/api/customers/${item.id}/price-list`,
        ...form({ customer_id: item.id, article_id: betaArticleId, price: '0' }),
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/customers/${item.id}/price-list/${price.id}`,
        ...form({ customer_id: item.id, article_id: betaArticleId, price: '0' }),
      }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/customers/${item.id}/price-list/${price.id}`,
        headers: beta,
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/customers/${item.id}/articles`,
        ...form({ customer_id: item.id, article_id: betaArticleId }),
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/customers/articles/${article.id}`,
        ...form({ customer_id: item.id, article_id: betaArticleId }),
      }),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/customers/articles/${article.id}`,
        headers: beta,
      }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([
      404, 404, 404, 404, 404, 404, 404, 404, 404,
    ]);
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/customers/${item.id}`, headers: alfa })
    ).json().item;
    expect(after).toMatchObject({
      version: 1,
      prices: [{ price: '1.00' }],
      articles: [{ customer_code: 'X' }],
    });
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/customers?perPage=500', headers: beta })
    ).json();
    expect(list.items.map((c: { registry_code: string }) => c.registry_code)).not.toContain('ISO');
  });

  it('an Alfa customer cannot be given a Beta article', async () => {
    const item = await create(alfa, 'XART');
    const add = formData({ customer_id: item.id, article_id: betaArticleId, price: '1' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/customers/${item.id}/price-list`,
      headers: { ...alfa, ...add.headers },
      payload: add.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('article_id');
  });
});

describe('GET /customers/next-code (issue 33 point 9)', () => {
  const next = async (headers: { authorization: string }) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/customers/next-code',
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().code as string;
  };

  it('proposes the code after the company’s highest, and follows what is created', async () => {
    const proposed = await next(alfa);
    expect(proposed).toMatch(/^C\d{4}$/);
    await create(alfa, proposed);
    const after = await next(alfa);
    expect(Number(after.slice(1))).toBe(Number(proposed.slice(1)) + 1);
    // Beta's codes are its own.
    const beta1 = await next(beta);
    await create(beta, 'C9999');
    expect(await next(beta)).toBe('C10000');
    expect(await next(alfa)).toBe(after);
    expect(beta1).toMatch(/^C\d{4}$/);
  });
});
