/**
 * `npm run bench`: latency of the main API calls on the embedded PostgreSQL with a large
 * registry. Method and results: docs/benchmarks.md. Bounded: fixed request counts, local only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { connect } from '../server/db/client';
import { startEmbeddedPostgres } from '../server/db/embedded';
import { prepareDatabase } from '../server/db/migrate';
import { DEMO_PASSWORD } from '../server/db/seed';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-bench-'));
const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'), console.log);
const database = connect(embedded.url);
try {
  await prepareDatabase(database.pool, { seed: true, log: console.log });
  const t0 = performance.now();
  await database.pool.query(
    `insert into general_regs (company_id, name, vat_number, tax_code, city, province, country)
     select 1, 'Impresa ' || md5(i::text) || ' S.r.l.', lpad((i * 7919 % 99999999999)::text, 11, '0'),
            null, (array['Milano','Roma','Torino','Bologna','Napoli','Forlì'])[1 + i % 6], 'MI', 'IT'
     from generate_series(1, $1) as i`,
    [ENTRIES],
  );
  // Fresh statistics first: the foreign-key checks of the next insert are planned on them
  // (with the stats of an almost empty table they scan, and 100,000 inserts take minutes).
  await database.pool.query('analyze general_regs');
  // Every generated entry also becomes a customer, and as many articles are generated.
  await database.pool.query(
    `insert into customers (company_id, general_reg_id, registry_code, credit_limit, payment_terms, language)
     select 1, g.id, 'B' || lpad(g.id::text, 7, '0'), 1000 + g.id % 50000, 'bank_transfer_30', 'it'
     from general_regs g where g.company_id = 1 and g.name like 'Impresa %'`,
  );
  await database.pool.query(
    `insert into articles (company_id, code, description, unit, price, vat_rate, lifecycle_status, pricing_type)
     select 1, 'ART-' || lpad(i::text, 7, '0'),
            (array['Vite','Bullone','Rondella','Pannello','Tubo','Lamiera'])[1 + i % 6] || ' ' || md5(i::text),
            'pz', (i % 10000) / 100.0, '22', i % 4, i % 3
     from generate_series(1, $1) as i`,
    [ENTRIES],
  );
  await database.pool.query('analyze');
  console.log(
    `inserted ${ENTRIES} general registry entries, customers and articles in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const app = await buildApp({
    database,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    dataDir: dir,
    rateLimitMax: 1e9,
  });
  const timeOne = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
  const token = (await login()).json().authToken;
  const headers = { authorization: `Bearer ${token}` };
  await app.inject({
    method: 'POST',
    url: '/api/user/select-company',
    headers,
    payload: { company_id: 1 },
  });

  const scenarios: [string, number, () => Promise<unknown>][] = [
    ['POST /api/login (argon2id verify)', 30, login],
    [
      'GET /api/user/profile',
      RUNS,
      () => app.inject({ method: 'GET', url: '/api/user/profile', headers }),
    ],
    [
      'GET /api/general-regs page 1',
      RUNS,
      () =>
        app.inject({
          method: 'GET',
          url: '/api/general-regs?page=1&perPage=25&sort=name',
          headers,
        }),
    ],
    [
      'GET /api/general-regs page 2000',
      RUNS,
      () =>
        app.inject({
          method: 'GET',
          url: '/api/general-regs?page=2000&perPage=25&sort=name',
          headers,
        }),
    ],
    [
      'GET /api/general-regs ?q=forl (search)',
      RUNS,
      () => app.inject({ method: 'GET', url: '/api/general-regs?q=forl&perPage=25', headers }),
    ],
    [
      'GET /api/customers page 1',
      RUNS,
      () =>
        app.inject({
          method: 'GET',
          url: '/api/customers?page=1&perPage=25&sort=registry_code',
          headers,
        }),
    ],
    [
      'GET /api/customers ?q=impresa 0a1 (search)',
      RUNS,
      () =>
        app.inject({ method: 'GET', url: '/api/customers?q=impresa%200a1&perPage=25', headers }),
    ],
    [
      'GET /api/articles page 1',
      RUNS,
      () =>
        app.inject({ method: 'GET', url: '/api/articles?page=1&perPage=25&sort=code', headers }),
    ],
    [
      'GET /api/articles ?q=bullone 1f (search)',
      RUNS,
      () => app.inject({ method: 'GET', url: '/api/articles?q=bullone%201f&perPage=25', headers }),
    ],
    [
      'GET /api/general-regs ?q=<vat prefix>',
      RUNS,
      () => app.inject({ method: 'GET', url: '/api/general-regs?q=00000791&perPage=25', headers }),
    ],
  ];
  const lines = [`| call | runs | p50 ms | p95 ms | max ms |`, `|---|---|---|---|---|`];
  for (const [name, runs, fn] of scenarios) {
    for (let i = 0; i < 5; i++) await fn(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timeOne(fn));
    times.sort((a, b) => a - b);
    const pick = (q: number) =>
      times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    lines.push(
      `| ${name} | ${runs} | ${pick(0.5)} | ${pick(0.95)} | ${times[times.length - 1].toFixed(1)} |`,
    );
  }
  console.log(
    `\n${ENTRIES} entries in company 1, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.log(lines.join('\n'));
  await app.close();
} finally {
  await database.pool.end();
  await embedded.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
