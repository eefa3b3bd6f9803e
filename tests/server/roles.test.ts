import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { tenantRoutes } from '../../server/resources';
import { nameTables } from '../../contract/messages/names';
import { allowsRoute, PERMISSIONS, ROLES, type Role } from '../../contract/roles';
import { operationsOf } from './fuzzGenerator';
import { JWT_SECRET, createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready(); // the OpenAPI document is complete once every route is registered
});
afterAll(() => t.close());

const EMAIL = 'alfa@example.com';
// Ids no company has: an allowed call goes as far as a 400 or a 404, and changes nothing.
const concrete = (url: string) => url.replace(/:\w+/g, '999999');
const routes = () => t.app.tenantRoutes.filter((r) => r.method !== 'HEAD');

/** The operations of the OpenAPI document, `GET /api/customers/:id` as the router names them. */
function openApiOperations() {
  const doc = t.app.swagger() as unknown as Parameters<typeof operationsOf>[0];
  return operationsOf(doc).map((op) => `${op.method} ${op.path.replace(/\{(\w+)\}/g, ':$1')}`);
}

/** The API's own routes outside the tenant context: signing in and out, one's profile. */
const OUTSIDE_TENANT =
  /^(POST \/api\/(login|logout)|GET \/api\/user\/profile|POST \/api\/user\/select-company|PUT \/api\/user\/password)$/;

/** Alfa's user with `role` in Alfa, signed in afresh (a new session reads the new role). */
async function signInAs(role: Role) {
  await t.pool.query(
    `update memberships set role = $1
      where user_id = (select id from users where email = $2)
        and company_id = (select id from companies where name = 'Alfa S.r.l.')`,
    [role, EMAIL],
  );
  return t.signInTo(EMAIL, 'Alfa S.r.l.');
}

describe('roles on every tenant route', () => {
  it('covers every operation of the OpenAPI document: each tenant one is a declared route', () => {
    const declared = new Set(routes().map((r) => `${r.method} ${r.url}`));
    const documented = openApiOperations().filter((op) => !OUTSIDE_TENANT.test(op));
    expect(documented.length).toBeGreaterThan(100);
    expect(documented.filter((op) => !declared.has(op))).toEqual([]);
    expect([...declared].filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('every route declares a permission of the matrix (an undeclared one would not start)', () => {
    const known = new Set<string>([...PERMISSIONS, 'documents.read', 'documents.write']);
    expect(routes().length).toBeGreaterThan(100);
    for (const route of routes()) {
      expect(known.has(route.permission), `${route.method} ${route.url}`).toBe(true);
    }
  });

  it('an app with a tenant route that declares no permission does not start', async () => {
    const rogue: FastifyPluginAsync = async (api) => {
      api.get('/rogue', async () => ({}));
    };
    tenantRoutes.push(rogue);
    try {
      await expect(
        buildApp({
          database: { pool: t.pool, db: drizzle(t.pool) },
          jwtSecret: JWT_SECRET,
          dataDir: os.tmpdir(),
        }),
      ).rejects.toThrow('GET /api/rogue declares no permission');
    } finally {
      tenantRoutes.splice(tenantRoutes.indexOf(rogue), 1);
    }
  });

  it('lets each role in, or refuses it with 403 naming the role, as the matrix says', async () => {
    for (const role of ROLES) {
      const headers = await signInAs(role);
      let refused = 0;
      for (const route of routes()) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers,
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        });
        const what = `${role}: ${route.method} ${route.url} (${route.permission})`;
        if (allowsRoute(role, route.permission)) {
          expect(response.statusCode, what).not.toBe(403);
          expect(response.statusCode, what).toBeLessThan(500);
        } else {
          refused++;
          expect(response.statusCode, what).toBe(403);
          expect(response.json().message, what).toContain(nameTables.en.role[role]);
        }
      }
      // The owner may do everything; every other role is refused somewhere.
      if (role === 'owner') expect(refused).toBe(0);
      else expect(refused).toBeGreaterThan(0);
    }
    await signInAs('owner');
  });

  it('a refused write changes nothing, and says so in the caller’s language', async () => {
    const headers = await signInAs('warehouse');
    const { rows } = await t.pool.query(
      `select c.id from customers c join companies co on co.id = c.company_id
        where co.name = 'Alfa S.r.l.' order by c.id limit 1`,
    );
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/customers/${rows[0].id}`,
      headers: { ...headers, 'accept-language': 'it' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Il tuo ruolo (Magazzino) non permette questa operazione: chiedi a un titolare dell’azienda',
    );
    const still = await t.pool.query('select 1 from customers where id = $1', [rows[0].id]);
    expect(still.rowCount).toBe(1);
    await signInAs('owner');
  });
});
