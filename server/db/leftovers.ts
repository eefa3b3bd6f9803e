/**
 * What a crash can leave in the embedded PostgreSQL's data directory, and how the next start
 * clears it: a postmaster still running after its server was killed (stopped cleanly), backends
 * of a killed postmaster (waited for), a `postmaster.pid` naming a dead or unrelated process
 * (removed). Only processes whose command line names this data directory are ever signalled.
 * Linux only (it reads /proc); elsewhere PostgreSQL's own check of its lock file is all there is.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A live process as /proc shows it. */
export interface ProcessInfo {
  argv: string[];
  ppid: number;
}

export type Leftover =
  | { kind: 'none' }
  /** A postmaster of this directory whose server (a node process) still runs: not ours to stop. */
  | { kind: 'in-use'; pid: number; owner: number }
  /** A postmaster of this directory whose server is gone. */
  | { kind: 'orphan'; pid: number }
  /** A lock file whose pid is dead or another program. */
  | { kind: 'stale'; pid: number };

const isNamed = (argv: string[] | undefined, name: string) =>
  argv !== undefined && path.basename(argv[0] ?? '') === name;

/** `postgres -D <dir> ...`: the postmaster of exactly this data directory. */
export function isPostmasterOf(argv: string[] | undefined, dir: string): boolean {
  return isNamed(argv, 'postgres') && argv!.some((arg, i) => arg === dir && argv![i - 1] === '-D');
}

/** What the lock file's first line (the postmaster's pid) points at. */
export function classify(
  pidFile: string | undefined,
  dir: string,
  processes: (pid: number) => ProcessInfo | undefined,
): Leftover {
  if (pidFile === undefined) return { kind: 'none' };
  const pid = Number(pidFile.split('\n')[0]);
  const postmaster = pid > 0 ? processes(pid) : undefined;
  if (!postmaster || !isPostmasterOf(postmaster.argv, dir)) return { kind: 'stale', pid };
  if (isNamed(processes(postmaster.ppid)?.argv, 'node'))
    return { kind: 'in-use', pid, owner: postmaster.ppid };
  return { kind: 'orphan', pid };
}

function processInfo(pid: number): ProcessInfo | undefined {
  try {
    const argv = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so cut at the last ')'.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { argv, ppid };
  } catch {
    return undefined;
  }
}

/** PostgreSQL processes working in `dir` (backends and helpers chdir to the data directory). */
function postgresProcessesIn(dir: string): number[] {
  const real = fs.realpathSync(dir);
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return (
          fs.readlinkSync(`/proc/${pid}/cwd`) === real &&
          (processInfo(pid)?.argv[0] ?? '').startsWith('postgres')
        );
      } catch {
        return false;
      }
    });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `gone` every 100 ms for at most `seconds`; answers whether it came true. */
async function waitFor(gone: () => boolean, seconds: number): Promise<boolean> {
  for (let waited = 0; waited < seconds * 1000; waited += 100) {
    if (gone()) return true;
    await pause(100);
  }
  return gone();
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
async function stopOrphan(pid: number, dir: string, log: (msg: string) => void) {
  log(`Found PostgreSQL left running by a previous run (pid ${pid}): stopping it`);
  const gone = () => !isPostmasterOf(processInfo(pid)?.argv, dir);
  signal(pid, 'SIGINT');
  if (await waitFor(gone, 60)) return;
  log(`PostgreSQL (pid ${pid}) did not stop within 60 s: asking for an immediate shutdown`);
  signal(pid, 'SIGQUIT');
  if (!(await waitFor(gone, 30))) throw new Error(`PostgreSQL (pid ${pid}) does not stop`);
}

/**
 * Backends of a killed postmaster notice its death and exit by themselves within moments;
 * PostgreSQL refuses to start while any still holds the old shared memory.
 */
async function awaitOrphanBackends(dir: string, log: (msg: string) => void) {
  if (await waitFor(() => postgresProcessesIn(dir).length === 0, 10)) return;
  const left = postgresProcessesIn(dir);
  log(`Stopping ${left.length} PostgreSQL processes left by a killed server: ${left.join(', ')}`);
  left.forEach((pid) => signal(pid, 'SIGQUIT'));
  if (!(await waitFor(() => postgresProcessesIn(dir).length === 0, 10)))
    throw new Error(`PostgreSQL processes of ${dir} do not stop: ${left.join(', ')}`);
}

/** Leaves `dir` ready for a new postmaster, or throws when another server is using it. */
export async function clearLeftovers(dir: string, log: (msg: string) => void): Promise<void> {
  if (!fs.existsSync('/proc/self/cmdline')) return;
  const lockFile = path.join(dir, 'postmaster.pid');
  const read = () => (fs.existsSync(lockFile) ? fs.readFileSync(lockFile, 'utf8') : undefined);
  let found = classify(read(), dir, processInfo);
  if (found.kind === 'in-use')
    throw new Error(
      `The data directory ${dir} is in use by another running server (pid ${found.owner}): ` +
        'stop that one first, or give this one another DATA_DIR',
    );
  if (found.kind === 'orphan') {
    await stopOrphan(found.pid, dir, log);
    found = classify(read(), dir, processInfo);
  }
  await awaitOrphanBackends(dir, log);
  if (found.kind === 'stale') {
    log(`Removing a stale postmaster.pid (pid ${found.pid} is no PostgreSQL of this directory)`);
    fs.rmSync(lockFile, { force: true });
  }
}
