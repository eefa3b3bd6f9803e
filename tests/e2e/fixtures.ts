import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** The first worker's port; worker n listens on the next n ports. */
const BASE_PORT = Number(process.env.E2E_PORT ?? 3217);

/**
 * The app as `npm start` runs it (the build of the global setup), one per worker: its own
 * port, data directory and embedded PostgreSQL with the demo data, so that workers run side
 * by side and each one's tests see only what they did. Ready once it answers `/`.
 */
async function startApp(index: number) {
  const port = BASE_PORT + index;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gestionale-e2e-${index}-`));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const answer = await Promise.race([
      fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      ),
      exited.then(() => 'exited' as const),
    ]);
    if (answer === 'exited') throw new Error(`the app on ${url} exited:\n${errors}`);
    if (answer) break;
    // Not listening yet (creating the database, seeding): ask again on the next turn.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}

/** Playwright's `test`, with `baseURL` pointing at this worker's app. */
export const test = base.extend<object, { app: string }>({
  app: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, worker) => {
      const app = await startApp(worker.parallelIndex);
      await use(app.url);
      await app.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  baseURL: async ({ app }, use) => use(app),
});
