import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../../server/plugins/errors';
import { api, createDocument, documentsFixture, type DocumentsFixture } from './documentsFixture';
import { formData } from './formData';

// Texts PostgreSQL cannot store (or a document should not print) are refused by the contract's
// shared text schema with a 400 on the field (docs/reliability.md, "Hostile input").
let f: DocumentsFixture;
let alfa: ReturnType<typeof api>;
beforeAll(async () => {
  f = await documentsFixture();
  alfa = api(f.t, f.alfa);
});
afterAll(() => f.t.close());

const REFUSED = 'Contains characters that are not allowed (control or invalid characters)';
const customer = (general: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  general: { name: 'Testi S.r.l.', ...general },
  registry_code: `T-${Math.random().toString(36).slice(2, 8)}`,
  credit_limit: '0',
  ...extra,
});

describe('texts with characters no field keeps', () => {
  it('a NUL in a nested body field is a 400 naming that field', async () => {
    const response = await alfa.post('/customers', customer({ city: 'Mi\u0000lano' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ 'general.city': REFUSED });
  });

  it('a NUL in the search of every list is a 400 on q', async () => {
    for (const list of ['general-regs', 'articles', 'customers', 'documents', 'shipping-lists']) {
      const response = await alfa.get(`/${list}?q=a%00b`);
      expect(response.statusCode, list).toBe(400);
      expect(response.json().errors, list).toEqual({ q: REFUSED });
    }
  });

  it('control characters, DEL and lone surrogates are refused; an RTL mark is text', async () => {
    for (const name of ['a\u0001b', 'a\u001bb', 'a\u007fb', 'a\uD800b', 'a\uDC00b']) {
      const response = await alfa.post('/general-regs', { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().errors).toEqual({ name: REFUSED });
    }
    const rtl = await alfa.post('/general-regs', { name: '\u202Bשלום\u202C S.r.l. 😀' });
    expect(rtl.statusCode).toBe(201);
  });

  it('multi-line fields keep tabs and line breaks; one-line fields refuse them', async () => {
    const notes = 'prima riga\r\nseconda\triga';
    const saved = await alfa.post('/customers', customer({}, { notes, references: 'a\nb' }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().item.notes).toBe(notes);
    const oneLine = await alfa.post('/customers', customer({ name: 'Due\nrighe' }));
    expect(oneLine.statusCode).toBe(400);
    expect(oneLine.json().errors).toEqual({ 'general.name': REFUSED });
  });

  it('a form field with a NUL is refused like a JSON one', async () => {
    const [article] = f.alfaArticles;
    const form = formData({ list_name: 'Lis\u0000tino', price: '1' });
    const response = await f.t.app.inject({
      method: 'POST',
      url: `/api/articles/${article}/price-list`,
      headers: { ...f.alfa, ...form.headers },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ list_name: REFUSED });
  });

  it("a row's free-form configuration refuses NUL in its keys and texts, and deep nesting", async () => {
    const doc = await createDocument(f.t, f.alfa, { customer_id: f.alfaCustomers[0] });
    const row = { description: 'Riga', quantity: '1', unit_price: '1' };
    for (const config of [{ 'a\u0000': 'x' }, { a: { b: ['\u0000'] } }]) {
      const response = await alfa.post(`/documents/${doc.id}/rows`, { ...row, config });
      expect(response.statusCode, JSON.stringify(config)).toBe(400);
      expect(Object.values(response.json().errors)).toEqual([REFUSED]);
    }
    let deep: unknown = 'x';
    for (let i = 0; i < 50; i++) deep = { deep };
    const tooDeep = await alfa.post(`/documents/${doc.id}/rows`, { ...row, config: deep });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json().errors).toEqual({ config: 'Nested too deeply: at most 10 levels' });
  });

  it('an id beyond PostgreSQL integers and a date in year 0 are 400s on their fields', async () => {
    const id = await alfa.get('/customers/2147483648');
    expect(id.statusCode).toBe(400);
    expect(id.json().errors).toEqual({ id: 'At most 2147483647' });
    const date = await alfa.post('/documents', {
      type: 'order',
      customer_id: f.alfaCustomers[0],
      document_date: '0000-01-01',
    });
    expect(date.statusCode).toBe(400);
    expect(date.json().errors).toEqual({ document_date: 'Invalid date' });
  });
});

describe('the database as a safety net', () => {
  // What a schema misses reaches PostgreSQL: its data exceptions (class 22) are the input's
  // fault, answered 400 in the caller's language, never 500.
  const app = Fastify();
  beforeAll(async () => {
    await app.register(errorsPlugin);
    app.post('/sql', async (request) => {
      const { sql, value } = request.body as { sql: string; value: string };
      await f.t.pool.query(sql, [value]);
      return { ok: true };
    });
  });
  afterAll(() => app.close());

  it.each([
    ['a NUL in a text (22021)', 'select $1::text', 'a\u0000b', 'A text contains characters'],
    ['a NUL in jsonb (22P05)', 'select $1::jsonb', '{"a":"\\u0000"}', 'A text contains characters'],
    ['a number out of range (22003)', 'select $1::int', '99999999999', 'A number is out of range'],
    ['an impossible date (22008)', 'select $1::date', '2026-02-30', 'A date is not valid'],
    ['a division by zero (22012)', 'select 1 / $1::int', '0', 'A value is not valid'],
  ])('%s is a 400', async (_, sql, value, message) => {
    const response = await app.inject({
      method: 'POST',
      url: '/sql',
      headers: { 'accept-language': 'en' },
      payload: { sql, value },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
