import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListQuery, auditListResponse } from '../../../contract/audit-entries';
import { errors } from '../../lib/route-errors';
import * as audit from './service';

/**
 * `GET /audit-entries`: the company's audit trail, for the owner and the accountant. Read
 * only: no route writes, changes or deletes an entry (the hooks of `lib/audit.ts` append them).
 */
const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-entries',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['audit-entries'],
        querystring: auditListQuery,
        response: { 200: auditListResponse, ...errors },
      },
    },
    (request) => audit.list(request.tenant, request.query),
  );
};

export default auditRoutes;
