import { SignJWT, jwtVerify } from 'jose';

export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Server-side session id. */
  sid: string;
}

/** The claims of a verified token, with its expiry (seconds since the epoch). */
export interface VerifiedClaims extends TokenClaims {
  exp: number;
}

/**
 * HS256 tokens; verification pins the algorithm, so `alg: none` or RS/ES tokens are refused,
 * and requires `exp`: a token is valid only while its expiry lies in the future, so one
 * without an expiry never is.
 */
export function createTokenService(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: TokenClaims, expiresAt: Date): Promise<string> {
      return new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(key);
    },
    /** The claims of a valid, unexpired token; null for anything else. */
    async verify(token: string): Promise<VerifiedClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { sub: payload.sub, sid: payload.sid, exp: payload.exp! };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
