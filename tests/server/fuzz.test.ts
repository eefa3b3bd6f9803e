import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SdiStatus } from '../../contract/enums';
import { registryTableNames } from '../../server/lib/registry/table';
import { DEMO_PASSWORD } from '../../server/db/seed/index';
import {
  operationsOf,
  requestsFor,
  type FuzzContext,
  type FuzzRequest,
  type JsonSchema,
} from './fuzzGenerator';
import { seededRandom } from './fuzzValues';
import { createTestApp, type TestApp } from './testApp';

// Hostile variations of every operation of the OpenAPI document (docs/reliability.md,
// "Hostile input"), signed in as a demo user of Alfa: no answer may be a 5xx, and every error
// must be our JSON `{message, errors?}`.

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  // The request rate limit would turn the run into 429s after the first 1,200 requests.
  t = await createTestApp({ rateLimitMax: 1_000_000 });
  headers = await t.signInTo('alfa@example.com', 'Alfa S.r.l.');
});
afterAll(() => t.close());

const OPEN_LISTS = '(select id from shipping_lists where status = 0)';
const ORDER = "t.type = 'order' and t.status = 1";
const ROWS_OF_DOCUMENT =
  'select id from document_rows where document_id = (select document_id from document_rows where id = $1) order by position';

/** One real record of Alfa per table, so baselines reach the services and the database. */
async function realIds() {
  const one = async (table: string, where = 'true') => {
    const { rows } = await t.pool.query(
      `select t.id from ${table} t join companies c on c.id = t.company_id
       where c.name = 'Alfa S.r.l.' and ${where} order by t.id limit 1`,
    );
    if (!rows[0]) throw new Error(`no ${table} in the demo data`);
    return rows[0].id as number;
  };
  const article = await one('articles');
  // The demo data has no article price list: one is added.
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/articles/${article}/price-list`,
    headers,
    // From 1,000 pieces: the baseline's own price (from 1) is then no clash with it.
    payload: { list_name: 'Fuzz', price: '1', min_quantity: '1000' },
  });
  expect(added.statusCode).toBe(201);
  const customer = await one('customers');
  const row = await one('document_rows', `t.document_id = ${await one('documents', ORDER)}`);
  const configuredRow = await one('document_rows', 't.config is not null');
  const { rows } = await t.pool.query('select general_reg_id from customers where id = $1', [
    customer,
  ]);
  const draftInvoice = await one('documents', "t.type = 'invoice' and t.issued_at is null");
  // Another draft, still one when the baseline has issued the first.
  const otherDraft = await one(
    'documents',
    `t.type = 'invoice' and t.issued_at is null and t.id <> ${draftInvoice}`,
  );
  const issuedInvoice = await one(
    'documents',
    "t.type <> 'order' and t.issued_at is not null and t.sdi_status is null",
  );
  const rejectedInvoice = await one('documents', `t.sdi_status = ${SdiStatus.rejected}`);
  return {
    draftInvoice,
    otherDraft,
    issuedInvoice,
    rejectedInvoice,
    company: (await t.pool.query("select id from companies where name = 'Alfa S.r.l.'")).rows[0]
      .id as number,
    general: await one('general_regs'),
    article,
    configurable: await one('articles', 't.configuration is not null'),
    letter: await one('letters_of_intent'),
    // An open instalment, and a payment in force (reversing it is a baseline).
    instalment: await one('instalments', 't.open_amount > 0'),
    payment: await one('payments', 't.reversed_at is null and t.credit_note_id is null'),
    // A presented RiBa batch and one of its items still presented (the outcomes are baselines).
    batch: await one('bank_batches', "t.state = 'presented' and t.kind = 'riba'"),
    batchItem: await one(
      'bank_batch_items',
      "t.state = 'presented' and t.batch_id in (select id from bank_batches where state = 'presented' and kind = 'riba')",
    ),
    mandate: await one('sdd_mandates'),
    // A member who is not an owner: changing or removing them leaves the fuzzing owner be.
    member: (await t.pool.query("select id from users where email = 'magazzino@example.com'"))
      .rows[0].id as number,
    reminder: await one('reminders'),
    // A movement neither reversed nor a reversal (reversing it is a baseline).
    stockMovement: await one(
      'stock_movements',
      't.reverses_id is null and not exists (select 1 from stock_movements r where r.company_id = t.company_id and r.reverses_id = t.id)',
    ),
    articlePrice: await one('article_prices'),
    customer,
    customerGeneral: rows[0].general_reg_id as number,
    customerPrice: await one('customer_prices'),
    customerArticle: await one('customer_articles'),
    destination: await one('customer_destinations'),
    document: await one('documents', ORDER),
    row,
    rowIds: (await t.pool.query(ROWS_OF_DOCUMENT, [row])).rows.map((r) => r.id as number),
    readyRow: await one('document_rows', 't.status = 2'),
    configuredRow,
    configuredValues: (
      await t.pool.query('select config from document_rows where id = $1', [configuredRow])
    ).rows[0].config as Record<string, unknown>,
    shippingList: await one('shipping_lists', 't.status = 0'),
    shippingItem: await one('shipping_items', `t.shipping_list_id in ${OPEN_LISTS}`),
    label: await one(
      'labels',
      `t.shipping_item_id in (select id from shipping_items where shipping_list_id in ${OPEN_LISTS})`,
    ),
    /** A record of each flat registry (`/api/payment-terms/{id}` -> `payment_terms`). */
    registries: new Map(
      await Promise.all(registryTableNames().map(async (name) => [name, await one(name)] as const)),
    ),
  };
}
type Ids = Awaited<ReturnType<typeof realIds>>;

// Which table a path parameter names, by the path's shape (the first match wins).
const PATH_IDS: [RegExp, (ids: Ids, name: string, path: string) => number][] = [
  [/^\/api\/general-regs\//, (ids) => ids.general],
  [/^\/api\/articles\/\{id\}\/config/, (ids) => ids.configurable],
  [/^\/api\/articles\//, (ids, n) => (n === 'id' ? ids.article : ids.articlePrice)],
  [/^\/api\/customers\/articles\//, (ids) => ids.customerArticle],
  [/^\/api\/customers\/destinations\//, (ids) => ids.destination],
  [/^\/api\/customers\//, (ids, n) => (n === 'id' ? ids.customer : ids.customerPrice)],
  [/^\/api\/documents\/price\//, (ids) => ids.article],
  [/^\/api\/documents\/rows\//, (ids) => ids.row],
  [/^\/api\/documents\/labels\//, (ids) => ids.label],
  // Invoices and notes in the state each SDI step needs: a draft to issue, one issued and not
  // sent, a rejected one.
  [/^\/api\/documents\/\{id\}\/issue$/, (ids) => ids.draftInvoice],
  [/^\/api\/documents\/\{id\}\/issue-number$/, (ids) => ids.otherDraft],
  [/^\/api\/documents\/\{id\}\/xml$/, (ids) => ids.issuedInvoice],
  [/^\/api\/documents\/\{id\}\/sdi-resend$/, (ids) => ids.rejectedInvoice],
  [/^\/api\/documents\//, (ids) => ids.document],
  [/^\/api\/shipping-lists\/item\//, (ids) => ids.shippingItem],
  [/^\/api\/shipping-lists\//, (ids) => ids.shippingList],
  [/^\/api\/row\//, (ids) => ids.configuredRow],
  [/^\/api\/letters-of-intent\//, (ids) => ids.letter],
  [/^\/api\/instalments\//, (ids) => ids.instalment],
  [/^\/api\/payments\//, (ids) => ids.payment],
  [/^\/api\/bank-batches\//, (ids, n) => (n === 'item' ? ids.batchItem : ids.batch)],
  [/^\/api\/sdd-mandates\//, (ids) => ids.mandate],
  [/^\/api\/reminders\//, (ids) => ids.reminder],
  [/^\/api\/members\//, (ids) => ids.member],
  [/^\/api\/stock-movements\//, (ids) => ids.stockMovement],
  // A flat registry (server/lib/registry/table.ts): its table is named like its path.
  [/^\/api\/[a-z-]+\/\{id\}$/, (ids, name, path) => registryId(ids, name, path)],
];

function registryId(ids: Ids, name: string, path: string) {
  const id = ids.registries.get(path.split('/')[2].replaceAll('-', '_'));
  if (id === undefined) throw new Error(`no record for ${name} in ${path}: add it to PATH_IDS`);
  return id;
}

let protocols = 0;

function contextOf(ids: Ids): FuzzContext {
  return {
    random: seededRandom(20261124),
    pathId: (path, name) => {
      const match = PATH_IDS.find(([pattern]) => pattern.test(path));
      if (!match) throw new Error(`no record for ${name} in ${path}: add it to PATH_IDS`);
      return match[1](ids, name, path);
    },
    refs: {
      company_id: ids.company,
      customer_id: ids.customer,
      article_id: ids.article,
      document_id: ids.document,
      instalment_id: ids.instalment,
      document_row_id: ids.readyRow,
      // The new order of a document's rows; the other `rows` are a document's own.
      rows: (schema: JsonSchema) => (schema.items?.type === 'integer' ? ids.rowIds : undefined),
      rowData: ids.configuredValues,
      id: ids.customerGeneral,
      ids: (schema: JsonSchema) => (schema.type === 'array' ? [ids.label] : String(ids.label)),
      key: 'k1',
      // An inventory count's counted quantity (a stock adjustment's baseline is a count).
      counted: '5',
      // A letter of intent's receipt number, a new one each time (unique in the company).
      protocol: () => `26120112345678${String(++protocols).padStart(3, '0')}-000001`,
      email: 'alfa@example.com',
      password: DEMO_PASSWORD,
    },
  };
}

/** The record's current version, so an update's hostile field is not stopped by a stale one. */
async function withCurrentVersion(request: FuzzRequest) {
  const payload = request.payload as Record<string, unknown> | undefined;
  if (!request.versionFrom || payload?.version !== 1) return payload;
  const current = await t.app.inject({ method: 'GET', url: request.versionFrom, headers });
  const body = current.json();
  return { ...payload, version: (body.item ?? body.document)?.version ?? 1 };
}

/** Why an answer breaks the rules: a 5xx, or an error that is not `{message}` JSON. */
function fault(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `${response.statusCode} ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return undefined;
  try {
    const body = response.json();
    if (typeof body?.message === 'string') return undefined;
  } catch {
    // not JSON: reported below
  }
  return `${response.statusCode} not a JSON error (${response.headers['content-type']}): ${response.body.slice(0, 120)}`;
}

describe('hostile input', () => {
  it('no operation of the OpenAPI document answers 5xx or a non-JSON error', async () => {
    const doc = t.app.swagger() as unknown as Parameters<typeof operationsOf>[0];
    const operations = operationsOf(doc);
    const context = contextOf(await realIds());
    const faults: string[] = [];
    const reached = new Set<string>();
    let sent = 0;
    for (const op of operations) {
      for (const request of requestsFor(op, context)) {
        const response = await t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...headers, ...request.headers },
          payload: await withCurrentVersion(request),
        });
        sent++;
        if (request.input === 'baseline' && response.statusCode < 300) reached.add(op.name);
        const problem = fault(response);
        if (problem) faults.push(`${request.operation} | ${request.input} -> ${problem}`);
      }
    }
    console.info(
      `fuzz: ${operations.length} operations, ${sent} requests, ${faults.length} faults, ` +
        `${reached.size} baselines answered 2xx`,
    );
    expect(operations.length).toBeGreaterThan(60);
    // Depth: most baselines get through validation, so their hostile fields reach the database.
    expect(reached.size).toBeGreaterThan(operations.length * 0.75);
    expect(faults).toEqual([]);
  }, 180_000);
});
