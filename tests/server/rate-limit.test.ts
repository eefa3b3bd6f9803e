import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from './testApp';

// A small budget, so that a flood is a few dozen requests.
const BUDGET = 20;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitMax: BUDGET });
});
afterAll(() => t.close());

const forged = () =>
  new SignJWT({ sid: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('a-guessed-secret-a-guessed-secret'));

const get = (url: string, ip: string, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: ip,
    headers: authorization ? { authorization } : {},
  });

describe('the per-address request budget', () => {
  it('counts requests that authentication refuses: a forged-token flood gets 429 after the budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < BUDGET + 5; i++) {
      const url = i % 2 ? '/api/customers' : '/api/user/profile';
      statuses.push((await get(url, '10.6.0.1', `Bearer ${await forged()}`)).statusCode);
    }
    expect(statuses.slice(0, BUDGET)).toEqual(Array(BUDGET).fill(401));
    expect(statuses.slice(BUDGET)).toEqual(Array(5).fill(429));
    const blocked = await get('/api/customers', '10.6.0.1', `Bearer ${await forged()}`);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/^Troppe richieste/);
  });

  it('counts requests without a token and to unknown API paths the same way', async () => {
    for (let i = 0; i < BUDGET; i++)
      await get(i % 2 ? '/api/nothing-here' : '/api/customers', '10.6.0.2');
    expect((await get('/api/customers', '10.6.0.2')).statusCode).toBe(429);
  });

  it('leaves other addresses alone', async () => {
    const token = await t.login('alfa@example.com');
    const response = await get('/api/user/profile', '10.6.0.3', `Bearer ${token}`);
    expect(response.statusCode).toBe(200);
  });
});
