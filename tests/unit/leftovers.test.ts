import { describe, expect, it } from 'vitest';
import { classify, isPostmasterOf, type ProcessInfo } from '../../server/db/leftovers';

const DIR = '/srv/data/postgres';
const POSTMASTER = ['/app/node_modules/.bin/postgres', '-D', DIR, '-p', '41234'];
const lockFile = (pid: number) => `${pid}\n${DIR}\n1795492032\n41234\n/tmp\nlocalhost\n\nready\n`;

/** A process table: pid -> what /proc says. */
const table =
  (entries: Record<number, ProcessInfo>) =>
  (pid: number): ProcessInfo | undefined =>
    entries[pid];

describe('what a crash left in the data directory', () => {
  it('is nothing without a lock file', () => {
    expect(classify(undefined, DIR, table({}))).toEqual({ kind: 'none' });
  });

  it('is a stale lock file when its pid is dead', () => {
    expect(classify(lockFile(42), DIR, table({}))).toEqual({ kind: 'stale', pid: 42 });
  });

  it('is a stale lock file when its pid is another program, or a PostgreSQL of another directory', () => {
    const other = { argv: ['/usr/bin/node', 'server.js'], ppid: 1 };
    expect(classify(lockFile(42), DIR, table({ 42: other }))).toEqual({ kind: 'stale', pid: 42 });
    const machines = {
      argv: ['/usr/lib/postgresql/15/bin/postgres', '-D', '/var/lib/pg'],
      ppid: 1,
    };
    expect(classify(lockFile(42), DIR, table({ 42: machines }))).toEqual({
      kind: 'stale',
      pid: 42,
    });
  });

  it('is an orphan when the postmaster of this directory runs without its server', () => {
    const processes = table({
      42: { argv: POSTMASTER, ppid: 1 },
      1: { argv: ['/sbin/init'], ppid: 0 },
    });
    expect(classify(lockFile(42), DIR, processes)).toEqual({ kind: 'orphan', pid: 42 });
  });

  it('is in use when the postmaster of this directory still has its server', () => {
    const processes = table({
      42: { argv: POSTMASTER, ppid: 7 },
      7: { argv: ['/usr/bin/node', '--import', 'tsx', 'server/server.ts'], ppid: 1 },
    });
    expect(classify(lockFile(42), DIR, processes)).toEqual({ kind: 'in-use', pid: 42, owner: 7 });
  });
});

describe('a postmaster of our data directory', () => {
  it('is postgres with -D naming exactly that directory', () => {
    expect(isPostmasterOf(POSTMASTER, DIR)).toBe(true);
    expect(isPostmasterOf(POSTMASTER, `${DIR}2`)).toBe(false);
    expect(isPostmasterOf(['/bin/sh', '-c', 'x', '-D', DIR], DIR)).toBe(false);
    expect(isPostmasterOf(['postgres: checkpointer'], DIR)).toBe(false);
    expect(isPostmasterOf(['/usr/bin/postgres', '-p', DIR], DIR)).toBe(false);
  });
});
