/**
 * `npm start`, plain JavaScript (no TypeScript compiler at start): bundles the server with
 * esbuild into dist-server/ when it is missing or older than server/, contract/ or
 * package-lock.json, checks the settings, builds the SPA when dist/ is missing or older than
 * its sources, then runs the bundled server in this same process (unless `--build-only`).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const OUT = 'dist-server';
const SERVER_SOURCES = ['server', 'contract', 'scripts/preflight.ts', 'package-lock.json'];
const SPA_SOURCES = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'package-lock.json',
];

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))),
  );
}
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const stale = (file, sources) => Math.max(...sources.map(newestMtime)) > builtAt(file);

/**
 * The server and its migrations (read next to the bundle: server/db/migrate.ts). Built aside
 * and moved in whole: another start running at the same time never sees half a bundle.
 */
async function buildServer() {
  const started = Date.now();
  const { build } = await import('esbuild');
  const aside = `${OUT}.${process.pid}`;
  fs.rmSync(aside, { recursive: true, force: true });
  await build({
    entryPoints: ['server/server.ts', 'scripts/preflight.ts'],
    outdir: aside,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]', // in OUT itself: import.meta.url stays OUT/ in every chunk
    bundle: true,
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  fs.cpSync('server/db/migrations', path.join(aside, 'migrations'), { recursive: true });
  fs.writeFileSync(path.join(aside, 'built'), new Date().toISOString() + '\n');
  // Unless another start has just moved a fresh build in: that one may be loading it.
  if (stale(path.join(OUT, 'built'), SERVER_SOURCES))
    fs.rmSync(OUT, { recursive: true, force: true });
  try {
    fs.renameSync(aside, OUT);
  } catch (error) {
    // Another start moved its build in first: the same sources, so that one serves.
    if (!['ENOTEMPTY', 'EEXIST'].includes(error.code)) throw error;
    fs.rmSync(aside, { recursive: true, force: true });
  }
  return Date.now() - started;
}

const serverStale = stale(path.join(OUT, 'built'), SERVER_SOURCES);
const serverBuildMs = serverStale ? await buildServer() : 0;
const { logger } = await import(`../${OUT}/preflight.js`);
if (serverStale) logger.info(`Server bundled in ${(serverBuildMs / 1000).toFixed(1)} s`);

if (stale('dist/index.html', SPA_SOURCES)) {
  logger.info('Building the web app (dist/ is missing or older than src/)...');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    { stdio: 'inherit' },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  logger.info(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// `--build-only`: bring both builds up to date and stop (the end-to-end tests' global setup,
// before each of their workers starts a server of its own on them).
if (!process.argv.includes('--build-only')) await import(`../${OUT}/server.js`);
