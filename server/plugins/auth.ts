import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { HttpError, msg } from '../errors';
import type { TokenService } from '../services/tokens';

export interface AuthContext {
  sessionId: string;
  userId: number;
  /** The session's active company, or null when none is selected (or membership ended). */
  companyId: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: 401 unless the bearer token is valid and its session is live. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext;
  }
}

const unauthorized = () => new HttpError(401, msg('unauthorized'));

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * Verifies the JWT (signature, HS256 only, `exp`) and then the server-side session it names:
 * a revoked or expired session is refused even while the token itself is still valid.
 */
async function authPlugin(app: FastifyInstance, opts: { tokens: TokenService }) {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    const claims = token ? await opts.tokens.verify(token) : null;
    if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.sid)) throw unauthorized();
    const { rows } = await app.db.execute<{
      user_id: number;
      company_id: number | null;
      member: boolean;
    }>(sql`
      select s.user_id, s.company_id, (m.user_id is not null) as member
      from sessions s
      left join memberships m on m.user_id = s.user_id and m.company_id = s.company_id
      where s.id = ${claims.sid} and s.revoked_at is null and s.expires_at > now()`);
    const session = rows[0];
    if (!session || String(session.user_id) !== claims.sub) throw unauthorized();
    request.auth = {
      sessionId: claims.sid,
      userId: session.user_id,
      companyId: session.member ? session.company_id : null,
    };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
