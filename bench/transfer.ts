/**
 * `npm run bench` (transfer): the bytes of JavaScript and CSS the login page downloads, as the
 * server sends them raw (as it once did), gzip and brotli. Builds the SPA first (the
 * compressed copies are written by the build: scripts/precompress.ts), lists what Debian's
 * Chromium fetches to show /login, then asks the server for each file in each encoding.
 * Method and results: docs/benchmarks.md, "Transfer".
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { precompressDir } from '../scripts/precompress';
import { startBench } from './harness';

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

let started = performance.now();
const build = spawnSync(
  process.execPath,
  ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);
const buildSeconds = (performance.now() - started) / 1000;
// The same compression again, alone: its share of the build.
started = performance.now();
const compressed = await precompressDir(path.resolve('dist'));
const compressSeconds = (performance.now() - started) / 1000;

const bench = await startBench('transfer');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const app = await bench.app();
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });

  // What the login page fetches, and what the browser received of it (it accepts brotli).
  const page = await browser.newPage({ locale: 'it-IT' });
  const loaded: { url: string; encoding: string; received: Promise<number> }[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!response.url().startsWith(origin) || (type !== 'script' && type !== 'stylesheet')) return;
    loaded.push({
      url: new URL(response.url()).pathname,
      encoding: response.headers()['content-encoding'] ?? 'none',
      received: response
        .request()
        .sizes()
        .then((sizes) => sizes.responseBodySize),
    });
  });
  await page.goto(`${origin}/login`);
  await page.getByRole('heading', { name: 'Accedi' }).waitFor();

  const session = await bench.signIn(app);
  const sizeOf = async (url: string, encoding: string) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { ...session, 'accept-encoding': encoding },
    });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    return response.rawPayload.length;
  };
  const lines = [
    '| file | raw kB | gzip kB | brotli kB | the browser got (encoding) |',
    '|---|---|---|---|---|',
  ];
  const total = { raw: 0, gzip: 0, br: 0, browser: 0 };
  for (const file of loaded) {
    const [raw, gzip, br, browserGot] = await Promise.all([
      sizeOf(file.url, 'identity'),
      sizeOf(file.url, 'gzip'),
      sizeOf(file.url, 'br'),
      file.received,
    ]);
    Object.assign(total, {
      raw: total.raw + raw,
      gzip: total.gzip + gzip,
      br: total.br + br,
      browser: total.browser + browserGot,
    });
    lines.push(
      `| ${file.url} | ${kB(raw)} | ${kB(gzip)} | ${kB(br)} | ${kB(browserGot)} (${file.encoding}) |`,
    );
  }
  lines.push(
    `| **${loaded.length} files** | **${kB(total.raw)}** | **${kB(total.gzip)}** (${(total.raw / total.gzip).toFixed(2)}x less) | **${kB(total.br)}** (${(total.raw / total.br).toFixed(2)}x less) | **${kB(total.browser)}** |`,
  );
  console.log(
    `\n/login, JavaScript and CSS: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, Node ${process.version}`,
  );
  console.log(
    `vite build ${buildSeconds.toFixed(1)} s; the brotli and gzip copies of its ${compressed.length} files alone (the same work again) ${compressSeconds.toFixed(1)} s\n`,
  );
  console.log(lines.join('\n'));

  // JSON answers of the API, compressed per request (bytes of the body, demo data).
  const api = ['| call | raw kB | gzip kB | brotli kB |', '|---|---|---|---|'];
  for (const url of [
    '/api/general-regs?page=1&perPage=25&sort=name',
    '/api/documents?type=invoice&page=1&perPage=25',
    '/api/user/profile',
  ]) {
    const [raw, gzip, br] = await Promise.all(
      ['identity', 'gzip', 'br'].map((encoding) => sizeOf(url, encoding)),
    );
    api.push(`| GET ${url} | ${kB(raw)} | ${kB(gzip)} | ${kB(br)} |`);
  }
  console.log(`\n${api.join('\n')}`);
} finally {
  await browser.close();
  await bench.close();
}
