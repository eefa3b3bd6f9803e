import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

type Body = Record<string, unknown>;
type Headers = Record<string, string>;

/** What the shared cases need to know of one flat registry (server/lib/registry/routes.ts). */
export interface RegistryCases {
  /** The REST name: `/api/<name>`. */
  name: string;
  /** A valid create body, the n-th different from the others where it must be (a unique code). */
  valid: (n: number) => Body;
  /** The fields of a record as the API answers them, besides `id` and `version`. */
  fields: string[];
  /** A text field the search box looks into, and the text sort. */
  searched: string;
  /** One bad value per field, and the message its 400 names the field with. */
  invalid: [field: string, value: unknown, message: RegExp][];
}

/**
 * The cases every flat registry answers the same way: create, read, update with optimistic
 * locking, delete, the per-field 400s, search, sort and pages, and another company's records
 * answering 404. Answers the app and the two companies' headers for the file's own cases.
 */
export function registryCases(cases: RegistryCases) {
  const url = `/api/${cases.name}`;
  const ctx = {} as { t: TestApp; alfa: Headers; beta: Headers };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: Body) =>
    ctx.t.app.inject({ method, url: `${url}${path}`, headers: ctx.alfa, payload });

  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.alfa = await ctx.t.signInTo('alfa@example.com', 'Alfa S.r.l.');
    ctx.beta = await ctx.t.signInTo('admin@example.com', 'Beta S.p.A.');
  });
  afterAll(() => ctx.t.close());

  describe(`${url}: the registry's routes`, () => {
    it('creates, reads, updates with the current version and deletes a record', async () => {
      const created = await call('POST', '', cases.valid(1));
      expect(created.statusCode).toBe(201);
      const { item } = created.json();
      expect(Object.keys(item).sort()).toEqual(['id', ...cases.fields, 'version'].sort());
      expect(item.version).toBe(1);

      const read = await call('GET', `/${item.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json().item).toEqual(item);
      // The option lists are the same for every record: lists carry them, a read does not.
      expect(read.json().selects).toEqual({});

      const text = `${item[cases.searched]} (modificato)`;
      const updated = await call('PUT', `/${item.id}`, { ...item, [cases.searched]: text });
      expect(updated.statusCode).toBe(200);
      expect(updated.json().item).toMatchObject({ [cases.searched]: text, version: 2 });

      const deleted = await call('DELETE', `/${item.id}`);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().item.id).toBe(item.id);
      expect((await call('GET', `/${item.id}`)).statusCode).toBe(404);
      expect((await call('DELETE', `/${item.id}`)).statusCode).toBe(404);
    });

    it('answers 409 for an update over a newer version, and writes nothing', async () => {
      const { item } = (await call('POST', '', cases.valid(2))).json();
      expect((await call('PUT', `/${item.id}`, item)).statusCode).toBe(200);
      const stale = await call('PUT', `/${item.id}`, { ...item, [cases.searched]: 'Vecchia' });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/saved version 2 .*you edited version 1/);
      expect((await call('GET', `/${item.id}`)).json().item[cases.searched]).toBe(
        item[cases.searched],
      );
    });

    it('answers 404 for a record that does not exist', async () => {
      const missing = await call('GET', '/2147483647');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Record not found: it may have been deleted');
      const update = await call('PUT', '/2147483647', { ...cases.valid(3), version: 1 });
      expect(update.statusCode).toBe(404);
    });

    it('answers 400 naming the field, for each bad value', async () => {
      for (const [field, value, message] of cases.invalid) {
        const response = await call('POST', '', { ...cases.valid(4), [field]: value });
        expect(response.statusCode, `${field}: ${JSON.stringify(value)}`).toBe(400);
        expect(response.json().errors?.[field], field).toMatch(message);
      }
    });

    it('searches, sorts case-insensitively and pages', async () => {
      const base = cases.valid(5);
      const texts = ['zeta Ricerca', 'Alfa ricerca', 'beta ricerca'];
      for (const [i, text] of texts.entries()) {
        const body = { ...cases.valid(10 + i), [cases.searched]: `Cercami ${text}` };
        expect((await call('POST', '', { ...base, ...body })).statusCode).toBe(201);
      }
      const query = `?q=CERCAMI&sort=${cases.searched}&order=DESC&perPage=2`;
      const first = (await call('GET', `${query}&page=1`)).json();
      const second = (await call('GET', `${query}&page=2`)).json();
      expect(first.total).toBe(3);
      expect(first.selects).toBeTypeOf('object');
      const found = [...first.items, ...second.items].map((i: Body) => i[cases.searched]);
      expect(found).toEqual([
        'Cercami zeta Ricerca',
        'Cercami beta ricerca',
        'Cercami Alfa ricerca',
      ]);
      expect((await call('GET', '?q=%25%25_')).json().total).toBe(0);
    });

    it("answers 404 for another company's record on read, update and delete", async () => {
      const list = await ctx.t.app.inject({ method: 'GET', url, headers: ctx.beta });
      const theirs = list.json().items[0];
      expect(theirs).toBeDefined();
      const path = `/${theirs.id}`;
      expect((await call('GET', path)).statusCode).toBe(404);
      expect((await call('PUT', path, { ...theirs, [cases.searched]: 'Presa' })).statusCode).toBe(
        404,
      );
      expect((await call('DELETE', path)).statusCode).toBe(404);
      const after = await ctx.t.app.inject({
        method: 'GET',
        url: `${url}${path}`,
        headers: ctx.beta,
      });
      expect(after.json().item).toEqual(theirs);
    });
  });

  return ctx;
}
