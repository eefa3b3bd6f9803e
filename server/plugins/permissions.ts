import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  allowsRoute,
  can,
  PRICE_FIELDS,
  type Role,
  type RoutePermission,
} from '../../contract/roles';
import { HttpError, msg } from '../lib/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs of the caller's role (contract/roles.ts); every tenant route has one. */
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    /**
     * onRequest hook (after requireCompany): 403, naming the caller's role, unless the role
     * allows what the route declares. Runs before the body is read: a refused call changes
     * nothing.
     */
    requirePermission: (request: FastifyRequest) => Promise<void>;
    /**
     * onSend hook: a role without `prices.read` gets every JSON answer without its money
     * fields (PRICE_FIELDS), whatever the route.
     */
    hidePrices: (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
    ) => Promise<unknown>;
    /** Throws when a tenant route declares no permission: such a route never starts. */
    assertDeclared: (route: { method: string | string[]; url: string; config?: unknown }) => void;
  }
}

/** The 403 a role gets for what the matrix does not give it. */
export const forbiddenFor = (role: Role | null | undefined) =>
  role
    ? new HttpError(403, msg('forbidden_role', { role: msg(`role.${role}`) }))
    : new HttpError(403, msg('forbidden'));

const priceFields = new Set<string>(PRICE_FIELDS);

/** `value` without the money fields, at any depth (a numeric `total` counts, and stays). */
export function withoutPrices(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPrices);
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (priceFields.has(key) && !(key === 'total' && typeof field === 'number')) continue;
    kept[key] = withoutPrices(field);
  }
  return kept;
}

/** The roles' enforcement on every tenant route (docs/roles.md). */
async function permissionsPlugin(app: FastifyInstance) {
  app.decorate('requirePermission', async (request: FastifyRequest) => {
    const { role } = request.auth;
    if (!allowsRoute(role, request.routeOptions.config.permission!)) throw forbiddenFor(role);
  });
  app.decorate('hidePrices', async (request: FastifyRequest, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (
      !request.auth?.role ||
      can(request.auth.role, 'prices.read') ||
      typeof payload !== 'string' ||
      typeof type !== 'string' ||
      !type.startsWith('application/json')
    ) {
      return payload;
    }
    return JSON.stringify(withoutPrices(JSON.parse(payload)));
  });
  app.decorate('assertDeclared', (route) => {
    const config = route.config as { permission?: RoutePermission } | undefined;
    if (!config?.permission) {
      throw new Error(
        `${String(route.method)} ${route.url} declares no permission (config.permission, contract/roles.ts)`,
      );
    }
  });
}

export default fp(permissionsPlugin, { name: 'permissions', dependencies: ['auth'] });
