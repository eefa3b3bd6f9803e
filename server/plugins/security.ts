import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { HttpError, msg } from '../lib/errors';

/**
 * Security headers and a per-IP request budget on the API (shared through Redis when set).
 * The budget is one `onRequest` hook of the root instance, so it runs before every other hook:
 * requests that authentication refuses (bad, forged or expired tokens), unknown API paths and
 * unparseable bodies count too. (With `global: true` the plugin would add it to each route,
 * after the hooks of the route's context, where a 401 would skip it.)
 */
async function securityPlugin(app: FastifyInstance, opts: { rateLimitMax: number; redis?: Redis }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The app may be served over plain http on a LAN address: do not force https sub-requests.
        upgradeInsecureRequests: null,
        'img-src': ["'self'", 'data:', 'blob:'],
      },
    },
  });
  await app.register(rateLimit, {
    global: false,
    max: opts.rateLimitMax,
    timeWindow: '1 minute',
    redis: opts.redis,
    nameSpace: 'gestionale-rl-',
    allowList: (request) => !request.url.startsWith('/api/'),
    // Thrown to the errors plugin, which translates it (Retry-After is already on the reply).
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        msg('too_many_requests', { seconds: Math.ceil(context.ttl / 1000) }),
      ) as unknown as { statusCode: number },
  });
  app.addHook('onRequest', app.rateLimit());
}

export default fp(securityPlugin, { name: 'security' });
