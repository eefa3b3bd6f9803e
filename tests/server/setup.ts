import pg from 'pg';
import { afterAll, expect } from 'vitest';

/**
 * A connection runs one statement at a time: a query sent while another is running on the
 * same client is what pg 8 warns about ("already executing a query") and pg 9 refuses. Every
 * such call in a server test is recorded with the test that made it, and the file fails.
 */
type Client = pg.Client & { _activeQuery?: unknown; _queryQueue: unknown[] };

const overlapping: string[] = [];
const PATCHED = Symbol.for('gestionale.overlappingQueries');
type Patched = typeof pg.Client.prototype.query & { [PATCHED]?: string[] };

// Files may share a worker's modules (vitest's `isolate: false`): patch once, record per file.
const current = pg.Client.prototype.query as Patched;
const query = current[PATCHED] ? current : null;
if (query) query[PATCHED] = overlapping;
else {
  const original = pg.Client.prototype.query;
  const patched = function (this: Client, ...args: unknown[]) {
    if (this._activeQuery || this._queryQueue.length > 0) {
      (patched as Patched)[PATCHED]!.push(
        expect.getState().currentTestName ?? '(outside a test: hooks, fixtures)',
      );
    }
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as Patched;
  patched[PATCHED] = overlapping;
  pg.Client.prototype.query = patched;
}

afterAll(() => {
  expect(overlapping, 'queries sent while another ran on the same connection').toEqual([]);
});
