/**
 * What bench/frontend.ts and bench/lighthouse.ts share: both builds (ours into dist/, the bare
 * react-admin shell of this folder into a temporary directory, both with their .br/.gz copies),
 * both served by the app on one embedded PostgreSQL with the demo data (bench/harness.ts), so
 * they get the same compression and cache headers, and the pages they compare.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { precompressDir } from '../../scripts/precompress';
import { startBench } from '../harness';

/** `vite build` with `args`; exits the process if it fails. */
export function viteBuild(args: string[] = []) {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', ...args],
    { stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Debian's Chromium and the flags of the issue-17 measurements (no background traffic). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A page to compare: ours at `path` (signed in or not) against the shell's list. */
export interface ComparedPage {
  name: string;
  path: string;
  signedIn: boolean;
}

// The shell has one screen (its orders list, no login): the baseline of both pages.
export const SHELL_PATH = '/#/orders';
export const PAGES: ComparedPage[] = [
  { name: '/login', path: '/login', signedIn: false },
  { name: 'orders list (signed in)', path: '/documents/sales/orders', signedIn: true },
];

/** 25 orders in ra-data-simple-rest's format, for the shell's ListGuesser. */
function shellOrders(app: FastifyInstance) {
  const orders = Array.from({ length: 25 }, (_, i) => ({
    id: i + 1,
    number: `${i + 1}/2026`,
    date: `2026-11-${String((i % 24) + 1).padStart(2, '0')}`,
    customer: `Cliente ${i + 1} S.r.l.`,
    total: ((i + 1) * 123.45).toFixed(2),
    status: i % 3 ? 'confirmed' : 'draft',
  }));
  app.get('/api/orders', async (_request, reply) =>
    reply.header('content-range', `orders 0-24/${orders.length}`).send(orders),
  );
}

export interface Served {
  ours: string;
  shell: string;
  /** The token of a session of admin@example.com with Alfa S.r.l. active, for localStorage. */
  token: string;
  close: () => Promise<void>;
}

/**
 * Builds both apps and serves them on `ports` (ours, the shell's). `buildOurs: false` serves
 * dist/ as it is.
 */
export async function serveBoth(
  name: string,
  ports: [number, number],
  { buildOurs = true } = {},
): Promise<Served> {
  if (buildOurs) viteBuild();
  const shellDir = path.join(os.tmpdir(), `gestionale-${name}-shell`);
  viteBuild(['--config', 'bench/shell/vite.config.ts', '--outDir', shellDir]);
  await precompressDir(shellDir);

  const bench = await startBench(name);
  const ours = await bench.app();
  const shell = await buildApp({
    database: bench.database,
    jwtSecret: 'bench-secret-bench-secret-bench-secret',
    dataDir: path.join(bench.dir, 'shell'),
    rateLimitMax: 1e9,
    distDir: shellDir,
  });
  shellOrders(shell);
  const session = await bench.signIn(ours);
  return {
    ours: await ours.listen({ host: '127.0.0.1', port: ports[0] }),
    shell: await shell.listen({ host: '127.0.0.1', port: ports[1] }),
    token: session.authorization.replace(/^Bearer /, ''),
    close: async () => {
      await shell.close();
      await bench.close();
    },
  };
}

/** `load average 1.2 0.9 0.7, 2 cores, Node v20`: beside every figure. */
export const machine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${os.cpus().length} cores, Node ${process.version}`;
