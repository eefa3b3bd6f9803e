/**
 * What the benchmarks share: an embedded PostgreSQL in a temporary directory with the demo
 * data, the app built on it (in-process, `inject`), a signed-in admin on Alfa S.r.l., and a
 * p50/p95/max table of repeated calls.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { connect, type Database } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { prepareDatabase } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/db/seed/index';

export interface Bench {
  database: Database;
  /** Where the embedded PostgreSQL answers (for child processes). */
  url: string;
  dir: string;
  /** The app on the database as it is now (build it after loading the data). */
  app: () => Promise<FastifyInstance>;
  /** Headers of a session of admin@example.com with Alfa S.r.l. active. */
  signIn: (app: FastifyInstance) => Promise<{ authorization: string }>;
  close: () => Promise<void>;
}

export async function startBench(name: string, log: (line: string) => void = () => {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gestionale-${name}-`));
  const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'), {
    info: log,
    warn: log,
  });
  const database = connect(embedded.url);
  await prepareDatabase(database.pool, { seed: true, log });
  const apps: FastifyInstance[] = [];
  const bench: Bench = {
    database,
    url: embedded.url,
    dir,
    app: async () => {
      const app = await benchApp(database, dir);
      apps.push(app);
      return app;
    },
    signIn,
    close: async () => {
      for (const app of apps) await app.close();
      await database.pool.end();
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return bench;
}

/** The app on `database`, without rate limits. */
export const benchApp = (database: Database, dataDir: string) =>
  buildApp({
    database,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    dataDir,
    rateLimitMax: 1e9,
  });

/** Headers of a session of admin@example.com with Alfa S.r.l. active. */
export async function signIn(app: FastifyInstance) {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json().authToken}` };
  await app.inject({
    method: 'POST',
    url: '/api/user/select-company',
    headers,
    payload: { company_id: 1 },
  });
  return headers;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Runs `work`, timing it and measuring the longest event-loop pause meanwhile: the longest interval
 * between two ticks of perf_hooks' delay histogram (5 ms apart when nothing blocks). The
 * histogram counts from its first tick and records a pause at the tick after it, hence the
 * waits before and after.
 */
export async function withPauses<T>(work: () => Promise<T>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await tick();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  await tick();
  delay.disable();
  return { result, seconds, pauseMs: delay.max / 1e6 };
}

export type Scenario = [name: string, runs: number, call: () => Promise<unknown>];

/** p50 and p95 (ms) of `runs` sequential calls after 5 warm-up calls. */
export async function timed(call: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: pick(0.5), p95: pick(0.95), max: times[times.length - 1] };
}

/**
 * `count` general registry entries in company 1, each also a customer, and as many articles:
 * one `generate_series` statement each. Statistics on the entries come first: the customers'
 * foreign-key checks are planned on them (with an almost empty table's they scan, and 100,000
 * inserts take minutes).
 */
export async function insertRegistry(pool: pg.Pool, count: number) {
  await pool.query(
    `insert into general_regs (company_id, name, vat_number, tax_code, city, province, country)
     select 1, 'Impresa ' || md5(i::text) || ' S.r.l.', lpad((i * 7919 % 99999999999)::text, 11, '0'),
            null, (array['Milano','Roma','Torino','Bologna','Napoli','Forlì'])[1 + i % 6], 'MI', 'IT'
     from generate_series(1, $1) as i`,
    [count],
  );
  await pool.query('analyze general_regs');
  await pool.query(
    `insert into customers (company_id, general_reg_id, registry_code, credit_limit, language)
     select 1, g.id, 'B' || lpad(g.id::text, 7, '0'), 1000 + g.id % 50000, 'it'
     from general_regs g where g.company_id = 1 and g.name like 'Impresa %'`,
  );
  await pool.query(
    `insert into articles (company_id, code, description, unit, price, vat_rate, lifecycle_status, pricing_type)
     select 1, 'ART-' || lpad(i::text, 7, '0'),
            (array['Vite','Bullone','Rondella','Pannello','Tubo','Lamiera'])[1 + i % 6] || ' ' || md5(i::text),
            'pz', (i % 10000) / 100.0, '22', i % 4, i % 3
     from generate_series(1, $1) as i`,
    [count],
  );
}

/** Runs each scenario (after 5 warm-up calls) and gives a markdown table of its latencies. */
export async function latencyTable(scenarios: Scenario[]): Promise<string> {
  const lines = [`| call | runs | p50 ms | p95 ms | max ms |`, `|---|---|---|---|---|`];
  for (const [name, runs, call] of scenarios) {
    const { p50, p95, max } = await timed(call, runs);
    lines.push(`| ${name} | ${runs} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${max.toFixed(1)} |`);
  }
  return lines.join('\n');
}

/** A call that GETs `url` and fails the benchmark unless the answer is 200. */
export const getter =
  (app: FastifyInstance, headers: Record<string, string>) => (url: string) => async () => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
