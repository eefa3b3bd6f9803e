/**
 * The crashes the embedded PostgreSQL must recover from, each inflicted on a running server
 * under write load, and one round of it: crash, start again, wait until it answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  isAlive,
  pidsWith,
  postmasterPid,
  signIn,
  startEmbeddedServer,
  until,
  writeLoad,
  type ServerProcess,
} from './serverProcess';

interface Crash {
  /** Kills, and waits until what was killed is gone. */
  inflict(server: ServerProcess, dataDir: string): Promise<void>;
  /** What the next start says about it. */
  says?: string;
}

async function killServer(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await server.exited;
}

async function killPostmaster(dataDir: string) {
  const pid = postmasterPid(dataDir);
  process.kill(pid, 'SIGKILL');
  await until(() => !isAlive(pid));
}

export const CRASHES: Record<string, Crash> = {
  // What the OOM killer does: only Node dies. Its watchdog stops PostgreSQL by itself.
  'the server': {
    inflict: async (server, dataDir) => {
      const postmaster = postmasterPid(dataDir);
      await killServer(server);
      await until(() => !isAlive(postmaster));
    },
  },
  // Node and its watchdog: the postmaster stays, orphaned, until the next start stops it.
  'the server and its watchdog': {
    inflict: async (server, dataDir) => {
      for (const pid of pidsWith('gestionale-pg-watchdog', path.join(dataDir, 'postgres')))
        process.kill(pid, 'SIGKILL');
      await killServer(server);
    },
    says: 'Found PostgreSQL left running by a previous run',
  },
  // The server notices and exits by itself; the lock file names a dead pid.
  PostgreSQL: {
    inflict: async (server, dataDir) => {
      await killPostmaster(dataDir);
      await server.exited;
    },
    says: 'Removing a stale postmaster.pid',
  },
  both: {
    inflict: async (server, dataDir) => {
      await Promise.all([killPostmaster(dataDir), killServer(server)]);
    },
    says: 'Removing a stale postmaster.pid',
  },
  // After a reboot the lock file's pid can belong to another program (here: this test).
  'both, leaving a lock file naming a live process': {
    inflict: async (server, dataDir) => {
      await Promise.all([killPostmaster(dataDir), killServer(server)]);
      const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
      const lines = fs.readFileSync(lockFile, 'utf8').split('\n');
      fs.writeFileSync(lockFile, [process.pid, ...lines.slice(1)].join('\n'));
    },
    says: 'Removing a stale postmaster.pid',
  },
};

/**
 * Writes until at least `writes` creations were acknowledged, crashes `server` while writes
 * are in flight, and starts the server again. Answers the new server (ready), the ids
 * acknowledged before the crash and the milliseconds from the new start to its first answer.
 */
export async function crashRound(
  server: ServerProcess,
  crash: Crash,
  dataDir: string,
  port: number,
  writes = 20,
) {
  const load = writeLoad(server.url, await signIn(server.url));
  await until(() => load.acknowledged.length >= writes);
  await crash.inflict(server, dataDir);
  await load.stop();
  const started = performance.now();
  const next = startEmbeddedServer(dataDir, port);
  await next.ready;
  return { next, acknowledged: load.acknowledged, readyMs: performance.now() - started };
}
