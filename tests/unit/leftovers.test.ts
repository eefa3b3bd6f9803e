import { describe, expect, it } from 'vitest';
import { classify, isPostmasterOf, type ProcessInfo } from '../../server/db/leftovers';

const DIR = '/srv/data/postgres';
const DIRS = [DIR, '/mnt/disk/data/postgres']; // as configured, and with links resolved
const POSTMASTER = ['/app/node_modules/.bin/postgres', '-D', DIR, '-p', '41234'];
const lockFile = (pid: number) => `${pid}\n${DIR}\n1795492032\n41234\n/tmp\nlocalhost\n\nready\n`;
const SERVER = ['/usr/bin/node', '--import', 'tsx', 'server/server.ts'];

/** A process table: pid -> what /proc says. */
const table =
  (entries: Record<number, ProcessInfo>) =>
  (pid: number): ProcessInfo | undefined =>
    entries[pid];

describe('what a crash left in the data directory', () => {
  it('is nothing without a lock file', () => {
    expect(classify(undefined, DIRS, table({}))).toEqual({ kind: 'none' });
  });

  it('is a stale lock file when its pid is dead', () => {
    expect(classify(lockFile(42), DIRS, table({}))).toEqual({ kind: 'stale', pid: 42 });
  });

  it('is a stale lock file when its pid is another program or a PostgreSQL elsewhere', () => {
    const other = { argv: ['/usr/bin/node', 'server.js'], ppid: 1 };
    expect(classify(lockFile(42), DIRS, table({ 42: other }))).toEqual({ kind: 'stale', pid: 42 });
    const machines = {
      argv: ['/usr/lib/postgresql/15/bin/postgres', '-D', '/var/lib/postgresql/15/main'],
      ppid: 1,
      cwd: '/var/lib/postgresql/15/main',
    };
    expect(classify(lockFile(42), DIRS, table({ 42: machines }))).toEqual({
      kind: 'stale',
      pid: 42,
    });
  });

  it('is an orphan when the postmaster of this directory runs without its server', () => {
    const processes = table({
      42: { argv: POSTMASTER, ppid: 1 },
      1: { argv: ['/sbin/init'], ppid: 0 },
    });
    expect(classify(lockFile(42), DIRS, processes)).toEqual({ kind: 'orphan', pid: 42 });
  });

  it('is in use when the postmaster of this directory still has its server', () => {
    const processes = table({ 42: { argv: POSTMASTER, ppid: 7 }, 7: { argv: SERVER, ppid: 1 } });
    expect(classify(lockFile(42), DIRS, processes)).toEqual({
      kind: 'in-use',
      pid: 42,
      owner: 7,
    });
  });

  it('is in use also when node is installed under another name', () => {
    const renamed = { argv: ['/opt/bin/nodejs22', 'server/server.ts'], ppid: 1 };
    const processes = table({ 42: { argv: POSTMASTER, ppid: 7 }, 7: renamed });
    expect(classify(lockFile(42), DIRS, processes, ['node', 'nodejs22'])).toMatchObject({
      kind: 'in-use',
    });
  });
});

describe('a postmaster of our data directory', () => {
  const info = (argv: string[], cwd?: string) => ({ argv, ppid: 1, cwd });

  it('is postgres with -D naming that directory, or working in it', () => {
    expect(isPostmasterOf(info(POSTMASTER), DIRS)).toBe(true);
    expect(isPostmasterOf(info(['postgres', '-D', 'data'], DIRS[1]), DIRS)).toBe(true);
  });

  it('is not a postgres of a neighbouring directory, another program or a backend', () => {
    expect(isPostmasterOf(info(['/bin/postgres', '-D', `${DIR}2`], `${DIR}2`), DIRS)).toBe(false);
    expect(isPostmasterOf(info(['/bin/sh', '-c', 'x', '-D', DIR], DIR), DIRS)).toBe(false);
    expect(isPostmasterOf(info(['postgres: checkpointer'], DIR), DIRS)).toBe(false);
    expect(isPostmasterOf(info(['/usr/bin/postgres', '-p', DIR]), DIRS)).toBe(false);
    expect(isPostmasterOf(undefined, DIRS)).toBe(false);
  });
});
