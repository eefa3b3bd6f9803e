/**
 * What a crash can leave in the embedded PostgreSQL's data directory, and how the next start
 * clears it: a postmaster still running after its server was killed (stopped cleanly), backends
 * of a killed postmaster (waited for), a `postmaster.pid` naming a dead or unrelated process
 * (removed). Only PostgreSQL processes of this data directory (named by their -D argument or
 * working in it) are ever signalled.
 * Linux only (it reads /proc); elsewhere PostgreSQL's own check of its lock file is all there is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import type { Log } from '../logger';

/** A live process as /proc shows it. */
export interface ProcessInfo {
  argv: string[];
  ppid: number;
  /** Its working directory (PostgreSQL's processes work in their data directory). */
  cwd?: string;
}

export type Leftover =
  | { kind: 'none' }
  /** A postmaster of this directory whose server still runs: not ours to stop. */
  | { kind: 'in-use'; pid: number; owner: number }
  /** A postmaster of this directory whose server is gone. */
  | { kind: 'orphan'; pid: number }
  /** A lock file whose pid is dead or another program. */
  | { kind: 'stale'; pid: number };

const isNamed = (argv: string[] | undefined, names: string[]) =>
  argv !== undefined && names.includes(path.basename(argv[0] ?? ''));

/**
 * `postgres -D <dir>`, or a postgres working in `dir`: the postmaster of this data directory.
 * `dirs` spells it both as given and with symbolic links resolved.
 */
export function isPostmasterOf(info: ProcessInfo | undefined, dirs: string[]): boolean {
  if (!info || !isNamed(info.argv, ['postgres'])) return false;
  const dashD = info.argv.findIndex((arg, i) => info.argv[i - 1] === '-D' && dirs.includes(arg));
  return dashD >= 0 || (info.cwd !== undefined && dirs.includes(info.cwd));
}

/**
 * What the lock file's first line (the postmaster's pid) points at. A postmaster still has its
 * server when its parent runs `server` (this program, node); a killed server's postmaster is
 * adopted by init or a subreaper.
 */
export function classify(
  pidFile: string | undefined,
  dirs: string[],
  processes: (pid: number) => ProcessInfo | undefined,
  server = ['node', path.basename(process.execPath)],
): Leftover {
  if (pidFile === undefined) return { kind: 'none' };
  const pid = Number(pidFile.split('\n')[0]);
  const postmaster = pid > 0 ? processes(pid) : undefined;
  if (!isPostmasterOf(postmaster, dirs)) return { kind: 'stale', pid };
  const owner = postmaster!.ppid;
  if (isNamed(processes(owner)?.argv, server)) return { kind: 'in-use', pid, owner };
  return { kind: 'orphan', pid };
}

function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so cut at the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    let cwd: string | undefined;
    try {
      cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // another user's process, and we are not root
    }
    return { argv, ppid, cwd };
  } catch {
    return undefined;
  }
}

/** The processes working in the data directory (PostgreSQL's all chdir there) that pass `test`. */
function processesIn(dirs: string[], test: (info: ProcessInfo) => boolean): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      const info = processInfo(pid);
      return info?.cwd !== undefined && dirs.includes(info.cwd) && test(info);
    });
}

/** A postmaster's children show their role instead of the command: `postgres: checkpointer`. */
const backendsIn = (dirs: string[]) =>
  processesIn(dirs, (info) => (info.argv[0] ?? '').startsWith('postgres: '));

/** Polls `done` every 100 ms for at most `seconds`; answers whether it came true. */
async function waitFor(done: () => boolean, seconds: number): Promise<boolean> {
  for (let waited = 0; waited < seconds * 1000; waited += 100) {
    if (done()) return true;
    await pause(100);
  }
  return done();
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/**
 * Stops a postmaster left running by a killed server with a fast shutdown (SIGINT: clients are
 * disconnected, a checkpoint is written), or an immediate one (SIGQUIT, recovered from the WAL
 * at the next start) if it takes longer than a minute.
 */
async function stopOrphan(pid: number, dirs: string[], log: Log) {
  log.warn(`Found PostgreSQL left running by a previous run (pid ${pid}): stopping it`);
  const gone = () => !isPostmasterOf(processInfo(pid), dirs);
  signal(pid, 'SIGINT');
  if (await waitFor(gone, 60)) return;
  log.warn(`PostgreSQL (pid ${pid}) did not stop within 60 s: asking for an immediate shutdown`);
  signal(pid, 'SIGQUIT');
  if (!(await waitFor(gone, 30))) throw new Error(`PostgreSQL (pid ${pid}) does not stop`);
}

/**
 * Backends of a killed postmaster notice its death and exit by themselves within moments;
 * PostgreSQL refuses to start while any still holds the old shared memory.
 */
async function awaitOrphanBackends(dirs: string[], log: Log) {
  if (await waitFor(() => backendsIn(dirs).length === 0, 10)) return;
  const left = backendsIn(dirs);
  log.warn(`Stopping PostgreSQL processes left by a killed server: ${left.join(', ')}`);
  left.forEach((pid) => signal(pid, 'SIGQUIT'));
  if (!(await waitFor(() => backendsIn(dirs).length === 0, 10)))
    throw new Error(`PostgreSQL processes of ${dirs[0]} do not stop: ${left.join(', ')}`);
}

/** Leaves `dir` ready for a new postmaster, or throws when another server is using it. */
export async function clearLeftovers(dir: string, log: Log): Promise<void> {
  if (!fs.existsSync('/proc/self/cmdline')) return;
  const dirs = [dir, fs.realpathSync(dir)];
  const lockFile = path.join(dir, 'postmaster.pid');
  const read = () => (fs.existsSync(lockFile) ? fs.readFileSync(lockFile, 'utf8') : undefined);
  let found = classify(read(), dirs, processInfo);
  if (found.kind === 'in-use')
    throw new Error(
      `The data directory ${dir} is in use by another running server (pid ${found.owner}): ` +
        'stop that one first, or give this one another DATA_DIR',
    );
  if (found.kind === 'orphan') {
    await stopOrphan(found.pid, dirs, log);
    found = classify(read(), dirs, processInfo);
  }
  // A postmaster the lock file does not name (someone edited it): never ours to touch.
  const unnamed = processesIn(dirs, (info) => isPostmasterOf(info, dirs));
  if (unnamed.length > 0)
    throw new Error(`PostgreSQL (pid ${unnamed[0]}) runs ${dir}, its lock file is wrong: stop it`);
  await awaitOrphanBackends(dirs, log);
  if (found.kind === 'stale') {
    log.warn(
      `Removing a stale postmaster.pid (pid ${found.pid} is no PostgreSQL of this directory)`,
    );
    fs.rmSync(lockFile, { force: true });
  }
}
