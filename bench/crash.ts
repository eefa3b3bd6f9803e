/**
 * `npx tsx bench/crash.ts`: the crash-recovery rounds of tests/server/crash-recovery.test.ts,
 * CRASH_LOOPS times (5) each, timed: from the new start to its first HTTP answer, and the
 * acknowledged writes lost. Port CRASH_TEST_PORT (3632). Results: docs/reliability.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CRASHES, crashRound } from '../tests/server/crashes';
import { missingArticles, startEmbeddedServer } from '../tests/server/serverProcess';

const LOOPS = Number(process.env.CRASH_LOOPS ?? 5);
const PORT = Number(process.env.CRASH_TEST_PORT ?? 3632);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-crash-bench-'));
let server = startEmbeddedServer(dataDir, PORT);
await server.ready;
const acknowledged: number[] = [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
console.log(`kind | restarts | ready after: median (min-max) | acknowledged | lost`);
try {
  for (const [name, crash] of Object.entries(CRASHES)) {
    const times: number[] = [];
    let writes = 0;
    for (let loop = 0; loop < LOOPS; loop++) {
      const round = await crashRound(server, crash, dataDir, PORT);
      server = round.next;
      times.push(round.readyMs);
      writes += round.acknowledged.length;
      acknowledged.push(...round.acknowledged);
    }
    const lost = (await missingArticles(dataDir, acknowledged)).length;
    const [min, max] = [Math.min(...times), Math.max(...times)].map((ms) => (ms / 1000).toFixed(1));
    const mid = (median(times) / 1000).toFixed(1);
    console.log(`${name} | ${LOOPS} | ${mid} s (${min}-${max}) | ${writes} | ${lost}`);
  }
} finally {
  server.child.kill('SIGINT');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
