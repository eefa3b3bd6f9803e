/**
 * `npm run bench` (first part): latency of the main API calls on the embedded PostgreSQL with
 * a large registry. Method and results: docs/benchmarks.md. Bounded: fixed request counts.
 */
import os from 'node:os';
import { DEMO_PASSWORD } from '../server/db/seed/index';
import { getter, insertRegistry, latencyTable, startBench } from './harness';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

const bench = await startBench('bench', console.log);
try {
  const { pool } = bench.database;
  const t0 = performance.now();
  await insertRegistry(pool, ENTRIES);
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
