import type pg from 'pg';
import { expect, vi } from 'vitest';

/**
 * A row lock held by the test in a transaction of its own, to make concurrent requests meet:
 * requests that lock the same row (`for update`) queue behind it, `waitForWaiting(n)` returns
 * once `n` backends wait for it (a state of the database, not a time), `release()` lets them
 * go in the order they came.
 */
export async function holdRowLock(pool: pg.Pool, sql: string, params: unknown[]) {
  const client = await pool.connect();
  await client.query('begin');
  const locked = await client.query(sql, params);
  expect(locked.rowCount, `${sql} locks no row`).toBe(1);
  const { rows } = await client.query('select pg_backend_pid() as pid');
  const pid = rows[0].pid as number;
  let released = false;
  return {
    /** How many backends wait for this lock now, directly or behind one another. */
    async waiting() {
      // Directly, or behind another waiter (the second waits for the first's tuple lock).
      const { rows: blocked } = await pool.query(
        `with recursive behind(pid) as (
           select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))
           union
           select a.pid from pg_stat_activity a join behind b on b.pid = any(pg_blocking_pids(a.pid))
         )
         select count(*)::int as n from behind`,
        [pid],
      );
      return blocked[0].n as number;
    },
    /** Returns once `n` backends wait for this lock; fails after `timeout` ms. */
    async waitForWaiting(n: number, timeout = 10_000) {
      await vi.waitFor(async () => expect(await this.waiting()).toBe(n), {
        timeout,
        interval: 5,
      });
    },
    async release() {
      if (released) return;
      released = true;
      await client.query('rollback');
      client.release();
    },
  };
}
export type RowLock = Awaited<ReturnType<typeof holdRowLock>>;
