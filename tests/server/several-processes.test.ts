import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addUserLike } from './loginAttempts';
import { redisUrl } from './redis';
import { freePort, startServer, type ServerProcess } from './serverProcess';

/**
 * The README's recipe: two API processes on one PostgreSQL (a fresh database of the suite's
 * server) and one Redis, with one JWT secret, behind a proxy (TRUST_PROXY: each run of this
 * file comes from addresses of its own, so it shares no Redis counter with another run).
 */
describe.skipIf(!redisUrl)('two API processes on one PostgreSQL and Redis', () => {
  const run = crypto.randomBytes(4).toString('hex');
  const dbName = `t_procs_${run}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-procs-'));
  const adminUrl = inject('adminUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  const servers: ServerProcess[] = [];
  let pool: pg.Pool;
  let a: ServerProcess;
  let b: ServerProcess;

  /** An address of this run: 10.<run>.<n>. */
  const ip = (n: number) =>
    `10.${parseInt(run.slice(0, 2), 16)}.${parseInt(run.slice(2, 4), 16)}.${n % 256}`;

  const call = async (
    server: ServerProcess,
    method: string,
    url: string,
    options: { token?: string; body?: unknown; from?: number } = {},
  ) => {
    const response = await fetch(server.url + url, {
      method,
      headers: {
        'x-forwarded-for': ip(options.from ?? 1),
        'accept-language': 'en',
        ...(options.token && { authorization: `Bearer ${options.token}` }),
        ...(options.body !== undefined && { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    return { status: response.status, body: await response.json() };
  };
  const login = async (server: ServerProcess, email: string, password = 'Password1!') => {
    const response = await call(server, 'POST', '/api/login', { body: { email, password } });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.authToken as string;
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl!,
      JWT_SECRET: `several-processes-${run}-secret-long-enough`,
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      DB_POOL_MAX: '10',
    };
    // Both start at once on the empty database: they take turns on migrations and seed.
    const portA = await freePort(3640, 3649);
    a = startServer({ ...env, PORT: String(portA) });
    servers.push(a);
    b = startServer({ ...env, PORT: String(await freePort(portA + 1, 3649)) });
    servers.push(b);
    await Promise.all([a.ready, b.ready]);
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // The drop at the end ends its connections too; that is no failure of the test.
    pool.on('error', () => {});
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await pool?.end();
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a login on one process works on the other', async () => {
    const token = await login(a, 'alfa@example.com');
    const profile = await call(b, 'GET', '/api/user/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body.user.email).toBe('alfa@example.com');
  });

  it('a logout on one process revokes the session on the other at once', async () => {
    const token = await login(a, 'alfa@example.com');
    expect((await call(a, 'GET', '/api/user/profile', { token })).status).toBe(200);
    expect((await call(b, 'POST', '/api/logout', { token })).status).toBe(200);
    expect((await call(a, 'GET', '/api/user/profile', { token })).status).toBe(401);
    expect((await call(b, 'GET', '/api/user/profile', { token })).status).toBe(401);
  });

  it('the login throttle counts across both: 30 guesses at once, 10 are checked', async () => {
    const email = `guessed-${run}@example.com`;
    await addUserLike(pool, email);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', '/api/login', {
          body: { email, password: `wrong${i}` },
          from: 100 + i,
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    // The right password waits too, on either process.
    for (const server of [a, b]) {
      const right = await call(server, 'POST', '/api/login', {
        body: { email, password: 'Password1!' },
        from: 200,
      });
      expect(right.status).toBe(429);
    }
  });

  /** Alfa's user on process a, with Alfa active, and one of Alfa's customers. */
  async function alfaSession() {
    const token = await login(a, 'alfa@example.com');
    const { rows } = await pool.query("select id from companies where name = 'Alfa S.r.l.'");
    const select = await call(a, 'POST', '/api/user/select-company', {
      token,
      body: { company_id: rows[0].id },
    });
    expect(select.status).toBe(200);
    const customers = await call(b, 'GET', '/api/customers?perPage=1', { token });
    return { token, customerId: customers.body.items[0].id as number };
  }

  it('100 concurrent order creations spread over both are numbered 1..100', async () => {
    const { token, customerId } = await alfaSession();
    const created = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', '/api/documents', {
          token,
          body: { type: 'order', customer_id: customerId, document_date: '2031-03-01' },
        }),
      ),
    );
    expect(created.map((r) => r.status)).toEqual(Array(100).fill(201));
    const numbers = created.map((r) => r.body.item.number as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const listed = await call(
      b,
      'GET',
      '/api/documents?type=order&date_from=2031-01-01&date_to=2031-12-31&perPage=500&sort=number&order=asc',
      { token },
    );
    expect(listed.body.items.map((d: { number: number }) => d.number)).toEqual(numbers);
  });

  it('40 drafts issued at once over both take the next 40 invoice numbers, no gap', async () => {
    const { token, customerId } = await alfaSession();
    const drafts = [];
    for (let i = 0; i < 40; i++) {
      const draft = await call(a, 'POST', '/api/documents', {
        token,
        body: {
          type: 'invoice',
          customer_id: customerId,
          document_date: '2031-03-01',
          rows: [{ description: `Riga ${i}`, quantity: '1', unit_price: '10' }],
        },
      });
      expect(draft.status).toBe(201);
      expect(draft.body.item.number).toBeNull();
      drafts.push(draft.body.item.id as number);
    }
    // Issued today (no date sent): the series of this year, after the demo's invoices.
    const issued = await Promise.all(
      drafts.map((id, i) =>
        call(i % 2 ? a : b, 'POST', `/api/documents/${id}/issue`, { token, body: {} }),
      ),
    );
    expect(issued.map((r) => r.status)).toEqual(Array(40).fill(200));
    const numbers = issued.map((r) => r.body.item.number as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => numbers[0] + i));
    const year = issued[0].body.item.year as number;
    const { rows } = await pool.query(
      `select count(*)::int as n from documents d join companies c on c.id = d.company_id
        where c.name = 'Alfa S.r.l.' and d.type = 'invoice' and d.year = $1
        and d.number < $2 and d.issued_at is not null`,
      [year, numbers[0]],
    );
    // Every number before the first one given belongs to an invoice issued before.
    expect(rows[0].n).toBe(numbers[0] - 1);
  });
});
