import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAY_HEADER } from '../../contract/idempotency';
import { createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';

/**
 * Issue 33 point 1: a write sent twice with the same `Idempotency-Key` (a double click, a
 * retried request) has one effect; the second gets the first's answer.
 */
let f: DocumentsFixture;
beforeAll(async () => {
  f = await documentsFixture();
});
afterAll(() => f.t.close());

const row = { description: 'Riga', quantity: '2', unit_price: '10', vat_rate: '22' };

function send(
  headers: DocumentsFixture['alfa'],
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  key: string | undefined,
  payload?: object,
) {
  return f.t.app.inject({
    method,
    url: `/api${url}`,
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload,
  });
}

async function rowsOf(id: number) {
  const answer = await f.t.app.inject({
    method: 'GET',
    url: `/api/documents/${id}`,
    headers: f.alfa,
  });
  return answer.json().document.rows as unknown[];
}

describe('idempotent writes', () => {
  it('adds a row once for two concurrent requests with one key', async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    const url = `/documents/${doc.id}/rows`;
    const answers = await Promise.all([
      send(f.alfa, 'POST', url, 'row-key-0001', row),
      send(f.alfa, 'POST', url, 'row-key-0001', row),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    // The second either waited for nothing (409, still running) or was replayed (201).
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    expect(await rowsOf(doc.id)).toHaveLength(1);
    const conflict = answers.find((a) => a.statusCode === 409);
    if (conflict) {
      expect(conflict.json().message).toBe(
        'This operation is already running: wait for its answer',
      );
    }
  });

  it('replays the first answer to the same key, and runs a new key', async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    const url = `/documents/${doc.id}/rows`;
    const first = await send(f.alfa, 'POST', url, 'row-key-0002', row);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    const again = await send(f.alfa, 'POST', url, 'row-key-0002', row);
    expect(again.statusCode).toBe(201);
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(doc.id)).toHaveLength(1);
    const other = await send(f.alfa, 'POST', url, 'row-key-0003', row);
    expect(other.statusCode).toBe(201);
    expect(await rowsOf(doc.id)).toHaveLength(2);
  });

  it('issues a draft once: the repeated click gets the issued document, not a refusal', async () => {
    const doc = await createDocument(f.t, f.alfa, {
      type: 'invoice',
      customer_id: f.alfaCustomers[0],
      document_date: new Date().toISOString().slice(0, 10),
    });
    await send(f.alfa, 'POST', `/documents/${doc.id}/rows`, undefined, row);
    const url = `/documents/${doc.id}/issue`;
    const first = await send(f.alfa, 'POST', url, 'issue-key-01', {});
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(f.alfa, 'POST', url, 'issue-key-01', {});
    expect(again.statusCode).toBe(200);
    expect(again.json().item.number).toBe(first.json().item.number);
    // Without the key, the same click is the refusal it always was.
    expect((await send(f.alfa, 'POST', url, undefined, {})).statusCode).toBe(409);
  });

  it('gives a refused request’s key back: the corrected form runs under it', async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    const url = `/documents/${doc.id}/rows`;
    const bad = await send(f.alfa, 'POST', url, 'row-key-0004', { ...row, quantity: 'x' });
    expect(bad.statusCode).toBe(400);
    const fixed = await send(f.alfa, 'POST', url, 'row-key-0004', row);
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(await rowsOf(doc.id)).toHaveLength(1);
  });

  it('refuses a malformed key and a key reused for another request, on the header', async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    const url = `/documents/${doc.id}/rows`;
    const short = await send(f.alfa, 'POST', url, 'short', row);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({
      'headers.idempotency-key': 'Invalid idempotency key: 8 to 100 letters, digits, - or _',
    });
    expect((await send(f.alfa, 'POST', url, 'row-key-0005', row)).statusCode).toBe(201);
    const elsewhere = await send(f.alfa, 'PUT', `/documents/${doc.id}`, 'row-key-0005', {});
    expect(elsewhere.statusCode).toBe(400);
    expect(Object.keys(elsewhere.json().errors)).toEqual(['headers.idempotency-key']);
    expect(await rowsOf(doc.id)).toHaveLength(1);
  });

  it('keeps keys per company: Beta’s same key is its own request', async () => {
    const alfaDoc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    const betaDoc = await createDocument(f.t, f.beta, { customer_id: f.betaCustomers[0] });
    const key = 'shared-key-01';
    const alfa = await send(f.alfa, 'POST', `/documents/${alfaDoc.id}/rows`, key, row);
    expect(alfa.statusCode).toBe(201);
    // Beta replaying Alfa's key on Alfa's document learns nothing of it: its own 404.
    const peek = await send(f.beta, 'POST', `/documents/${alfaDoc.id}/rows`, key, row);
    expect(peek.statusCode).toBe(404);
    const beta = await send(f.beta, 'POST', `/documents/${betaDoc.id}/rows`, key, row);
    expect(beta.statusCode, beta.body).toBe(201);
    expect(beta.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
  });
});
