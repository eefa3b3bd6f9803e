/**
 * The real server in a child process, started the way `npm start` starts it (server/server.ts),
 * and what the tests that need one do with it: several processes on one database, a write load,
 * the crashes the crash-recovery test and bench inflict. Waits are for states (an answer, an
 * exit, a process gone), polled; the test's own timeout bounds them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import pg from 'pg';
import { DEMO_PASSWORD } from '../../server/db/seed/index';

export async function until(condition: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await condition())) await pause(50);
}

export const isAlive = (pid: number) => fs.existsSync(`/proc/${pid}`) && !isZombie(pid);
function isZombie(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** Pids of the processes whose command line contains every one of `words`. */
export function pidsWith(...words: string[]): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return words.every((word) => argv.includes(word));
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A port of `from..to` that nothing listens on now (the caller binds it right after). */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Resolves once the server answers HTTP; rejects if it exits before. */
  ready: Promise<void>;
  /** What the process printed so far, for the message of a failure. */
  output: () => string;
  /** Resolves with the exit code (or the signal) when the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM (the server closes cleanly), SIGKILL if it does not exit; safe to call twice. */
  stop: () => Promise<void>;
}

/**
 * `server/server.ts` as its own process, what `npm start` runs once the SPA is built, with
 * `env` on top of ours. Returns at once, so that the caller holds it (to stop it) while it starts.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  // A deprecation (pg's "already executing a query" among them) stops the server: the test fails.
  const child = spawn(
    process.execPath,
    ['--throw-deprecation', '--import', 'tsx', 'server/server.ts'],
    {
      env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal!)),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${env.PORT}`;
  let stopping = false;

  async function ready() {
    while (!stopping) {
      if (!running())
        throw new Error(`the server on ${url} exited before it was ready:\n${output}`);
      // `/` is outside the API (no request budget); without dist/ it is a JSON 404, an answer.
      const answered = await fetch(`${url}/`).then(
        () => true,
        () => false,
      );
      if (answered) return;
      await pause(50);
    }
  }

  return {
    child,
    url,
    ready: ready(),
    output: () => output,
    exited,
    async stop() {
      stopping = true;
      if (!running()) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** The server on its own embedded PostgreSQL in `dataDir`, as `npm start` runs it. */
export const startEmbeddedServer = (dataDir: string, port: number) =>
  startServer({
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: '',
    REDIS_URL: '',
    RATE_LIMIT_MAX: '1000000000',
  });

/** Headers of alfa@example.com with Alfa S.r.l. active. */
export async function signIn(url: string) {
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'alfa@example.com', password: DEMO_PASSWORD }),
  });
  const { authToken, user } = await login.json();
  const headers = { authorization: `Bearer ${authToken}`, 'content-type': 'application/json' };
  const select = await fetch(`${url}/api/user/select-company`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ company_id: user.companies[0].id }),
  });
  if (!select.ok) throw new Error(`select-company: ${select.status}`);
  return headers;
}

let serial = 0;

/**
 * `writers` loops creating articles until stopped; `acknowledged` collects the id of every
 * creation the API answered with 2xx. Failures (the server is being killed) are not counted.
 */
export function writeLoad(url: string, headers: Record<string, string>, writers = 4) {
  const acknowledged: number[] = [];
  let running = true;
  const loop = async () => {
    while (running) {
      const code = `CRASH-${process.pid}-${++serial}`;
      const body = { code, description: code, unit: 'pz', price: '1', vat_rate: '22' };
      const answer = await fetch(`${url}/api/articles`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...body, lifecycle_status: 2, pricing_type: 0 }),
      }).catch(() => undefined);
      if (answer?.ok) acknowledged.push((await answer.json()).item.id);
      else if (!answer) await pause(10);
    }
  };
  const loops = Array.from({ length: writers }, loop);
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** The postmaster's pid, from the lock file it writes in its data directory. */
export function postmasterPid(dataDir: string): number {
  return Number(
    fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
  );
}

/** Which of `ids` the database does not have (read directly, beside the running server). */
export async function missingArticles(dataDir: string, ids: number[]): Promise<number[]> {
  return missing(dataDir, ids, 'select id from articles where id = any($1)');
}

/** Of the articles `ids`, those whose creation has no audit entry (docs/audit.md). */
export async function unauditedArticles(dataDir: string, ids: number[]): Promise<number[]> {
  return missing(
    dataDir,
    ids,
    `select record_id::int as id from audit_entries
      where resource = 'articles' and action = 'create' and record_id = any($1::int[]::text[])`,
  );
}

/** Of `ids`, those `query` (given them as $1, answering `id`) does not find. */
async function missing(dataDir: string, ids: number[], query: string): Promise<number[]> {
  const port = fs.readFileSync(path.join(dataDir, 'postgres.port'), 'utf8').trim();
  const client = new pg.Client(`postgres://postgres:postgres@127.0.0.1:${port}/gestionale`);
  await client.connect();
  try {
    const { rows } = await client.query(query, [ids]);
    const found = new Set(rows.map((row) => row.id));
    return ids.filter((id) => !found.has(id));
  } finally {
    await client.end();
  }
}
