/**
 * The real server (as `npm start` runs it) on an embedded PostgreSQL of its own, crashed under
 * write load in every way of tests/server/crashes.ts, CRASH_LOOPS times each (1 here, more in
 * .ci/run): it must come up again by itself and keep every write it acknowledged, with its
 * audit entry.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASHES, crashRound } from './crashes';
import {
  isAlive,
  missingArticles,
  postmasterPid,
  startEmbeddedServer,
  type ServerProcess,
  unauditedArticles,
} from './serverProcess';

const LOOPS = Number(process.env.CRASH_LOOPS ?? 1);
const PORT = Number(process.env.CRASH_TEST_PORT ?? 3632);

let dataDir: string;
let server: ServerProcess;
const acknowledged: number[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gestionale-crash-'));
  server = startEmbeddedServer(dataDir, PORT);
  await server.ready;
}, 120_000);

afterAll(async () => {
  server.child.kill('SIGINT');
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the embedded PostgreSQL after a crash', () => {
  for (const [name, crash] of Object.entries(CRASHES)) {
    it(
      `comes up again with every acknowledged write after a SIGKILL of ${name}`,
      async () => {
        for (let loop = 0; loop < LOOPS; loop++) {
          const round = await crashRound(server, crash, dataDir, PORT);
          server = round.next;
          acknowledged.push(...round.acknowledged);
          if (crash.says) expect(server.output()).toContain(crash.says);
          expect(await missingArticles(dataDir, acknowledged)).toEqual([]);
          // Nothing acknowledged lacks its audit entry either.
          expect(await unauditedArticles(dataDir, acknowledged)).toEqual([]);
        }
      },
      LOOPS * 120_000,
    );
  }

  it('refuses a data directory a running server uses, and leaves that one alone', async () => {
    const postmaster = postmasterPid(dataDir);
    const second = startEmbeddedServer(dataDir, PORT + 1);
    await expect(second.ready).rejects.toThrow('is in use by another running server');
    expect(await second.exited).toBe(1);
    expect(isAlive(postmaster)).toBe(true);
    expect(await missingArticles(dataDir, acknowledged)).toEqual([]);
  }, 60_000);
});
