import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../contract/common';
import {
  profileResponse,
  selectCompanyBody,
  selectCompanyResponse,
} from '../../../contract/session';
import * as sessions from './service';

const tags = ['session'];

/** The signed-in user's profile and the choice of the active company. */
const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/user/profile',
    { schema: { tags, response: { 200: profileResponse, 401: errorSchema } } },
    async (request) => ({
      user: await sessions.profile(app.db, request.auth.userId, request.auth.companyId),
    }),
  );

  app.post(
    '/user/select-company',
    {
      schema: {
        tags,
        body: selectCompanyBody,
        response: {
          200: selectCompanyResponse,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const heard = app.sessionCache.heard(request.auth.sessionId);
      const selected = await sessions.selectCompany(
        app.db,
        request.auth.sessionId,
        request.auth.userId,
        request.body.company_id,
      );
      await heard;
      return selected;
    },
  );
};

export default userRoutes;
