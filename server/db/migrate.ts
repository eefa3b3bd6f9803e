import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { seedDemoData } from './seed/index';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant works; it only has to be the same in every process sharing the database.
const MIGRATION_LOCK = 7_243_001;

/**
 * Applies the committed migrations and, on an empty database, the demo data. Several API
 * processes may start at once on one database: an advisory lock lets one of them do the work
 * while the others wait, then find nothing left to do.
 */
export async function prepareDatabase(
  pool: pg.Pool,
  options: { seed: boolean; log: (msg: string) => void },
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder });
    if (options.seed) {
      const { rows } = await client.query('select count(*)::int as n from companies');
      if (rows[0].n === 0) {
        options.log('Empty database: seeding the demo data');
        await seedDemoData(client);
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
