import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { logger } from '../logger';

/** Queries are built with Drizzle's SQL builder on the tables each resource declares. */
export type Db = NodePgDatabase;

export interface Database {
  pool: pg.Pool;
  db: Db;
}

// `numeric` and `bigint` arrive as strings (exact); `date` stays a `YYYY-MM-DD` string.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client can lose its server (restart, failover, a dropped test database): pg then
  // emits 'error' on the pool, which would crash the process if nobody listened.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01')
      logger.error(`database client error: ${error.message}`);
  });
  return { pool, db: drizzle(pool) };
}

/**
 * A prepared statement (drizzle `.prepare(name)`: PostgreSQL plans it once per connection), made
 * once per database or transaction object `build` is given (a transaction makes its own).
 */
export function preparedOn<D extends object, P>(build: (db: D) => P) {
  const made = new WeakMap<D, P>();
  return (db: D) => {
    let statement = made.get(db);
    if (!statement) made.set(db, (statement = build(db)));
    return statement;
  };
}
