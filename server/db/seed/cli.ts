/**
 * `npm run seed`: wipes the database named by DATABASE_URL (or the embedded one under
 * DATA_DIR) and seeds the demo data again.
 */
import { loadConfigOrExit } from '../../config';
import { logger } from '../../logger';
import { connect } from '../client';
import { startEmbeddedPostgres } from '../embedded';
import { prepareDatabase } from '../migrate';
import path from 'node:path';

const config = loadConfigOrExit();
logger.level = config.logLevel;
const log = (message: string) => logger.info(message);
const embedded = config.databaseUrl
  ? undefined
  : await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), logger);
const { pool } = connect(config.databaseUrl ?? embedded!.url, 2);
try {
  await prepareDatabase(pool, { seed: false, log });
  await pool.query(
    'truncate companies, users, memberships, sessions, general_regs, articles, article_prices, customers, customer_prices, customer_articles restart identity cascade',
  );
  // The audit trail refuses TRUNCATE (docs/audit.md); wiping the demo is the one deliberate
  // exception: its entries name companies and users that no longer exist.
  await pool.query(`begin;
    alter table audit_entries disable trigger audit_entries_no_truncate;
    truncate audit_entries restart identity;
    alter table audit_entries enable trigger audit_entries_no_truncate;
    commit`);
  await prepareDatabase(pool, { seed: true, log });
  log('Demo data seeded.');
} finally {
  await pool.end();
  await embedded?.stop();
}
