import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../contract/common';
import {
  profileResponse,
  selectCompanyBody,
  selectCompanyResponse,
} from '../../../contract/session';
import * as sessions from './service';
import { passwordChange, passwordChangeResponse } from '../../../contract/members';
import { pickLocale, translate } from '../../../contract/messages';
import { msg } from '../../lib/errors';

const tags = ['session'];

/** The signed-in user's profile, the choice of the active company, their own password. */
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
    (request) =>
      app.sessionCache.afterHeard(() =>
        sessions.selectCompany(
          app.db,
          request.auth.sessionId,
          request.auth.userId,
          request.body.company_id,
        ),
      ),
  );

  app.put(
    '/user/password',
    {
      schema: {
        tags,
        body: passwordChange,
        response: { 200: passwordChangeResponse, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      await sessions.changePassword(app.db, request.auth.userId, current_password, new_password);
      return {
        message: translate(msg('password.changed'), pickLocale(request.headers['accept-language'])),
      };
    },
  );
};

export default userRoutes;
