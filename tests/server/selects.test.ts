import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

describe('GET /selects/<resource>', () => {
  let t: TestApp;
  let alfa: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    alfa = await t.signInTo('admin@example.com', 'Alfa S.r.l.');
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...alfa, ...headers } });

  it('answers the static lists once, cacheable, and 304 when the browser has them', async () => {
    const first = await get('/api/selects/general-regs');
    expect(first.statusCode).toBe(200);
    expect(first.json().selects.provinces).toContainEqual({ id: 'MI', name: 'Milano' });
    expect(first.headers['cache-control']).toBe('private, max-age=600');
    expect(first.headers.vary).toContain('Accept-Language');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);

    const again = await get('/api/selects/general-regs', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/selects/general-regs', { 'if-none-match': '"x"' })).statusCode).toBe(
      200,
    );
  });

  it('has a list per resource; a record read carries only what depends on the record', async () => {
    for (const [name, list] of [
      ['customers', 'languages'],
      ['articles', 'vatRates'],
      ['documents', 'paymentStatuses'],
    ]) {
      const response = await get(`/api/selects/${name}`);
      expect(response.statusCode, name).toBe(200);
      expect(response.json().selects[list].length, name).toBeGreaterThan(0);
    }
    const { rows } = await t.pool.query(
      "select (select min(id) from general_regs where company_id = c.id) as reg, (select min(id) from documents where company_id = c.id and type = 'invoice') as doc from companies c where c.name = 'Alfa S.r.l.'",
    );
    expect((await get(`/api/general-regs/${rows[0].reg}`)).json().selects).toEqual({});
    const doc = (await get(`/api/documents/${rows[0].doc}`)).json();
    expect(Object.keys(doc.selects)).toEqual(['statuses']);
    expect(doc.selects.statuses.map((s: { id: number }) => s.id)).toEqual([0, 1, 2, 3]);
  });

  it('is behind sign-in like the other tenant routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/selects/articles' });
    expect(response.statusCode).toBe(401);
  });
});
