import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { connect, type Database } from '../../server/db/client';
import { createTestApp, JWT_SECRET, type TestApp } from './testApp';
import { until } from './serverProcess';

/**
 * The per-process session cache (server/plugins/session-cache.ts): two app instances with pools
 * of their own on one database stand for two processes.
 */
describe('session cache across processes', () => {
  let t: TestApp;
  let other: Database;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let companies: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp();
    other = connect(t.pool.options.connectionString!, 3);
    b = await buildApp({ database: other, jwtSecret: JWT_SECRET, dataDir: os.tmpdir() });
    const { rows } = await t.pool.query<{ id: number; name: string }>(
      'select id, name from companies',
    );
    companies = Object.fromEntries(rows.map((row) => [row.name, row.id]));
    await until(() => t.app.sessionCache.listening && b.sessionCache.listening);
  });

  afterAll(async () => {
    await b?.close();
    await other?.pool.end();
    await t?.close();
  });

  const sidOf = (authorization: string) =>
    JSON.parse(Buffer.from(authorization.split('.')[1], 'base64url').toString()).sid as string;
  const profile = (app: typeof b, authorization: string) =>
    app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization } });
  /**
   * Signs in on the first process and waits until the second has heard the sign-in's own
   * announcement: a lookup that overlaps an announcement is rightly not cached.
   */
  const signIn = async (email: string) => {
    const headers = await t.signInTo(email, 'Alfa S.r.l.');
    await b.sessionCache.synced();
    return headers;
  };

  it('a logout on one process is refused by the other at once', async () => {
    const headers = await signIn('admin@example.com');
    expect((await profile(b, headers.authorization)).statusCode).toBe(200);
    expect(b.sessionCache.get(sidOf(headers.authorization))).toBeDefined();

    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(logout.statusCode).toBe(200);
    await b.sessionCache.synced();
    expect(b.sessionCache.get(sidOf(headers.authorization))).toBeUndefined();
    expect((await profile(b, headers.authorization)).statusCode).toBe(401);
    expect((await profile(t.app, headers.authorization)).statusCode).toBe(401);
  });

  it('the company chosen on one process is the active one on the other', async () => {
    const headers = await signIn('admin@example.com');
    const list = (company: number) =>
      b.inject({
        method: 'GET',
        url: '/api/general-regs',
        headers: { ...headers, 'x-company-id': String(company) },
      });
    expect((await list(companies['Alfa S.r.l.'])).statusCode).toBe(200);

    const select = await t.app.inject({
      method: 'POST',
      url: '/api/user/select-company',
      headers,
      payload: { company_id: companies['Beta S.p.A.'] },
    });
    expect(select.statusCode).toBe(200);
    await b.sessionCache.synced();
    expect((await list(companies['Beta S.p.A.'])).statusCode).toBe(200);
    expect((await list(companies['Alfa S.r.l.'])).statusCode).toBe(409);
  });

  it('answers from the cache: a change nobody announces is not seen until it is announced', async () => {
    const headers = await signIn('alfa@example.com');
    const sid = sidOf(headers.authorization);
    expect((await profile(b, headers.authorization)).statusCode).toBe(200);
    expect(b.sessionCache.get(sid)).toBeDefined();
    // Revoked behind the app's back: the cached session still answers...
    await t.pool.query('update sessions set revoked_at = now() where id = $1', [sid]);
    expect((await profile(b, headers.authorization)).statusCode).toBe(200);
    // ...until the change is announced, as the app's own changes are.
    await t.pool.query("select pg_notify('session_changed', $1)", [sid]);
    await b.sessionCache.synced();
    expect((await profile(b, headers.authorization)).statusCode).toBe(401);
  });

  it('keeps nothing while its listener is disconnected, and listens again', async () => {
    const headers = await signIn('alfa@example.com');
    expect((await profile(b, headers.authorization)).statusCode).toBe(200);
    await t.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'listen session_changed'`,
    );
    await until(() => !b.sessionCache.listening);
    await t.pool.query('update sessions set revoked_at = now() where id = $1', [
      sidOf(headers.authorization),
    ]);
    expect((await profile(b, headers.authorization)).statusCode).toBe(401);
    await until(() => b.sessionCache.listening && t.app.sessionCache.listening);
  });
});
