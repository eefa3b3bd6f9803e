import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_INPUT } from '../../contract/common';
import { allowsRoute } from '../../contract/roles';
import { formData } from './formData';
import { createTestApp, type TestApp } from './testApp';

// Tenancy route by route, with real records (docs/sessions-and-tenancy.md: "a record of another
// company is a 404, indistinguishable from a missing one"). Every tenant route with a path
// parameter is called with the ids of records of Alfa S.r.l. by three users working in Beta
// S.p.A.: its sales member and an owner, both of Beta only, and admin@ (owner of both) with Beta
// selected. A read is a 404: never a 200, never a 403 that would tell the record exists (a role's
// own refusal, before any lookup, is its 403). A write, with a body that passes validation, is a
// 404 too, and nothing of Alfa changes: every tenant table's rows of Alfa and its audit trail
// are the same after the loop. The same reads by Alfa's owner answer 200, so the 404s are about
// the company, not about missing records; the bodies are shown valid on Beta's own records.

/**
 * The table whose record each path parameter names, keyed by the URL (without `/api/`) up to
 * and including the parameter. A new route whose parameter is not here fails the first test,
 * naming the route: add the table its parameter names.
 */
const PARAM_TABLES: Record<string, string> = {
  'articles/:id': 'articles',
  'articles/:id/price-list/:listinoId': 'article_prices',
  'articles/:id/price-list/:priceId': 'article_prices',
  'bank-accounts/:id': 'bank_accounts',
  'bank-batches/:id': 'bank_batches',
  'bank-batches/:id/items/:item': 'bank_batch_items',
  'carriers/:id': 'carriers',
  'customers/:id': 'customers',
  'customers/:id/price-list/:listinoId': 'customer_prices',
  'customers/:id/price-list/:priceId': 'customer_prices',
  'customers/articles/:id': 'customer_articles',
  'customers/destinations/:id': 'customer_destinations',
  'documents/:documentId': 'documents',
  'documents/:id': 'documents',
  'documents/labels/:id': 'labels',
  'documents/price/:id': 'articles',
  'documents/rows/:id': 'document_rows',
  'general-regs/:id': 'general_regs',
  'instalments/:id': 'instalments',
  'late-interest-rates/:id': 'late_interest_rates',
  'letters-of-intent/:id': 'letters_of_intent',
  'members/:id': 'users',
  'payment-terms/:id': 'payment_terms',
  'payments/:id': 'payments',
  'reminders/:id': 'reminders',
  'row/:id': 'document_rows',
  'sdd-mandates/:id': 'sdd_mandates',
  'shipping-lists/:id': 'shipping_lists',
  'shipping-lists/item/:id': 'shipping_items',
  'stock-movements/:id': 'stock_movements',
};

/**
 * Which of a company's records a table's parameter takes (`$1`: the company's id); else its
 * lowest id. A parent is the parent of the child picked, so that
 * `/articles/:id/price-list/:priceId` names a price of that article.
 */
const PICKS: Record<string, string> = {
  // The demo has no article price list: beforeAll adds one to an article of each company.
  articles: `select id from articles a where company_id = $1
              order by exists (select from article_prices p
                                where p.company_id = a.company_id and p.article_id = a.id) desc, id
              limit 1`,
  customers:
    'select customer_id as id from customer_prices where company_id = $1 order by id limit 1',
  bank_batches:
    'select batch_id as id from bank_batch_items where company_id = $1 order by id limit 1',
  // An issued invoice billing a DDT: its PDF, XML, SDI history and DDTs are all there.
  documents: `select d.id from documents d join shipping_lists s
                on s.company_id = d.company_id and s.invoice_id = d.id
               where d.company_id = $1 and d.type = 'invoice' and d.sdi_status is not null
               order by d.id limit 1`,
  // A configured row, so that `/row/:id/config` has a configuration to answer.
  document_rows:
    'select id from document_rows where company_id = $1 and config is not null order by id limit 1',
  // A member of Alfa only (alfa@example.com): Beta must not find them.
  users: `select user_id as id from memberships group by user_id
           having array_agg(company_id) = array[$1::int] order by user_id limit 1`,
};

/** What Alfa's owner answers other than 200 for a read of its own records, and why. */
const ALFA_NOT_200: Record<string, { status: number; why: string }> = {
  'GET /api/documents/:id/issue-number': {
    status: 409,
    why: 'the invoice picked is already issued: "already issued" shows it was found',
  },
  'HEAD /api/documents/:id/issue-number': {
    status: 409,
    why: 'as its GET',
  },
};

type Ids = Record<string, number>;
type Records = Record<string, Record<string, unknown>>;
type Body = object | { form: Record<string, string | number> };

/** The query strings reads need to go past their validation (`own`: the caller's company's ids). */
const QUERIES: Record<string, (own: Ids) => string> = {
  '/api/documents/price/:id': (own) => `customer_id=${own.customers}`,
  '/api/customers/:id/reminders/preview': () => 'level=1',
};

const today = new Date().toISOString().slice(0, 10);

/**
 * Bodies that pass each write's validation in Beta, so that the call reaches the lookup of the
 * record its path names: Beta's own records sent back (`r`: read by Beta's owner at the same
 * URL with Beta's ids), the least a form sends, references to Beta's records (`b`: Beta's ids).
 * Only the path names Alfa's record. A write not here gets `{}`.
 */
const BODIES: Record<string, (b: Ids, r: Records, path: Ids) => Body> = {
  'PUT /api/articles/:id': (_, r) => r.article,
  'POST /api/articles/:id': (_, r) => ({
    form: {
      _method: 'PUT',
      code: String(r.article.code),
      description: 'Changed',
      price: '1',
      version: Number(r.article.version),
    },
  }),
  'POST /api/articles/:id/price-list': () => ({ list_name: 'Beta', price: '1.00' }),
  'POST /api/articles/:id/price-list/:listinoId': () => ({ list_name: 'Beta', price: '1.00' }),
  'POST /api/articles/:id/config': () => ({ dettagli: [] }),
  'PUT /api/general-regs/:id': (_, r) => r.generalReg,
  'PUT /api/customers/:id': (_, r) => r.customer,
  'POST /api/customers/:id/price-list': (b, _, path) => ({
    customer_id: path.customers, // the path's: another is a 400
    article_id: b.articles,
    price: '1.00',
  }),
  'POST /api/customers/:id/price-list/:listinoId': (b, _, path) => ({
    customer_id: path.customers, // the path's: another is a 400
    article_id: b.articles,
    price: '1.00',
  }),
  'POST /api/customers/:id/articles': (b, _, path) => ({
    customer_id: path.customers, // the path's: another is a 400
    article_id: b.articles,
  }),
  'POST /api/customers/articles/:id': (b) => ({
    customer_id: b.customers,
    article_id: b.articles,
  }),
  'POST /api/customers/:id/destinations': (_, r) => r.destination,
  'PUT /api/customers/destinations/:id': (_, r) => r.destination,
  'POST /api/customers/:id/letters-of-intent': (_, r) => r.letter,
  'PUT /api/letters-of-intent/:id': (_, r) => r.letter,
  'POST /api/customers/:id/sdd-mandates': (_, r) => r.mandate,
  'PUT /api/sdd-mandates/:id': (_, r) => r.mandate,
  'POST /api/sdd-mandates/:id/revoke': (_, r) => ({ date: today, version: r.mandate.version }),
  'PUT /api/documents/:id': (_, r) => r.document,
  'PUT /api/documents/:id/reorder': (b) => ({ rows: [b.document_rows] }),
  'POST /api/documents/:documentId/rows': () => ({ description: 'Riga', quantity: '1' }),
  'PUT /api/documents/:id/rows/status': (b) => ({ rows: [b.document_rows], status: 0 }),
  'PUT /api/documents/rows/:id': () => ({ description: 'Riga', quantity: '1', unit_price: '1' }),
  'POST /api/documents/:id/issue': () => ({ confirm_late: true }),
  'PUT /api/shipping-lists/:id': (_, r) => r.shippingList,
  'POST /api/shipping-lists/:id/item': (b) => ({ document_row_id: b.document_rows, quantity: '1' }),
  'PUT /api/shipping-lists/item/:id': () => ({ quantity: '1' }),
  'PUT /api/documents/labels/:id': () => ({ status: 1 }),
  'PUT /api/row/:id/config': (_, r) => ({ rowData: r.rowConfig.values }),
  'PUT /api/carriers/:id': (_, r) => r.carrier,
  'PUT /api/bank-accounts/:id': (_, r) => r.bankAccount,
  'POST /api/instalments/:id/write-off': (_, r) => ({
    reason: 'Beta',
    version: r.instalment.version,
  }),
  'POST /api/payments/:id/allocations': (b) => ({
    allocations: [{ instalment_id: b.instalments, amount: '1.00' }],
  }),
  'POST /api/payments/:id/reverse': () => ({ reason: 'Beta' }),
  'POST /api/bank-batches/:id/credit': () => ({ date: today }),
  'POST /api/bank-batches/:id/items/:item/unpaid': () => ({ date: today }),
  'POST /api/customers/:id/reminders': () => ({ level: 1 }),
  'PUT /api/late-interest-rates/:id': (_, r) => r.lateInterestRate,
  'PUT /api/payment-terms/:id': (_, r) => r.paymentTerm,
  'PUT /api/members/:id': () => ({ role: 'sales' }),
};

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** Every tenant route with a path parameter, one per method (`GET,HEAD` is two). */
function routesWithParams() {
  return t.app.tenantRoutes
    .filter((r) => r.url.includes('/:'))
    .flatMap((r) => r.method.split(',').map((method) => ({ ...r, method: method.trim() })));
}

/** The key of PARAM_TABLES of each parameter of `url`, in order. */
function paramKeys(url: string) {
  const segments = url.replace(/^\/api\//, '').split('/');
  return segments.flatMap((segment, i) =>
    segment.startsWith(':') ? [segments.slice(0, i + 1).join('/')] : [],
  );
}

/**
 * `url` with each parameter the id of the record `path` has for its table, and the query it
 * needs with the ids of the caller's company (`own`).
 */
function concrete(url: string, path: Ids, own: Ids) {
  const segments = url.replace(/^\/api\//, '').split('/');
  const filled = segments
    .map((segment, i) =>
      segment.startsWith(':')
        ? String(path[PARAM_TABLES[segments.slice(0, i + 1).join('/')]])
        : segment,
    )
    .join('/');
  const query = QUERIES[url]?.(own);
  return `/api/${filled}${query ? `?${query}` : ''}`;
}

type Headers = Record<string, string>;
interface Route {
  method: string;
  url: string;
}

/** Calls `route` with the ids of `path` in its path; a write with its body of BODIES. */
function call(headers: Headers, route: Route, path: Ids, own: Ids, records: Records = {}) {
  const url = concrete(route.url, path, own);
  if (isRead(route.method)) return t.app.inject({ method: route.method as 'GET', url, headers });
  const body = BODIES[`${route.method} ${route.url}`]?.(own, records, path) ?? {};
  if ('form' in body) {
    const form = formData(body.form as Record<string, string | number>);
    return t.app.inject({
      method: route.method as 'POST',
      url,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  }
  return t.app.inject({ method: route.method as 'POST', url, headers, payload: body });
}

async function companyId(name: string) {
  const { rows } = await t.pool.query('select id from companies where name = $1', [name]);
  return rows[0].id as number;
}

/** The record of `company` each mapped table's parameters take. */
async function idsOf(company: number) {
  const ids: Ids = {};
  for (const table of new Set(Object.values(PARAM_TABLES))) {
    const sql = PICKS[table] ?? `select id from ${table} where company_id = $1 order by id limit 1`;
    const { rows } = await t.pool.query(sql, [company]);
    ids[table] = rows[0]?.id;
  }
  return ids;
}

/** Every tenant table (those with a `company_id`). */
async function tenantTables() {
  const { rows } = await t.pool.query(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'company_id' order by table_name`,
  );
  return rows.map((r) => r.table_name as string);
}

/** A fingerprint of each tenant table's rows of `company`, and the company's audit entries. */
async function snapshot(company: number) {
  const state: Record<string, string> = {};
  for (const table of await tenantTables()) {
    const { rows } = await t.pool.query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), ''))
              as digest
         from ${table} t where company_id = $1`,
      [company],
    );
    state[table] = `${rows[0].n} ${rows[0].digest}`;
  }
  return state;
}

async function auditCount(company: number) {
  const { rows } = await t.pool.query(
    'select count(*)::int as n from audit_entries where company_id = $1',
    [company],
  );
  return rows[0].n as number;
}

/**
 * A user who works in Beta only, as its owner: the Beta member who may call every route (the
 * demo's Beta-only user, vendite@, is sales). Same password as the demo users.
 */
async function betaOnlyOwner(beta: number) {
  const email = 'beta-owner@example.com';
  await t.pool.query(
    `insert into users (email, name, password_hash, must_change_password)
     select $1, 'Titolare Beta', password_hash, false from users where email = 'vendite@example.com'`,
    [email],
  );
  await t.pool.query(
    `insert into memberships (user_id, company_id, role)
     select id, $2, 'owner' from users where email = $1`,
    [email, beta],
  );
  return t.signInTo(email, 'Beta S.p.A.');
}

let t: TestApp;
let alfa: number;
let beta: number;
let alfaIds: Ids;
let betaIds: Ids;
/** Beta's records, read by its owner: the bodies of the writes. */
let betaRecords: Records;
let alfaOwner: Headers;
let callers: { name: string; role: 'owner' | 'sales'; headers: Headers }[];

beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: 1_000_000 }); // some thousand calls in a minute
  await t.app.ready();
  alfa = await companyId('Alfa S.r.l.');
  beta = await companyId('Beta S.p.A.');
  alfaOwner = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
  // The demo has no article price list: one in each company, so that its routes have a record.
  await t.pool.query(
    `insert into article_prices (company_id, article_id, list_name, price)
     select company_id, min(id), 'Rivenditori', 1 from articles group by company_id`,
  );
  alfaIds = await idsOf(alfa);
  betaIds = await idsOf(beta);

  // Signed in before any snapshot: a sign-in is an entry in each of the user's companies.
  const betaOwner = await betaOnlyOwner(beta);
  callers = [
    {
      name: 'vendite@ (sales, Beta only)',
      role: 'sales',
      headers: await t.signInTo('vendite@example.com', 'Beta S.p.A.'),
    },
    { name: 'beta-owner@ (owner, Beta only)', role: 'owner', headers: betaOwner },
    {
      // A member of both, working in Beta, with the header the SPA sends.
      name: 'admin@ (owner of both, Beta selected)',
      role: 'owner',
      headers: {
        ...(await t.signInTo('admin@example.com', 'Beta S.p.A.')),
        'x-company-id': String(beta),
      },
    },
  ];

  const read = async (url: string, key = 'item') => {
    const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: betaOwner });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json()[key];
  };
  const b = betaIds;
  betaRecords = {
    article: await read(`/articles/${b.articles}`),
    generalReg: await read(`/general-regs/${b.general_regs}`),
    customer: await read(`/customers/${b.customers}`),
    letter: await read(`/letters-of-intent/${b.letters_of_intent}`),
    mandate: await read(`/sdd-mandates/${b.sdd_mandates}`),
    document: await read(`/documents/${b.documents}`, 'document'),
    shippingList: await read(`/shipping-lists/${b.shipping_lists}`),
    carrier: await read(`/carriers/${b.carriers}`),
    bankAccount: await read(`/bank-accounts/${b.bank_accounts}`),
    instalment: await read(`/instalments/${b.instalments}`),
    lateInterestRate: await read(`/late-interest-rates/${b.late_interest_rates}`),
    paymentTerm: await read(`/payment-terms/${b.payment_terms}`),
    rowConfig: await read(`/row/${b.document_rows}/config`, 'configData'),
    destination: (await read(`/customers/${b.customers}/destinations`, 'items'))[0],
  };
});
afterAll(() => t.close());

describe('every tenant route with a path parameter, with the ids of Alfa’s records', () => {
  it('names in each parameter a table of the schema, with a record of Alfa', async () => {
    const { rows } = await t.pool.query(
      "select tablename from pg_tables where schemaname = 'public'",
    );
    const tables = new Set(rows.map((r) => r.tablename as string));
    const routes = routesWithParams();
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      for (const key of paramKeys(route.url)) {
        expect(
          PARAM_TABLES[key],
          `${route.method} ${route.url}: map "${key}" to its table in PARAM_TABLES`,
        ).toBeDefined();
      }
    }
    const tenant = new Set(await tenantTables());
    for (const [key, table] of Object.entries(PARAM_TABLES)) {
      expect(tables.has(table), `${key} → ${table}: no such table`).toBe(true);
      expect(alfaIds[table], `${key} → ${table}: Alfa has no record`).toBeGreaterThan(0);
      expect(betaIds[table], `${key} → ${table}: Beta has no record`).toBeGreaterThan(0);
      // Members are users, global: the user picked is Alfa's member (PICKS).
      if (table !== 'users') expect(tenant.has(table), `${table} has no company_id`).toBe(true);
    }
    for (const key of Object.keys(BODIES)) {
      expect(
        routes.some((r) => `${r.method} ${r.url}` === key),
        `BODIES names no route: ${key}`,
      ).toBe(true);
    }
  });

  it('as a user working in Beta: reads are 404, writes refused, nothing of Alfa changes', async () => {
    const before = await snapshot(alfa);
    const entries = await auditCount(alfa);
    const betaEntries = await auditCount(beta);
    const failures: string[] = [];
    let reads = 0;
    let writes = 0;
    for (const route of routesWithParams()) {
      const key = `${route.method} ${route.url}`;
      for (const caller of callers) {
        const response = await call(caller.headers, route, alfaIds, betaIds, betaRecords);
        const status = response.statusCode;
        const what = `${key} as ${caller.name}: ${status} ${response.body.slice(0, 200)}`;
        if (!allowsRoute(caller.role, route.permission)) {
          // The role's refusal comes first, before any record is looked up: it tells nothing.
          if (status !== 403) failures.push(`${what} (expected the role's 403)`);
          continue;
        }
        if (isRead(route.method)) {
          reads++;
          if (status !== 404) failures.push(`${what} (expected 404)`);
        } else {
          writes++;
          // Never a 2xx; and with a body that passes validation (BODIES), the call reaches the
          // lookup of the record: not found, as a record that does not exist.
          if (status !== 404) {
            const hint = key in BODIES ? '' : ': give it a valid body in BODIES';
            failures.push(`${what} (expected 404${hint})`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(80);
    expect(writes).toBeGreaterThan(100);
    expect(await snapshot(alfa)).toEqual(before);
    expect(await auditCount(alfa)).toBe(entries);
    // Nothing was done in Beta either: every call was refused.
    expect(await auditCount(beta)).toBe(betaEntries);
  });

  it('as Alfa’s owner, the same reads answer 200: the ids are real records', async () => {
    const answers: Record<string, number> = {};
    for (const route of routesWithParams().filter((r) => isRead(r.method))) {
      const response = await call(alfaOwner, route, alfaIds, alfaIds);
      answers[`${route.method} ${route.url}`] = response.statusCode;
    }
    const expected = Object.fromEntries(
      Object.keys(answers).map((key) => [key, ALFA_NOT_200[key]?.status ?? 200]),
    );
    expect(answers).toEqual(expected);
  });

  it('the writes’ bodies pass validation: sent to Beta’s own records, the schema refuses none', async () => {
    const owner = callers.find((c) => c.name.startsWith('beta-owner'))!.headers;
    const answers: Record<string, number | string> = {};
    for (const route of routesWithParams().filter((r) => `${r.method} ${r.url}` in BODIES)) {
      const response = await call(owner, route, betaIds, betaIds, betaRecords);
      answers[`${route.method} ${route.url}`] =
        response.statusCode === 400 ? response.json().code : response.statusCode;
    }
    expect(Object.keys(answers)).toHaveLength(Object.keys(BODIES).length);
    // Refused by the schema: a 400 `invalid_input` (a rule of the data, reached after the
    // lookup, is another 400 or a 409).
    expect(Object.entries(answers).filter(([, code]) => code === INVALID_INPUT)).toEqual([]);
  });
});
