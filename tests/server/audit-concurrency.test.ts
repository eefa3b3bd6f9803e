import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../contract/idempotency';
import { todayIn } from '../../server/lib/dates';
import {
  api,
  createDocument,
  documentsFixture,
  issueDocument,
  type DocumentsFixture,
} from './documentsFixture';
import { holdRowLock } from './rowLock';

/**
 * The audit trail under concurrency (docs/audit.md, "one entry per effect"): requests racing
 * for the same effect get one success and one refusal, and the trail has one entry. The
 * requests are made to meet: the test holds the row they lock (`for update`) and lets them go
 * once both wait for it (or, for one idempotency key, once the second was answered while the
 * first waited), so the race is not left to timing.
 */
let f: DocumentsFixture;
let rd: number;
beforeAll(async () => {
  f = await documentsFixture();
  const terms = (await api(f.t, f.alfa).get('/payment-terms?perPage=100')).json().items;
  rd = terms.find((term: { code: string }) => term.code === 'RD').id; // one instalment
});
afterAll(() => f.t.close());

type Response = LightMyRequestResponse;

interface Entry {
  id: number;
  action: string;
  resource: string | null;
  record_id: string | null;
  route: string | null;
  label: string | null;
  after: Record<string, unknown> | null;
}

/** Alfa's audit entries matching `query`, as its owner reads them. */
async function trail(query: string) {
  const response = await api(f.t, f.alfa).get(`/audit-entries?${query}&perPage=100`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items as Entry[];
}

/** The id of the newest audit entry: what comes after it is this test's. */
async function lastEntryId() {
  const { rows } = await f.t.pool.query(
    'select coalesce(max(id), 0)::int as id from audit_entries',
  );
  return rows[0].id as number;
}

/** A draft invoice of `customer` dated today, paid by direct remittance (one instalment). */
const draftInvoice = (customer: number) =>
  createDocument(f.t, f.alfa, {
    type: 'invoice',
    customer_id: customer,
    document_date: todayIn(),
    payment_term_id: rd,
    rows: [{ article_id: f.alfaArticles[1], quantity: '1', unit_price: '100', vat_rate: '22' }],
  });

const withKey = (key?: string) =>
  key === undefined ? f.alfa : { ...f.alfa, [IDEMPOTENCY_HEADER.toLowerCase()]: key };

const issue = (id: number, key?: string) =>
  f.t.app.inject({
    method: 'POST',
    url: `/api/documents/${id}/issue`,
    headers: withKey(key),
    payload: { confirm_late: true },
  });

/** The open instalment of an issued invoice of `customer`. */
async function openInstalment(customer: number) {
  const doc = await draftInvoice(customer);
  await issueDocument(f.t, f.alfa, doc.id);
  const response = await api(f.t, f.alfa).get(`/instalments?document_id=${doc.id}`);
  expect(response.statusCode, response.body).toBe(200);
  const [instalment] = response.json().items as { id: number; open: string }[];
  expect(Number(instalment.open)).toBeGreaterThan(0);
  return instalment;
}

/** A payment by `customer` of `amount`, all of it to `instalment`. */
const pay = (customer: number, instalment: number, amount: string, key?: string) =>
  f.t.app.inject({
    method: 'POST',
    url: '/api/payments',
    headers: withKey(key),
    payload: {
      customer_id: customer,
      payment_date: todayIn(),
      amount,
      method: 'MP05',
      allocations: [{ instalment_id: instalment, amount }],
    },
  });

const lockDocument = (id: number) =>
  holdRowLock(f.t.pool, 'select id from documents where id = $1 for update', [id]);
const lockInstalment = (id: number) =>
  holdRowLock(f.t.pool, 'select id from instalments where id = $1 for update', [id]);

/**
 * Sends `requests` while `lock` is held, lets them go once all of them wait for it, and
 * answers their responses.
 */
async function race(lock: Awaited<ReturnType<typeof holdRowLock>>, requests: Promise<Response>[]) {
  try {
    await lock.waitForWaiting(requests.length);
  } finally {
    await lock.release();
  }
  return Promise.all(requests);
}

/**
 * Sends `send()` twice at once (one idempotency key) while `lock` is held: one claims the key
 * and waits for the row, the other is answered meanwhile; then the first goes on. Answers both
 * responses, the first to be answered first.
 */
async function sameKeyTwice(
  lock: Awaited<ReturnType<typeof holdRowLock>>,
  send: () => Promise<Response>,
) {
  const order: Response[] = [];
  const requests = [send(), send()].map((p) => p.then((r) => (order.push(r), r)));
  try {
    await lock.waitForWaiting(1);
    await vi.waitFor(() => expect(order).toHaveLength(1), { timeout: 10_000, interval: 5 });
    expect(await lock.waiting()).toBe(1); // the first is still waiting: they overlapped
  } finally {
    await lock.release();
  }
  await Promise.all(requests);
  return order;
}

const statuses = (responses: Response[]) => responses.map((r) => r.statusCode).sort();

describe('two concurrent issues of one draft invoice', () => {
  it.each([
    ['with different idempotency keys', (id: number, n: number) => issue(id, `issue-${id}-${n}`)],
    ['without idempotency keys', (id: number) => issue(id)],
  ])('%s: one issues, the other is a 409, one issue entry', async (_, send) => {
    const doc = await draftInvoice(f.alfaCustomers[0]);
    const lock = await lockDocument(doc.id);
    const answers = await race(lock, [send(doc.id, 1), send(doc.id, 2)]);
    expect(statuses(answers)).toEqual([200, 409]);
    const won = answers.find((r) => r.statusCode === 200)!.json().item;
    const lost = answers.find((r) => r.statusCode === 409)!;
    expect(lost.json().message).toBe(`Invoice ${won.number}/${won.year} is already issued`);

    const entries = await trail(`resource=documents&record_id=${doc.id}&order=ASC`);
    expect(entries.map((e) => e.action)).toEqual(['create', 'issue']);
    expect(entries[1]).toMatchObject({
      route: 'POST /documents/:id/issue',
      label: `${won.number}/${won.year}`,
    });
    // The refused issue took no number either: the next draft would get the one after.
    const next = await draftInvoice(f.alfaCustomers[0]);
    const number = await api(f.t, f.alfa).get(`/documents/${next.id}/issue-number`);
    expect(number.json().item).toMatchObject({ number: won.number + 1, year: won.year });
    expect((await api(f.t, f.alfa).del(`/documents/${next.id}`)).statusCode).toBe(200);
  });
});

describe('two concurrent payments of one instalment’s whole open amount', () => {
  it('one is recorded (201), the other is a 409, one create entry for the customer', async () => {
    const customer = f.alfaCustomers[1];
    const instalment = await openInstalment(customer);
    const since = await lastEntryId();
    const lock = await lockInstalment(instalment.id);
    const answers = await race(lock, [
      pay(customer, instalment.id, instalment.open),
      pay(customer, instalment.id, instalment.open),
    ]);
    expect(statuses(answers)).toEqual([201, 409]);
    const payment = answers.find((r) => r.statusCode === 201)!.json().item;

    const created = (await trail('resource=payments&action=create')).filter(
      (e) => e.id > since && (e.after?.customer as { id: number } | undefined)?.id === customer,
    );
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ record_id: String(payment.id), route: 'POST /payments' });
    // Nothing else was recorded meanwhile: the refused payment left no entry of any kind.
    expect((await trail('resource=payments')).filter((e) => e.id > since)).toHaveLength(1);
    const { rows } = await f.t.pool.query(
      'select id from payments where customer_id = $1 and id >= $2',
      [customer, payment.id],
    );
    expect(rows.map((r) => r.id)).toEqual([payment.id]);
    const after = (await api(f.t, f.alfa).get(`/instalments/${instalment.id}`)).json().item;
    expect(after).toMatchObject({ open: '0.00', paid: instalment.open, state: 'paid' });
  });
});

describe('one write sent twice at once with the same Idempotency-Key', () => {
  it('a payment: one effect, the other told it is running, one audit entry; a retry is replayed', async () => {
    const customer = f.alfaCustomers[3];
    const instalment = await openInstalment(customer);
    const since = await lastEntryId();
    const key = `pay-${instalment.id}-once`;
    const send = () => pay(customer, instalment.id, instalment.open, key);
    const [first, second] = await sameKeyTwice(await lockInstalment(instalment.id), send);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('This operation is already running: wait for its answer');
    expect(second.statusCode, second.body).toBe(201);
    const payment = second.json().item;
    // Sent again once answered (a retry): the same answer, no second effect.
    const retry = await send();
    expect(retry.statusCode).toBe(201);
    expect(retry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(retry.json()).toEqual(second.json());

    const entries = (await trail('resource=payments')).filter((e) => e.id > since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'create', record_id: String(payment.id) });
    const { rows } = await f.t.pool.query(
      'select count(*)::int as n from payments where customer_id = $1 and id >= $2',
      [customer, payment.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('an issue: issued once, one issue entry; a retry gets the same number', async () => {
    const doc = await draftInvoice(f.alfaCustomers[0]);
    const key = `issue-${doc.id}-once`;
    const [first, second] = await sameKeyTwice(await lockDocument(doc.id), () =>
      issue(doc.id, key),
    );
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe('This operation is already running: wait for its answer');
    expect(second.statusCode, second.body).toBe(200);
    const issued = second.json().item;
    const retry = await issue(doc.id, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(retry.json().item.number).toBe(issued.number);

    const entries = await trail(`resource=documents&record_id=${doc.id}&order=ASC`);
    expect(entries.map((e) => e.action)).toEqual(['create', 'issue']);
    expect(entries[1].label).toBe(`${issued.number}/${issued.year}`);
  });
});
