import { spawnSync } from 'node:child_process';

/**
 * Builds the SPA and the server bundle once, before the workers start: each worker then runs
 * the same built app on a server and a database of its own (tests/e2e/fixtures.ts).
 */
export default function globalSetup() {
  const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], {
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  if (build.status !== 0) throw new Error(`the build failed (exit ${build.status})`);
}
