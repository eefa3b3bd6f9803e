import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, UnsecuredJWT } from 'jose';
import { createTokenService } from '../../server/lib/tokens';
import { createTestApp, JWT_SECRET, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const profile = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/user/profile',
    headers: authorization ? { authorization } : {},
  });

describe('POST /api/login', () => {
  it('answers a token and the user with their companies', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'Admin@Example.com', password: 'Password1!' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.authToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toMatchObject({ email: 'admin@example.com', company_id: null });
    expect(body.user.companies.map((c: { name: string }) => c.name)).toEqual([
      'Alfa S.r.l.',
      'Beta S.p.A.',
    ]);
  });

  it('gives the same 401 answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'Password1!' },
      remoteAddress: '10.0.0.1',
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'alfa@example.com', password: 'wrong' },
      remoteAddress: '10.0.0.2',
    });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a malformed body with per-field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
  });

  it('does not store passwords in clear: they are argon2id hashes', async () => {
    const { rows } = await t.pool.query('select password_hash from users');
    for (const row of rows) expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});

/** A live session's token, and its claims signed again with the right key after `edit`. */
async function resignedWithRightKey(edit: (jwt: SignJWT) => SignJWT) {
  const token = await t.login('alfa@example.com');
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const jwt = new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub);
  return { token, forged: await edit(jwt).sign(new TextEncoder().encode(JWT_SECRET)) };
}

describe('tokens', () => {
  it('a valid token reads the profile', async () => {
    const token = await t.login('alfa@example.com');
    const response = await profile(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('alfa@example.com');
  });

  it('no token -> 401', async () => {
    expect((await profile()).statusCode).toBe(401);
  });

  it('a token signed with another secret -> 401', async () => {
    const token = await t.login('alfa@example.com');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const forged = await createTokenService('another-secret-another-secret-another').sign(
      { sub: claims.sub, sid: claims.sid },
      new Date(Date.now() + 3600_000),
    );
    expect((await profile(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('an unsigned token (alg: none) -> 401', async () => {
    const token = await t.login('alfa@example.com');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    const unsigned = new UnsecuredJWT({ sid: claims.sid })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .encode();
    expect((await profile(`Bearer ${unsigned}`)).statusCode).toBe(401);
  });

  it('an expired token -> 401, even though its session is live', async () => {
    const { forged } = await resignedWithRightKey((jwt) =>
      jwt.setExpirationTime(Math.floor(Date.now() / 1000) - 10),
    );
    expect((await profile(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('a token without an expiry -> 401, even though it is signed and its session is live', async () => {
    const { token, forged } = await resignedWithRightKey((jwt) => jwt.setIssuedAt());
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await profile(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('a token whose session expired on the server -> 401', async () => {
    const token = await t.login('alfa@example.com');
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    await t.pool.query(
      "update sessions set expires_at = now() - interval '1 second' where id = $1",
      [claims.sid],
    );
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(401);
  });

  it('logout revokes the session at once', async () => {
    const token = await t.login('alfa@example.com');
    const authorization = `Bearer ${token}`;
    expect((await profile(authorization)).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization },
    });
    expect(logout.statusCode).toBe(200);
    const after = await profile(authorization);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      message: 'Non hai effettuato l’accesso o la sessione è scaduta: accedi di nuovo',
    });
  });
});
