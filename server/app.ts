import './runtime-flags';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { RoutePermission } from '../contract/roles';
import type { Database } from './db/client';
import authPlugin from './plugins/auth';
import compressPlugin from './plugins/compress';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import { idempotentWrites } from './plugins/idempotency';
import multipartPlugin from './plugins/multipart';
import permissionsPlugin from './plugins/permissions';
import securityPlugin from './plugins/security';
import sessionCachePlugin from './plugins/session-cache';
import spaPlugin from './plugins/spa';
import swaggerPlugin from './plugins/swagger';
import tenancyPlugin from './plugins/tenancy';
import articleRoutes from './resources/articles/routes';
import { tenantRoutes as tenantPlugins } from './resources';
import loginRoutes from './resources/session/login-routes';
import userRoutes from './resources/session/user-routes';
import { auditHook, captureBefore } from './lib/audit';
import { documentLabel } from './resources/documents/audit-label';
import {
  createLoginThrottle,
  memoryCounterStore,
  redisCounterStore,
} from './resources/session/login-throttle';
import { createTokenService } from './lib/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tenantRoutes: { method: string; url: string; permission: RoutePermission }[];
  }
}

export interface AppOptions {
  database: Database;
  jwtSecret: string;
  dataDir: string;
  distDir?: string;
  redis?: Redis;
  sessionTtlSeconds?: number;
  rateLimitMax?: number;
  loginFailuresPerMinute?: number;
  /** The process's logger (server/logger.ts); none: Fastify logs nothing (the tests). */
  logger?: FastifyBaseLogger;
  /**
   * A line per request ("incoming request", "request completed"): costly under load, so only
   * when asked (server.ts: at LOG_LEVEL debug or trace). Errors are logged either way.
   */
  logRequests?: boolean;
  trustProxy?: boolean;
}

/**
 * Builds the Fastify instance; `server.ts` alone listens, tests use `app.inject()`.
 * Order: external plugins -> app plugins -> routes. Tenant routes live in a context whose
 * hooks authenticate and require an active company before any validation or handler runs.
 */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    // Route params and query strings are parsed by zod; keep Fastify's own parsing plain.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(compressPlugin);
  await app.register(securityPlugin, {
    rateLimitMax: options.rateLimitMax ?? 1200,
    redis: options.redis,
  });
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  await app.register(dbPlugin, { database: options.database });
  await app.register(sessionCachePlugin, { pool: options.database.pool });
  await app.register(authPlugin, { tokens: createTokenService(options.jwtSecret) });
  await app.register(tenancyPlugin);
  await app.register(permissionsPlugin);

  /** Every route of the tenant context, so tests can prove each one is guarded. */
  const tenantRoutes: FastifyInstance['tenantRoutes'] = [];
  app.decorate('tenantRoutes', tenantRoutes);

  const uploadsDir = path.join(options.dataDir, 'uploads');
  const throttleStore = options.redis ? redisCounterStore(options.redis) : memoryCounterStore();
  const throttle = createLoginThrottle(throttleStore, options.loginFailuresPerMinute ?? 10);

  await app.register(
    async (api) => {
      await api.register(loginRoutes, {
        throttle,
        sessionTtlSeconds: options.sessionTtlSeconds ?? 12 * 3600,
      });
      await api.register(userRoutes);
      await api.register(async (tenantApi) => {
        // The URLs a record can be read at: an update's audit entry reads its `before` there.
        const readable = new Set<string>();
        tenantApi.addHook('onRoute', (route) => {
          app.assertDeclared(route);
          if (route.method === 'GET') readable.add(route.url);
          tenantRoutes.push({
            method: String(route.method),
            url: route.url,
            permission: route.config!.permission!,
          });
        });
        tenantApi.addHook('onRequest', app.authenticate);
        tenantApi.addHook('onRequest', app.requireCompany);
        tenantApi.addHook('onRequest', app.requirePermission);
        tenantApi.addHook('onSend', app.hidePrices);
        idempotentWrites(tenantApi);
        // The audit trail (docs/audit.md): each effect's entry, written before its answer.
        tenantApi.addHook(
          'preHandler',
          captureBefore((url) => readable.has(url)),
        );
        tenantApi.addHook('onSend', auditHook(app.db, { documents: documentLabel }));
        await tenantApi.register(articleRoutes, { uploadsDir });
        for (const routes of tenantPlugins) await tenantApi.register(routes);
      });
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, {
    distDir: options.distDir ?? path.resolve('dist'),
    uploadsDir,
  });
  return app;
}
