import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Decorates the instance with the Drizzle database; the pool's owner (server.ts or a test) ends it. */
async function dbPlugin(app: FastifyInstance, opts: { database: Database }) {
  app.decorate('db', opts.database.db);
}

export default fp(dbPlugin, { name: 'db' });
