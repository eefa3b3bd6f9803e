/**
 * What bench/frontend.ts and bench/lighthouse.ts share: both builds (ours and the bare
 * react-admin shell of this folder, each into a temporary directory so that a server running on
 * dist/ is left alone, both with their .br/.gz copies),
 * both served by the app on one embedded PostgreSQL with the demo data (bench/harness.ts), so
 * they get the same compression and cache headers, and the pages they compare.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import type { FastifyInstance } from 'fastify';
import lighthouse, { type Config, type Flags } from 'lighthouse';
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

/** 25 orders in ra-data-simple-rest's format, for the shell's list and edit screens. */
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
  app.get<{ Params: { id: string } }>('/api/orders/:id', async (request) =>
    orders.find((order) => String(order.id) === request.params.id),
  );
}

export interface Served {
  ours: string;
  shell: string;
  /** The token of a session of admin@example.com with Alfa S.r.l. active, for localStorage. */
  token: string;
  close: () => Promise<void>;
}

/** Builds both apps and serves them on `ports` (ours, the shell's). */
export async function serveBoth(name: string, ports: [number, number]): Promise<Served> {
  const dirs = { ours: '', shell: '' };
  for (const app of ['ours', 'shell'] as const) {
    dirs[app] = path.join(os.tmpdir(), `gestionale-${name}-${app}`);
    const config = app === 'shell' ? ['--config', 'bench/shell/vite.config.ts'] : [];
    viteBuild([...config, '--outDir', dirs[app], '--emptyOutDir']);
  }
  // Our build writes its copies itself (scripts/precompress.ts); the shell's gets them here.
  await precompressDir(dirs.shell);

  const bench = await startBench(name);
  const appOn = async (distDir: string, dataDir: string) =>
    buildApp({
      database: bench.database,
      jwtSecret: 'bench-secret-bench-secret-bench-secret',
      dataDir: path.join(bench.dir, dataDir),
      rateLimitMax: 1e9,
      distDir,
    });
  const ours = await appOn(dirs.ours, 'ours');
  const shell = await appOn(dirs.shell, 'shell');
  shellOrders(shell);
  const session = await bench.signIn(ours);
  return {
    ours: await ours.listen({ host: '127.0.0.1', port: ports[0] }),
    shell: await shell.listen({ host: '127.0.0.1', port: ports[1] }),
    token: session.authorization.replace(/^Bearer /, ''),
    close: async () => {
      await Promise.all([ours.close(), shell.close()]);
      await bench.close();
      for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `load average 1.2 0.9 0.7, 2 cores, Node v20`: beside every figure. */
export const machine = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${os.cpus().length} cores, Node ${process.version}`;

/**
 * Waits until `page` (at `compared`) shows its screen: the login's heading, or an order's
 * number in the list. A build that fails at start-up shows neither, and is not measured.
 */
export const shownIn = (page: Page, compared: ComparedPage) =>
  compared.signedIn
    ? page
        .getByRole('cell', { name: /^\d+\/2026$/ })
        .first()
        .waitFor()
    : page.getByRole('heading', { name: 'Accedi' }).waitFor();

/** Opens each of `PAGES` once in `browser` and throws unless it shows its screen. */
export async function checkShown(browser: Browser, served: Served) {
  for (const compared of PAGES) {
    const context = await browser.newContext({ locale: 'it-IT' });
    if (compared.signedIn) {
      await context.addInitScript(
        (value) => localStorage.setItem('authToken', value),
        served.token,
      );
    }
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${served.ours}${compared.path}`);
    await shownIn(page, compared).catch((error: unknown) => {
      throw new Error(`${compared.name} shows nothing (${errors.join('; ')})`, { cause: error });
    });
    await context.close();
  }
}

interface LighthouseRun {
  port: number;
  token: string | null;
  config?: Config;
}

/**
 * One Lighthouse performance run of `url` in a fresh Debian Chromium (empty cache) listening on
 * `port`; with `token`, the session's token is put in localStorage first (on a static file of
 * the origin, so no script is cached) and kept (`disableStorageReset`). Returns the report;
 * a run that fails (Lighthouse's trace now and then: NO_NAVSTART...) is made again, up to
 * three times in all, and then throws, as does a signed-in page that ended on the login.
 */
export async function runLighthouse(url: string, run: LighthouseRun) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, run);
    } catch (error) {
      if (attempt === 3) throw error;
      console.error(`retrying: ${(error as Error).message}`);
    }
  }
}

async function lighthouseOnce(url: string, { port, token, config }: LighthouseRun) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    port,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    if (token) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate((value) => localStorage.setItem('authToken', value), token);
      await page.close();
      await browser.close();
    }
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: token !== null,
    };
    const lhr = (await lighthouse(url, flags, config))?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`${url}: ${lhr?.runtimeError?.message}`);
    if (token && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url}: ended on ${lhr.finalDisplayedUrl}, not signed in`);
    }
    return lhr;
  } finally {
    // The next run listens on the same port: wait until this Chromium is gone.
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    chrome.kill();
    if (chrome.process.exitCode === null && chrome.process.signalCode === null) await exited;
  }
}
