import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every route registered in the tenant context, present and future: the guard is proven for
// each one, not only for the resources a test happens to name.
const concrete = (url: string) => url.replace(/:\w+/g, '1');

describe('every tenant route', () => {
  it('exists (the list is not empty)', () => {
    expect(t.app.tenantRoutes.map((r) => `${r.method} ${r.url}`)).toContain(
      'GET /api/general-regs',
    );
  });

  it('answers 401 without a token, before looking at the input', async () => {
    for (const route of t.app.tenantRoutes.filter((r) => r.method !== 'HEAD')) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 400 "No active company selected" without an active company', async () => {
    const authorization = `Bearer ${await t.login('admin@example.com')}`;
    for (const route of t.app.tenantRoutes.filter((r) => r.method !== 'HEAD')) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { authorization },
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect(response.json()).toEqual({ message: 'No active company selected' });
    }
  });
});
