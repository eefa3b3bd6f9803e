import pg from 'pg';
import { afterAll, expect } from 'vitest';

/**
 * A connection runs one statement at a time: a query sent while another is running on the
 * same client is what pg 8 warns about ("already executing a query") and pg 9 refuses. Every
 * such call in a server test is recorded with the test that made it, and the file fails.
 */
type Client = pg.Client & { _activeQuery?: unknown; _queryQueue: unknown[] };

const overlapping: string[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: Client, ...args: unknown[]) {
  if (this._activeQuery || this._queryQueue.length > 0) {
    overlapping.push(expect.getState().currentTestName ?? '(outside a test: hooks, fixtures)');
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

afterAll(() => {
  expect(overlapping, 'queries sent while another ran on the same connection').toEqual([]);
});
