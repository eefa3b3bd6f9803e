/**
 * `npm start`: builds the SPA when dist/ is missing or older than its sources, then starts
 * the server (embedded PostgreSQL unless DATABASE_URL is set).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '../server/config';
import { logger } from '../server/logger';

// A bad setting stops here, before a build; the server reads the settings again.
logger.level = loadConfigOrExit().logLevel;

const SOURCES = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.ts',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))),
  );
}

const builtAt = fs.existsSync('dist/index.html') ? fs.statSync('dist/index.html').mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map(newestMtime));
if (changedAt > builtAt) {
  logger.info('Building the web app (dist/ is missing or older than src/)...');
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  logger.info(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await import('../server/server');
