import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRole, type Role } from '../../contract/roles';
import { HttpError, msg } from '../lib/errors';
import { sessionLookup } from '../resources/session/service';
import type { TokenService, VerifiedClaims } from '../lib/tokens';
import type { CachedSession } from './session-cache';

export interface AuthContext {
  sessionId: string;
  userId: number;
  /** The session's active company, or null when none is selected (or membership ended). */
  companyId: number | null;
  /** The user's role in `companyId` (contract/roles.ts), null without one. */
  role: Role | null;
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

/** Tokens already verified, with their expiry (ms): a token's signature is checked once. */
function verifiedTokens(tokens: TokenService, max = 10_000) {
  const known = new Map<string, { claims: VerifiedClaims; until: number }>();
  return async (token: string): Promise<VerifiedClaims | null> => {
    const entry = known.get(token);
    if (entry && entry.until > Date.now()) return entry.claims;
    if (entry) known.delete(token);
    const claims = await tokens.verify(token);
    if (claims) {
      if (known.size >= max) known.delete(known.keys().next().value!);
      known.set(token, { claims, until: claims.exp * 1000 });
    }
    return claims;
  };
}

/**
 * Verifies the JWT (signature, HS256 only, `exp`) and then the server-side session it names:
 * a revoked or expired session is refused even while the token itself is still valid. The
 * session comes from the process's cache (plugins/session-cache.ts), else from the database.
 */
async function authPlugin(app: FastifyInstance, opts: { tokens: TokenService }) {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('auth', null as unknown as AuthContext);
  const verify = verifiedTokens(opts.tokens);
  const cache = app.sessionCache;
  const lookup = sessionLookup(app.db);

  async function sessionOf(sid: string): Promise<CachedSession | undefined> {
    const cached = cache.get(sid);
    if (cached) return cached;
    const since = cache.generation;
    const [row] = await lookup.execute({ sid });
    if (!row) return undefined;
    const session = { ...row, expiresAt: row.expiresAt.getTime() };
    cache.set(sid, session, since);
    return session;
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearer(request);
    const claims = token ? await verify(token) : null;
    if (!claims || !/^[0-9a-f-]{36}$/i.test(claims.sid)) throw unauthorized();
    const session = await sessionOf(claims.sid);
    if (!session || session.expiresAt <= Date.now() || String(session.userId) !== claims.sub) {
      throw unauthorized();
    }
    request.auth = {
      sessionId: claims.sid,
      userId: session.userId,
      companyId: session.member ? session.companyId : null,
      role: session.member && isRole(session.role) ? session.role : null,
    };
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db', 'session-cache'] });
