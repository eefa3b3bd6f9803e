/**
 * `npm run bench` (first part): latency of the main API calls on the embedded PostgreSQL with
 * a large registry. Method and results: docs/benchmarks.md. Bounded: fixed request counts.
 */
import os from 'node:os';
import { DEMO_PASSWORD } from '../server/db/seed';
import { getter, latencyTable, startBench } from './harness';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const bench = await startBench('bench', console.log);
try {
  const { pool } = bench.database;
  const t0 = performance.now();
  await pool.query(
    `insert into general_regs (company_id, name, vat_number, tax_code, city, province, country)
     select 1, 'Impresa ' || md5(i::text) || ' S.r.l.', lpad((i * 7919 % 99999999999)::text, 11, '0'),
            null, (array['Milano','Roma','Torino','Bologna','Napoli','Forlì'])[1 + i % 6], 'MI', 'IT'
     from generate_series(1, $1) as i`,
    [ENTRIES],
  );
  // Fresh statistics first: the foreign-key checks of the next insert are planned on them
  // (with the stats of an almost empty table they scan, and 100,000 inserts take minutes).
  await pool.query('analyze general_regs');
  // Every generated entry also becomes a customer, and as many articles are generated.
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
    [ENTRIES],
  );
  await pool.query('analyze');
  console.log(
    `inserted ${ENTRIES} general registry entries, customers and articles in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const app = await bench.app();
  const login = () =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
  const get = getter(app, await bench.signIn(app));
  const table = await latencyTable([
    ['POST /api/login (argon2id verify)', 30, login],
    ['GET /api/user/profile', RUNS, get('/api/user/profile')],
    ['GET /api/general-regs page 1', RUNS, get('/api/general-regs?page=1&perPage=25&sort=name')],
    [
      'GET /api/general-regs page 2000',
      RUNS,
      get('/api/general-regs?page=2000&perPage=25&sort=name'),
    ],
    ['GET /api/general-regs ?q=forl (search)', RUNS, get('/api/general-regs?q=forl&perPage=25')],
    ['GET /api/customers page 1', RUNS, get('/api/customers?page=1&perPage=25&sort=registry_code')],
    [
      'GET /api/customers ?q=impresa 0a1 (search)',
      RUNS,
      get('/api/customers?q=impresa%200a1&perPage=25'),
    ],
    ['GET /api/articles page 1', RUNS, get('/api/articles?page=1&perPage=25&sort=code')],
    [
      'GET /api/articles ?q=bullone 1f (search)',
      RUNS,
      get('/api/articles?q=bullone%201f&perPage=25'),
    ],
    ['GET /api/general-regs ?q=<vat prefix>', RUNS, get('/api/general-regs?q=00000791&perPage=25')],
  ]);
  console.log(
    `\n${ENTRIES} entries in company 1, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.log(table);
} finally {
  await bench.close();
}
