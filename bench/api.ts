/**
 * `npm run bench` (API throughput): requests per second of three reads on the real
 * server, started as `npm start` starts it (scripts/start.mjs: the esbuild bundle, production
 * settings, listening on 127.0.0.1), against a bare node:http + pg handler on the same database
 * (bench/raw-handler.ts), both child processes, loaded in turn by autocannon (32 connections)
 * from this process, in alternating rounds. Method and results: docs/benchmarks.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../server/db/seed/index';
import { startBench } from './harness';
import { seedDocuments } from './seed-documents';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const WARM_UP_SECONDS = 3;
/** Each side's time is cut into rounds, in turn: a change of the machine's load hits both. */
const ROUNDS = 5;
const API_PORT = 3621;
const RAW_PORT = 3622;
/** The orders list as the SPA asks for it (DocumentList: newest first, 50 a page). */
const ORDERS = '/api/documents?page=1&perPage=50&sort=document_date&order=DESC&type=order';

const bench = await startBench('api', console.log);
const children: ChildProcess[] = [];

/** A child process whose output goes to a log file (as a production server's would). */
function child(name: string, args: string[], env: Record<string, string>, cwd?: string) {
  const log = fs.openSync(path.join(bench.dir, `${name}.log`), 'w');
  const proc = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
  children.push(proc);
  return proc;
}

async function ready(base: string, proc: ChildProcess) {
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`${base}: the process exited (${proc.exitCode})`);
    try {
      await fetch(`${base}/api/documents/0`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function stop(proc: ChildProcess) {
  if (proc.exitCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  await exited;
}

/** Requests answered (2xx) in `seconds` of load on `url`, and the seconds it took. */
async function load(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx || result.errors) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { requests: result['2xx'], seconds: result.duration };
}

/** Requests per second of each side, loaded in turn for ROUNDS rounds after a warm-up each. */
async function compare(
  ours: [string, Record<string, string>],
  base: [string, Record<string, string>],
) {
  await load(...ours, WARM_UP_SECONDS);
  await load(...base, WARM_UP_SECONDS);
  const totals = { ours: { requests: 0, seconds: 0 }, base: { requests: 0, seconds: 0 } };
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of ['ours', 'base'] as const) {
      const { requests, seconds } = await load(
        ...(side === 'ours' ? ours : base),
        SECONDS / ROUNDS,
      );
      totals[side].requests += requests;
      totals[side].seconds += seconds;
    }
  }
  return {
    ours: totals.ours.requests / totals.ours.seconds,
    base: totals.base.requests / totals.base.seconds,
  };
}

try {
  const { pool } = bench.database;
  // 1,000 documents of Alfa (400 orders) of 10 rows each, on 50 customers.
  await seedDocuments(pool, { companyId: 1, documents: 1000, rowsPerDocument: 10, customers: 50 });
  await pool.query('analyze');
  const {
    rows: [{ documentId, generalRegId }],
  } = await pool.query(`
    select (select d.id from documents d where d.company_id = 1 and d.type = 'order'
              and (select count(*) from document_rows r where r.document_id = d.id) = 10
            order by d.id limit 1) as "documentId",
           (select min(id) from general_regs where company_id = 1) as "generalRegId"`);

  // BENCH_API_PROFILE=<dir>: the server writes a CPU profile there when it stops.
  const profile = process.env.BENCH_API_PROFILE;
  const profiling = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  const api = child(
    'api',
    [...profiling, '--enable-source-maps', 'scripts/start.mjs'],
    {
      NODE_ENV: 'production',
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: bench.url,
      DATA_DIR: bench.dir,
      REDIS_URL: '',
      JWT_SECRET: 'bench-api-secret-bench-api-secret-0123',
      RATE_LIMIT_MAX: '1000000000',
    },
    // BENCH_API_SERVER_DIR=<a checkout>: the server of that code (a before/after comparison).
    process.env.BENCH_API_SERVER_DIR,
  );
  const raw = child('raw', ['--import', 'tsx', 'bench/raw-handler.ts'], {
    PORT: String(RAW_PORT),
    DATABASE_URL: bench.url,
    COMPANY_ID: '1',
  });
  const apiBase = `http://127.0.0.1:${API_PORT}`;
  const rawBase = `http://127.0.0.1:${RAW_PORT}`;
  await Promise.all([ready(apiBase, api), ready(rawBase, raw)]);

  const login = await fetch(`${apiBase}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  const { authToken } = (await login.json()) as { authToken: string };
  const headers = { authorization: `Bearer ${authToken}`, 'accept-language': 'it' };
  await fetch(`${apiBase}/api/user/select-company`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ company_id: 1 }),
  });
  const apiHeaders = { ...headers, 'x-company-id': '1' };

  const targets: [what: string, url: string, target: number][] = [
    ['GET one general-regs', `/api/general-regs/${generalRegId}`, 0.5],
    ['GET one document (10 rows)', `/api/documents/${documentId}`, 0.35],
    ['orders page 1', ORDERS, 0.35],
  ];
  // The same answer on both sides (and no error hidden behind a fast 4xx).
  for (const [what, url] of targets) {
    const [ours, base] = await Promise.all([
      fetch(apiBase + url, { headers: apiHeaders }),
      fetch(rawBase + url),
    ]);
    const [oursBody, baseBody] = [await ours.text(), await base.text()];
    if (ours.status !== 200 || base.status !== 200) {
      throw new Error(`${what}: ${ours.status} ${oursBody.slice(0, 200)} / ${base.status}`);
    }
    console.log(`${what}: ${oursBody.length} bytes (raw handler ${baseBody.length} bytes)`);
  }

  // BENCH_API_ONLY=<text>: only the calls whose name contains it (profiling one of them).
  const only = process.env.BENCH_API_ONLY;
  const lines: string[] = [];
  const table = ['| call | API req/s | raw req/s | ratio | target |', '|---|---|---|---|---|'];
  for (const [what, url, target] of targets) {
    if (only && !what.includes(only)) continue;
    const { ours, base } = await compare([apiBase + url, apiHeaders], [rawBase + url, {}]);
    const ratio = ours / base;
    const verdict = ratio >= target ? 'PASS' : 'FAIL';
    lines.push(
      `RATIO api ${what}: ${ours.toFixed(0)} vs ${base.toFixed(0)} = ${ratio.toFixed(2)}x ` +
        `(target >= ${target}) ${verdict}`,
    );
    table.push(
      `| ${what} | ${ours.toFixed(0)} | ${base.toFixed(0)} | ${ratio.toFixed(2)}x | ${target}x |`,
    );
    console.log(lines.at(-1));
  }
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s a side in ${ROUNDS} alternating rounds after ` +
      `${WARM_UP_SECONDS} s of warm-up; ` +
      `load average ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}\n`,
  );
  console.log(table.join('\n'));
  console.log(`\n${lines.join('\n')}`);
} finally {
  for (const proc of children) await stop(proc);
  await bench.close();
}
