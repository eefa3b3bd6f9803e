import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { connect } from '../../server/db/client';
import { ANCHOR_EVERY, COUNT_CAP } from '../../server/lib/list-page';
import { createTestApp, JWT_SECRET, type TestApp } from './testApp';

/**
 * The registry lists page on their sort indexes (ids first, then rows), count from
 * `list_counts` when unfiltered and up to a cap when filtered, and search customers on their
 * own `search_text`. Every page must still be the one a plain
 * `ORDER BY … OFFSET` gives, and only the company's own rows may count.
 */
let t: TestApp;
let alfa: { authorization: string };
let beta: { authorization: string };
let alfaId: number;
let betaId: number;

const ROWS = 300;
/** More matches than the cap: the capped count and the customers' broad search. */
const MANY = 1_100;

beforeAll(async () => {
  // Some 1,500 list calls within the minute: the rate limit is not what this file tests.
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  alfa = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
  beta = await t.signInTo('admin@example.com', 'Beta S.p.A.');
  const { rows } = await t.pool.query<{ id: number; name: string }>(
    `select id, name from companies where name in ('Alfa S.r.l.', 'Beta S.p.A.')`,
  );
  alfaId = rows.find((r) => r.name === 'Alfa S.r.l.')!.id;
  betaId = rows.find((r) => r.name === 'Beta S.p.A.')!.id;
  // Repeated names, cities, codes' neighbours and nulls: ties and nulls must page right too.
  await t.pool.query(
    `insert into general_regs (company_id, name, vat_number, tax_code, city, province, country, phone, email)
     select $1, (array['Rossi', 'bianchi', 'Verdi', 'Neri'])[1 + i % 4] || ' ' || (i % 37),
            case when i % 5 = 0 then null else lpad((i % 50)::text, 11, '0') end,
            case when i % 3 = 0 then null else 'TX' || (i % 20) end,
            (array['Milano', 'Roma', null, 'Forlì'])[1 + i % 4], 'MI', (array['IT', 'FR'])[1 + i % 2],
            case when i % 7 = 0 then null else '051' || (i % 11) end, 'Mail' || (i % 13) || '@x.it'
     from generate_series(1, $2) as i`,
    [alfaId, ROWS],
  );
  await t.pool.query(
    `insert into customers (company_id, general_reg_id, registry_code, credit_limit, language)
     select g.company_id, g.id, 'P' || lpad(g.id::text, 6, '0'), g.id % 17, 'it'
     from general_regs g where g.company_id = $1 and g.name ~ ' [0-9]+$'`,
    [alfaId],
  );
  await t.pool.query(
    `insert into articles (company_id, code, description, unit, price, vat_rate, lifecycle_status, pricing_type)
     select $1, 'PG-' || lpad(i::text, 4, '0'), (array['Vite', 'vite', 'Dado'])[1 + i % 3] || ' ' || (i % 23),
            'pz', (i % 9) / 4.0, '22', i % 4, i % 3
     from generate_series(1, $2) as i`,
    [alfaId, ROWS],
  );
  // A word more than the cap of Alfa's records use (customers too), and Beta's records with it.
  for (const company of [alfaId, betaId]) {
    const count = company === alfaId ? MANY : 40;
    await t.pool.query(
      `insert into general_regs (company_id, name, city, province, country)
       select $1, 'Cappello ' || i, 'Roma', 'RM', 'IT' from generate_series(1, $2) as i`,
      [company, count],
    );
    await t.pool.query(
      `insert into customers (company_id, general_reg_id, registry_code, credit_limit, language)
       select g.company_id, g.id, 'K' || lpad(g.id::text, 6, '0'), 0, 'it'
       from general_regs g where g.company_id = $1 and g.name like 'Cappello %'`,
      [company],
    );
    await t.pool.query(
      `insert into articles (company_id, code, description, unit, price, vat_rate)
       select $1, 'CAP-' || i, 'Cappello ' || i, 'pz', 1, '22' from generate_series(1, $2) as i`,
      [company, count],
    );
  }
  await t.pool.query('analyze general_regs, customers, articles');
});
afterAll(() => t.close());

async function getList(headers: { authorization: string }, url: string, app = t.app) {
  const response = await app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { id: number }[]; total: number; total_capped: boolean };
}

/** Ids of the company's rows as a plain `ORDER BY <order> LIMIT … OFFSET …` gives them. */
async function naive(sql: string, params: unknown[], page: number, perPage: number) {
  const { rows } = await t.pool.query<{ id: number }>(
    `${sql} limit ${perPage} offset ${(page - 1) * perPage}`,
    params,
  );
  return rows.map((r) => r.id);
}

/** Each sort the UI offers, as SQL on the list's rows (`x` the table, `g` a customer's entry). */
const LISTS = {
  'general-regs': {
    from: 'general_regs x where x.company_id = $1',
    search: `lower(coalesce(x.name, '') || ' ' || coalesce(x.vat_number, '') || ' ' || coalesce(x.tax_code, '') || ' ' || coalesce(x.city, '')) like $2`,
    sorts: {
      name: 'lower(x.name) #, x.id #',
      id: 'x.id #',
      vat_number: 'x.vat_number #, x.id #',
      tax_code: 'x.tax_code #, x.id #',
      city: 'x.city #, x.id #',
      province: 'x.province #, x.id #',
      country: 'x.country #, x.id #',
      phone: 'x.phone #, x.id #',
      email: 'lower(x.email) #, x.id #',
    },
  },
  customers: {
    from: `customers x join general_regs g on g.company_id = x.company_id and g.id = x.general_reg_id
           where x.company_id = $1`,
    search: `(lower(x.registry_code) like $2 or lower(coalesce(g.name, '') || ' ' || coalesce(g.vat_number, '') || ' ' || coalesce(g.tax_code, '') || ' ' || coalesce(g.city, '')) like $2)`,
    sorts: {
      registry_code: 'x.registry_code #, x.id #',
      id: 'x.id #',
      name: 'lower(g.name) #, g.id #',
      vat_number: 'g.vat_number #, g.id #',
      city: 'g.city #, g.id #',
      credit_limit: 'x.credit_limit #, x.id #',
    },
  },
  articles: {
    from: 'articles x where x.company_id = $1',
    search: `lower(x.code || ' ' || x.description) like $2`,
    sorts: {
      code: 'x.code #, x.id #',
      id: 'x.id #',
      description: 'lower(x.description) #, x.id #',
      price: 'x.price #, x.id #',
      lifecycle_status: 'x.lifecycle_status #, x.id #',
      pricing_type: 'x.pricing_type #, x.id #',
    },
  },
} as const;

describe.each(Object.entries(LISTS))('GET /api/%s', (resource, list) => {
  const count = async (company: number) =>
    Number(
      (await t.pool.query(`select count(*) from ${list.from}`, [company])).rows[0].count as string,
    );

  it.each(Object.entries(list.sorts))(
    'pages sorted by %s as a plain OFFSET does',
    async (sort, order) => {
      for (const direction of ['ASC', 'DESC']) {
        const sql = `select x.id from ${list.from} order by ${order.replaceAll('#', direction)}`;
        // First, middle and last pages of 25, and one past the end.
        const last = Math.ceil((await count(alfaId)) / 25);
        for (const page of [1, 2, 30, last, last + 1]) {
          const body = await getList(
            alfa,
            `/api/${resource}?page=${page}&perPage=25&sort=${sort}&order=${direction}`,
          );
          expect(body.items.map((i) => i.id)).toEqual(await naive(sql, [alfaId], page, 25));
        }
      }
    },
  );

  it('answers the exact total unfiltered, from the counters, for each company alone', async () => {
    for (const [headers, company] of [
      [alfa, alfaId],
      [beta, betaId],
    ] as const) {
      const body = await getList(headers, `/api/${resource}?perPage=5`);
      expect(body.total).toBe(await count(company));
      expect(body.total_capped).toBe(false);
    }
  });

  it('caps the count of a broad search past the page, and pages its matches', async () => {
    const first = await getList(alfa, `/api/${resource}?q=cappello&perPage=25`);
    expect(first).toMatchObject({ total: 25 + COUNT_CAP, total_capped: true });
    // Further on, the cap counts past the page's last row; near the end, the exact total.
    const second = await getList(alfa, `/api/${resource}?q=cappello&perPage=25&page=2`);
    expect(second).toMatchObject({ total: 50 + COUNT_CAP, total_capped: true });
    const end = await getList(alfa, `/api/${resource}?q=cappello&perPage=25&page=42`);
    expect(end).toMatchObject({ total: MANY, total_capped: false });
    // The export reads pages of 500 until `total`: the total is always past the page.
    const pages = [1, 2, 3].map((page) =>
      getList(alfa, `/api/${resource}?q=cappello&perPage=500&page=${page}&sort=id`),
    );
    const exported = (await Promise.all(pages)).flatMap((body) => body.items.map((i) => i.id));
    expect(new Set(exported).size).toBe(MANY);
    expect((await pages[0]).total).toBeGreaterThan(500);
    // Beta's 40 records with the word are counted for Beta only, never for Alfa.
    const betaBody = await getList(beta, `/api/${resource}?q=cappello&perPage=25`);
    expect(betaBody).toMatchObject({ total: 40, total_capped: false });
    const betaIds = new Set(betaBody.items.map((i) => i.id));
    for (const page of [1, 44]) {
      const body = await getList(alfa, `/api/${resource}?q=cappello&perPage=25&page=${page}`);
      expect(body.items.some((i) => betaIds.has(i.id))).toBe(false);
    }
  });

  it.each(['cappello', 'rossi 1', 'forl', 'nessuno'])(
    'finds for “%s” what a plain search finds, page by page',
    async (q) => {
      // The third sort: not the code, whose searched first page ranks code matches first.
      const [sort, order] = Object.entries(list.sorts)[2];
      const sql = `select x.id from ${list.from} and ${list.search} order by ${order.replaceAll('#', 'ASC')}`;
      for (const page of [1, 3, 44]) {
        const body = await getList(
          alfa,
          `/api/${resource}?q=${encodeURIComponent(q)}&page=${page}&perPage=25&sort=${sort}`,
        );
        expect(body.items.map((i) => i.id)).toEqual(await naive(sql, [alfaId, `%${q}%`], page, 25));
      }
    },
  );
});

describe('customer search', () => {
  /**
   * Words of every frequency in the customers' own sorts: few matches (`forl`, `p00`, by
   * code), a common word (`cappello`, `o`, `k00` by code; the Cappello customers sort first by
   * code, last by code descending), a few hundred (`i 1` and `0000`, the VAT numbers, of
   * customers sorting last by code). Every page and capped total must be what a plain query
   * (the code or the entry's text) gives, for each company alone.
   */
  it.each(['cappello', 'o', 'k00', 'i 1', '0000', 'forl', 'p00', 'nessuno'])(
    'finds for “%s” in the own sorts what a plain search finds, with its capped total',
    async (q) => {
      const list = LISTS.customers;
      const where = `${list.from} and ${list.search}`;
      // Beta (40 Cappello customers, its demo ones) in one sort: its own matches only.
      const cases = [
        [alfa, alfaId, ['registry_code', 'id', 'credit_limit'], ['ASC', 'DESC']],
        [beta, betaId, ['registry_code'], ['DESC']],
      ] as const;
      for (const [headers, company, sorts, directions] of cases) {
        const params = [company, `%${q}%`];
        const matches = Number(
          (await t.pool.query(`select count(*) from ${where}`, params)).rows[0].count,
        );
        for (const sort of sorts) {
          for (const direction of directions) {
            const order = list.sorts[sort].replaceAll('#', direction);
            for (const [perPage, page] of [
              [25, 1],
              [25, 2],
              [25, 44],
              [500, 2],
            ]) {
              const body = await getList(
                headers,
                `/api/customers?q=${encodeURIComponent(q)}&page=${page}&perPage=${perPage}&sort=${sort}&order=${direction}`,
              );
              const what = `${company} ${sort} ${direction} ${perPage} ${page}`;
              expect(
                body.items.map((i) => i.id),
                what,
              ).toEqual(
                await naive(`select x.id from ${where} order by ${order}`, params, page, perPage),
              );
              const cap = page * perPage + COUNT_CAP;
              expect(body.total, what).toBe(Math.min(matches, cap));
              expect(body.total_capped, what).toBe(matches > cap);
            }
          }
        }
      }
    },
  );

  it('counts a broad search with another filter on its own matches', async () => {
    // More than the cap match "cappello" alone (no count needed); none of them is in Milan.
    const broad = await getList(alfa, '/api/customers?q=cappello&perPage=25');
    expect(broad).toMatchObject({ total: 25 + COUNT_CAP, total_capped: true });
    const narrowed = await getList(alfa, '/api/customers?q=cappello&province=MI&perPage=25');
    expect(narrowed).toMatchObject({ items: [], total: 0, total_capped: false });
  });
});

describe('list counters', () => {
  it('follow creates and deletes, of the company only', async () => {
    const total = async (headers: { authorization: string }) =>
      (await getList(headers, '/api/general-regs?perPage=1')).total;
    const [alfaBefore, betaBefore] = [await total(alfa), await total(beta)];
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/general-regs',
      headers: alfa,
      payload: { name: 'Contata S.r.l.', country: 'IT' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await total(alfa)).toBe(alfaBefore + 1);
    expect(await total(beta)).toBe(betaBefore);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/general-regs/${created.json().item.id}`,
      headers: alfa,
    });
    expect(removed.statusCode).toBe(200);
    expect(await total(alfa)).toBe(alfaBefore);
  });
});

/**
 * Deep pages of an unfiltered list in an indexed sort seek from anchors (every
 * `ANCHOR_EVERY`-th row, cached per app at the version of `list_counts`). Each check first
 * pages deep (anchors computed and cached), then writes, then pages again: without the
 * version check the cached anchors would be stale and the pages shifted.
 */
describe('deep pages from anchors', () => {
  /** The indexed sorts, and SQL moving row `$1` to the start (`first`) or the end of each. */
  const ANCHORED = {
    'general-regs': {
      sorts: ['name', 'id', 'vat_number', 'city'],
      add: `insert into general_regs (company_id, name, vat_number, city, country)
            select $1, 'Aggiunta ' || i, '0' || i, 'Ancona', 'IT' from generate_series(1, $2) as i`,
      remove: `delete from general_regs g where g.company_id = $1 and g.name like 'Aggiunta %'
               and g.id % 3 = 0`,
      first: `update general_regs set name = '0 primo', vat_number = '0', city = '0' where id = $1`,
      last: `update general_regs set name = 'zz ultimo', vat_number = null, city = null where id = $1`,
    },
    customers: {
      sorts: ['registry_code', 'id', 'credit_limit'],
      add: `with entries as (
              insert into general_regs (company_id, name, country)
              select $1, 'Cliente aggiunto ' || i, 'IT' from generate_series(1, $2) as i returning id)
            insert into customers (company_id, general_reg_id, registry_code, credit_limit, language)
            select $1, id, 'A' || id, -5, 'it' from entries`,
      remove: `delete from customers where company_id = $1 and registry_code like 'A%' and id % 3 = 0`,
      first: `update customers set registry_code = '0' || registry_code, credit_limit = -10 where id = $1`,
      last: `update customers set registry_code = 'Z' || registry_code, credit_limit = 99999 where id = $1`,
    },
    articles: {
      sorts: ['code', 'id', 'description', 'price'],
      add: `insert into articles (company_id, code, description, unit, price, vat_rate)
            select $1, 'AGG-' || i, 'Aggiunto ' || i, 'pz', 0.1, '22' from generate_series(1, $2) as i`,
      remove: `delete from articles where company_id = $1 and code like 'AGG-%' and id % 3 = 0`,
      first: `update articles set code = '0' || code, description = '0', price = -1 where id = $1`,
      last: `update articles set code = 'Z' || code, description = 'zz', price = 9999 where id = $1`,
    },
  } as const;

  /** Pages (of each size) around and past the first anchor, the last, and past the end. */
  async function checkDeepPages(resource: keyof typeof ANCHORED, app = t.app) {
    const list = LISTS[resource];
    const total = Number(
      (await t.pool.query(`select count(*) from ${list.from}`, [alfaId])).rows[0].count,
    );
    expect(total).toBeGreaterThan(ANCHOR_EVERY + 100);
    const pages: [perPage: number, page: number][] = [
      [25, 40],
      [25, 41],
      [25, 45],
      [25, Math.ceil(total / 25)],
      [25, Math.ceil(total / 25) + 1],
      [30, 35],
      [50, 21],
      [100, Math.ceil(total / 100)],
    ];
    for (const sort of ANCHORED[resource].sorts) {
      const order = list.sorts[sort as keyof typeof list.sorts] as string;
      for (const direction of ['ASC', 'DESC']) {
        const sql = `select x.id from ${list.from} order by ${order.replaceAll('#', direction)}`;
        for (const [perPage, page] of pages) {
          const body = await getList(
            alfa,
            `/api/${resource}?page=${page}&perPage=${perPage}&sort=${sort}&order=${direction}`,
            app,
          );
          expect(
            body.items.map((i) => i.id),
            `${sort} ${direction} ${perPage} ${page}`,
          ).toEqual(await naive(sql, [alfaId], page, perPage));
          expect(body.total).toBe(total);
        }
      }
    }
  }

  /** The id at `position` (from 0) of the list in its first sort, ascending. */
  async function idAt(resource: keyof typeof ANCHORED, position: number) {
    const list = LISTS[resource];
    const order = Object.values(list.sorts)[0].replaceAll('#', 'ASC');
    const sql = `select x.id from ${list.from} order by ${order}`;
    return (await naive(sql, [alfaId], position + 1, 1))[0];
  }

  it.each(Object.keys(ANCHORED) as (keyof typeof ANCHORED)[])(
    '%s: equal a plain OFFSET, also after inserts, deletes and moves across an anchor',
    async (resource) => {
      const writes = ANCHORED[resource];
      await checkDeepPages(resource);
      await t.pool.query(writes.add, [alfaId, 60]);
      await checkDeepPages(resource);
      await t.pool.query(writes.remove, [alfaId]);
      await checkDeepPages(resource);
      // A row past the first anchor moves before it, one before it moves past the last.
      await t.pool.query(writes.first, [await idAt(resource, ANCHOR_EVERY + 10)]);
      await checkDeepPages(resource);
      await t.pool.query(writes.last, [await idAt(resource, 20)]);
      await checkDeepPages(resource);
    },
  );

  it('are made once for the deep pages asked together after a write', async () => {
    const url = (t.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const database = connect(url, 4);
    // The statements making anchors (a window numbering the sort's index), as they are sent.
    let made = 0;
    const query = database.pool.query.bind(database.pool) as (...args: unknown[]) => unknown;
    (database.pool as unknown as { query: (...args: unknown[]) => unknown }).query = (
      ...args: unknown[]
    ) => {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text;
      if (text.includes('row_number() over')) made++;
      return query(...args);
    };
    const other: FastifyInstance = await buildApp({
      database,
      jwtSecret: JWT_SECRET,
      dataDir: os.tmpdir(),
    });
    try {
      const { sorts } = ANCHORED.customers;
      const pages = sorts.flatMap((sort) => [41, 45, 52].map((page) => [sort, page] as const));
      const askTogether = () =>
        Promise.all(
          pages.map(([sort, page]) =>
            getList(alfa, `/api/customers?page=${page}&perPage=25&sort=${sort}`, other),
          ),
        );
      const expected = () =>
        Promise.all(
          pages.map(([sort, page]) =>
            naive(
              `select x.id from ${LISTS.customers.from} order by ${LISTS.customers.sorts[sort].replaceAll('#', 'ASC')}`,
              [alfaId],
              page,
              25,
            ),
          ),
        );
      const ids = (bodies: { items: { id: number }[] }[]) =>
        bodies.map((body) => body.items.map((i) => i.id));
      expect(ids(await askTogether())).toEqual(await expected());
      expect(made).toBe(sorts.length);
      // Anchors made: none again until a write; then once more for each sort.
      await askTogether();
      expect(made).toBe(sorts.length);
      await t.pool.query(ANCHORED.customers.first, [await idAt('customers', ANCHOR_EVERY + 5)]);
      made = 0;
      expect(ids(await askTogether())).toEqual(await expected());
      expect(made).toBe(sorts.length);
    } finally {
      await other.close();
      await database.pool.end();
    }
  });

  it('follow the writes of another app on the same database', async () => {
    const url = (t.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const database = connect(url, 2);
    const other: FastifyInstance = await buildApp({
      database,
      jwtSecret: JWT_SECRET,
      dataDir: os.tmpdir(),
    });
    try {
      for (const resource of Object.keys(ANCHORED) as (keyof typeof ANCHORED)[]) {
        await checkDeepPages(resource, other); // the other app's anchors, cached
        // This app writes through the API: an entry sorting first, then a record removed (the
        // new entry from the registry, a customer or an article from theirs).
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/general-regs',
          headers: alfa,
          payload: { name: '00 Nuova', city: 'Aosta', country: 'IT' },
        });
        expect(created.statusCode, created.body).toBe(201);
        if (resource === 'general-regs') await checkDeepPages(resource, other);
        const id = resource === 'general-regs' ? created.json().item.id : await idAt(resource, 3);
        const removed = await t.app.inject({
          method: 'DELETE',
          url: `/api/${resource}/${id}`,
          headers: alfa,
        });
        expect(removed.statusCode, removed.body).toBe(200);
        await checkDeepPages(resource, other);
      }
    } finally {
      await other.close();
      await database.pool.end();
    }
  });
});
