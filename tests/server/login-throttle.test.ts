import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUserLike, attempt as attemptOn, concurrentStatuses } from './loginAttempts';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginFailuresPerMinute: 10 });
});
afterAll(() => t.close());

const attempt = (email: string, password: string, ip: string) => attemptOn(t, email, password, ip);

describe('login rate limit', () => {
  it('after 10 failures for one e-mail the 11th attempt gets 429 with Retry-After, from any IP', async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt('alfa@example.com', 'wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await attempt('alfa@example.com', 'Password1!', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json().message).toBe(
      `Troppi tentativi di accesso non riusciti: riprova tra ${blocked.headers['retry-after']} secondi`,
    );
  });

  it('after 10 failures from one IP, that IP is blocked whatever e-mail it tries', async () => {
    for (let i = 0; i < 10; i++) await attempt(`someone${i}@example.com`, 'wrong', '10.2.0.1');
    expect((await attempt('admin@example.com', 'Password1!', '10.2.0.1')).statusCode).toBe(429);
    // Another IP signs in as that user normally.
    expect((await attempt('admin@example.com', 'Password1!', '10.2.0.2')).statusCode).toBe(200);
  });

  it('successful logins are not counted', async () => {
    for (let i = 0; i < 12; i++)
      expect((await attempt('admin@example.com', 'Password1!', '10.3.0.1')).statusCode).toBe(200);
  });
});

describe('concurrent guesses', () => {
  it('of 30 wrong passwords sent at once for one e-mail, 10 are checked and 20 get 429', async () => {
    await addUserLike(t.pool, 'burst@example.com');
    const statuses = await concurrentStatuses(
      Array.from({ length: 30 }, (_, i) =>
        attempt('burst@example.com', `wrong${i}`, `10.4.0.${i}`),
      ),
    );
    expect(statuses).toEqual({ 401: 10, 429: 20 });
    // The right password too waits for the window: the guesses used the e-mail's budget.
    expect((await attempt('burst@example.com', 'Password1!', '10.4.1.1')).statusCode).toBe(429);
  });

  it('of 30 guesses sent at once from one IP for 30 e-mails, 10 are checked and 20 get 429', async () => {
    const statuses = await concurrentStatuses(
      Array.from({ length: 30 }, (_, i) => attempt(`nobody${i}@example.com`, 'wrong', '10.5.0.1')),
    );
    expect(statuses).toEqual({ 401: 10, 429: 20 });
  });
});
