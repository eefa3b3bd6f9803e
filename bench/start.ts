/**
 * `npx tsx bench/start.ts`: how long `npm start` takes to answer 200 on `/`, from the launch of
 * the command. First a fresh clone's first start (dist/ and dist-server/ removed, an empty
 * data directory: both builds, initdb, migrations, seed), then START_LOOPS (5) warm restarts
 * on that data, and as many of `node --import tsx server/server.ts` (the sources compiled at
 * every start, as `npm start` ran before the bundle) for the ratio. START_CMD replaces
 * `npm start` (to time another way to start); START_KEEP=1 keeps dist/ and dist-server/ for
 * the first start. Port START_BENCH_PORT (3633).
 * Results: docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOOPS = Number(process.env.START_LOOPS ?? 5);
const PORT = Number(process.env.START_BENCH_PORT ?? 3633);
const COMMAND = (process.env.START_CMD ?? 'npm start').split(' ');
const BASELINE = ['node', '--import', 'tsx', 'server/server.ts'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-start-bench-'));
const env = {
  ...process.env,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  LOG_LEVEL: 'warn',
};

/** Milliseconds from the launch to the first 200 of `/`; then stops the server cleanly. */
async function timedStart(command = COMMAND): Promise<number> {
  const started = performance.now();
  // Its own process group: the signal reaches npm and the node it runs.
  const child = spawn(command[0], command.slice(1), { env, detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let ms = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) {
      ms = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
  return ms;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
try {
  if (process.env.START_KEEP !== '1')
    for (const dir of ['dist', 'dist-server']) fs.rmSync(dir, { recursive: true, force: true });
  console.log(
    `${COMMAND.join(' ')}: first start (builds, new data) ${seconds(await timedStart())}`,
  );
  const warm = async (command: string[]) => {
    const times: number[] = [];
    for (let loop = 0; loop < LOOPS; loop++) times.push(await timedStart(command));
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[sorted.length >> 1];
    console.log(
      `${command.join(' ')}, warm restart (existing data): median ${seconds(median)} ` +
        `(${seconds(sorted[0])}-${seconds(sorted[sorted.length - 1])}), ${LOOPS} starts`,
    );
    return median;
  };
  const after = await warm(COMMAND);
  const before = await warm(BASELINE);
  console.log(`warm restart: ${(after / before).toFixed(2)}x the tsx baseline`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
