/**
 * The only file that listens. Starts the embedded PostgreSQL unless DATABASE_URL is set,
 * migrates (and seeds an empty database), serves SPA + API, and shuts down cleanly.
 */
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { connect } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import { prepareDatabase } from './db/migrate';
import { DEMO_PASSWORD, DEMO_USERS } from './db/seed/index';
import { nameTables } from '../contract/messages/names';
import { logger } from './logger';
import { loadJwtSecret } from './secret';

const config = loadConfigOrExit();
logger.level = config.logLevel;
const log = (message: string) => logger.info(message);
let closing = false;

let embedded: EmbeddedDatabase | undefined;
if (!config.databaseUrl) {
  embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), logger);
  log(`Embedded PostgreSQL running, data in ${path.join(config.dataDir, 'postgres')}`);
  // Without its database the server could only fail: it stops too, and the next start recovers.
  // (Ctrl-C in a terminal also reaches PostgreSQL, which may then stop before we ask it to.)
  void embedded.crashed.then(({ how, lastLines }) => {
    if (closing) return;
    logger.error(
      `The embedded PostgreSQL stopped unexpectedly (${how}): exiting; the next start ` +
        `recovers. Its last lines:\n${lastLines}`,
    );
    process.exit(1);
  });
}
const database = connect(config.databaseUrl ?? embedded!.url, config.dbPoolMax);
const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;

await prepareDatabase(database.pool, { seed: true, log });

const app = await buildApp({
  database,
  jwtSecret: loadJwtSecret(config.jwtSecret, config.dataDir),
  dataDir: config.dataDir,
  redis,
  sessionTtlSeconds: config.sessionTtlSeconds,
  rateLimitMax: config.rateLimitMax,
  loginFailuresPerMinute: config.loginFailuresPerMinute,
  trustProxy: config.trustProxy,
  logger,
  logRequests: logger.isLevelEnabled('debug'),
});

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log(`${signal} received: closing`);
  try {
    await app.close();
    await database.pool.end();
    redis?.disconnect();
    await embedded?.stop();
    log('Stopped cleanly.');
    process.exit(0);
  } catch (error) {
    logger.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
log(`Ready: ${url}  (API docs: ${url}/api/docs)`);
log('Demo logins (password for all: ' + DEMO_PASSWORD + '):');
for (const user of DEMO_USERS) {
  const roles = Object.entries(user.roles).map(
    ([company, role]) => `${company} (${nameTables.it.role[role]})`,
  );
  log(`  ${user.email.padEnd(28)} ${roles.join(', ')}`);
}
