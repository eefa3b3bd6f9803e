import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../contract/common';
import { pickLocale, translate } from '../../../contract/messages';
import { loginBody, loginResponse, logoutResponse } from '../../../contract/session';
import { HttpError, msg } from '../../lib/errors';
import type { LoginThrottle } from './login-throttle';
import * as sessions from './service';
import { auditSignIn } from '../../lib/audit';

const tags = ['session'];

/** `POST /login` (public) and `POST /logout`. */
const loginRoutes: FastifyPluginAsyncZod<{
  throttle: LoginThrottle;
  sessionTtlSeconds: number;
}> = async (app, opts) => {
  app.post(
    '/login',
    {
      schema: {
        tags,
        body: loginBody,
        response: { 200: loginResponse, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      // The attempt takes its slot before the password is checked: see login-throttle.ts.
      const wait = await opts.throttle.reserve(email, request.ip);
      if (wait > 0) {
        throw new HttpError(429, msg('too_many_sign_ins', { seconds: wait }), undefined, {
          'retry-after': String(wait),
        });
      }
      const user = await sessions.checkCredentials(app.db, email, password);
      // One answer for an unknown e-mail and a wrong password: no probing of who has one.
      if (!user) {
        await auditSignIn(app.db, email, request.ip, false);
        throw new HttpError(401, msg('invalid_credentials'));
      }
      await auditSignIn(app.db, email, request.ip, true);
      await opts.throttle.succeeded(email, request.ip);
      const session = await sessions.openSession(
        app.db,
        user.id,
        opts.sessionTtlSeconds,
        request.headers['user-agent'],
      );
      const authToken = await app.tokens.sign(
        { sub: String(user.id), sid: session.id },
        session.expiresAt,
      );
      request.log.info({ userId: user.id }, 'signed in');
      return { authToken, user: await sessions.profile(app.db, user.id, null) };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: { tags, response: { 200: logoutResponse, 401: errorSchema } },
    },
    async (request) => {
      // Answered once this process has heard its own announcement: see docs/architecture.md.
      await app.sessionCache.afterHeard(() =>
        sessions.revokeSession(app.db, request.auth.sessionId),
      );
      const locale = pickLocale(request.headers['accept-language']);
      return { message: translate(msg('signed_out'), locale) };
    },
  );
};

export default loginRoutes;
