import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pickLocale } from '../../contract/messages';
import { COMPANY_HEADER } from '../../contract/tenancy';
import { HttpError, msg } from '../lib/errors';
import { companyChangedBody, showsActiveCompany } from './company-check';
import { tenantScope, type TenantScope } from '../lib/tenant';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook (after authenticate): 400 without an active company; 409
     * `company_changed` when `X-Company-Id` names another company; else `request.tenant`.
     */
    requireCompany: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  }
  interface FastifyRequest {
    tenant: TenantScope;
  }
}

async function tenancyPlugin(app: FastifyInstance) {
  app.decorateRequest('tenant', null as unknown as TenantScope);
  app.decorate('requireCompany', async (request: FastifyRequest, reply: FastifyReply) => {
    const companyId = request.auth?.companyId;
    if (!companyId) throw new HttpError(400, msg('no_active_company'));
    const shown = request.headers[COMPANY_HEADER.toLowerCase()];
    if (!showsActiveCompany(shown, companyId)) {
      // A stale tab: refused before the body is read or a handler runs, so nothing is written.
      const locale = pickLocale(request.headers['accept-language']);
      const body = await companyChangedBody(app.db, request.auth.userId, shown, companyId, locale);
      // Sent as text: a route's response schema for 409 would strip `code` and `company_id`.
      return reply.code(409).type('application/json; charset=utf-8').send(JSON.stringify(body));
    }
    request.tenant = tenantScope(app.db, companyId);
  });
}

export default fp(tenancyPlugin, { name: 'tenancy', dependencies: ['auth'] });
