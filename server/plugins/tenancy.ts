import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, msg } from '../errors';
import { tenantScope, type TenantScope } from '../tenant';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook (after authenticate): 400 without an active company, else `request.tenant`. */
    requireCompany: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    tenant: TenantScope;
  }
}

async function tenancyPlugin(app: FastifyInstance) {
  app.decorateRequest('tenant', null as unknown as TenantScope);
  app.decorate('requireCompany', async (request: FastifyRequest) => {
    const companyId = request.auth?.companyId;
    if (!companyId) throw new HttpError(400, msg('no_active_company'));
    request.tenant = tenantScope(app.db, companyId);
  });
}

export default fp(tenancyPlugin, { name: 'tenancy', dependencies: ['auth'] });
