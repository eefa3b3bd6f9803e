import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { connect } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/seed/index';

export const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

/**
 * A fresh database (migrated, with the demo data: a copy of the run's template) and an app on
 * it, for one test file.
 * `close()` drops the database again.
 */
export async function createTestApp(overrides: Partial<AppOptions> = {}) {
  const adminUrl = inject('adminUrl');
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the run's migrated and seeded database (tests/server/globalSetup.ts).
  await admin.query(`create database ${name} template ${inject('templateDb')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connect(url.toString(), 5);
  const app = await buildApp({
    database,
    jwtSecret: JWT_SECRET,
    dataDir: os.tmpdir(),
    ...overrides,
  });

  async function login(email: string, password = DEMO_PASSWORD) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
    return response.json().authToken as string;
  }

  /**
   * Signs in and makes `companyName` the active company; answers the headers of its requests
   * (the token, and English for the messages: tests/server/messages.test.ts covers the others).
   */
  async function signInTo(email: string, companyName: string) {
    const token = await login(email);
    const { rows } = await database.pool.query('select id from companies where name = $1', [
      companyName,
    ]);
    const select = await app.inject({
      method: 'POST',
      url: '/api/user/select-company',
      headers: { authorization: `Bearer ${token}` },
      payload: { company_id: rows[0].id },
    });
    if (select.statusCode !== 200) throw new Error(`select-company failed: ${select.body}`);
    return { authorization: `Bearer ${token}`, 'accept-language': 'en' };
  }

  async function close() {
    await app.close();
    await database.pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }

  return { app, pool: database.pool, login, signInTo, close };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
