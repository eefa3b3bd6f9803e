import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import {
  createLoginThrottle,
  redisCounterStore,
} from '../../server/resources/session/login-throttle';
import { addUserLike, attempt, concurrentStatuses } from './loginAttempts';
import { isolatedRedis, redisUrl } from './redis';
import { createTestApp, type TestApp } from './testApp';

// The store several API processes share (see tests/server/redis.ts for which Redis).
describe.skipIf(!redisUrl)('login throttle on Redis', () => {
  let redis: Redis;
  let t: TestApp;
  beforeAll(async () => {
    redis = isolatedRedis(redisUrl!);
    t = await createTestApp({ redis, loginFailuresPerMinute: 10 });
  });
  afterAll(async () => {
    await t?.close();
    redis?.disconnect();
  });

  it('counts failures across processes sharing one Redis and expires them', async () => {
    const processA = createLoginThrottle(redisCounterStore(redis, 'store:'), 3);
    const processB = createLoginThrottle(redisCounterStore(redis, 'store:'), 3);
    // Three attempts, spread over both processes, may check their passwords (limit 3)...
    expect(await processA.reserve('a@x.it', '1.1.1.1')).toBe(0);
    expect(await processB.reserve('a@x.it', '2.2.2.2')).toBe(0);
    expect(await processA.reserve('a@x.it', '3.3.3.3')).toBe(0);
    // ...the fourth waits for the e-mail's window, which expires by itself.
    const wait = await processB.reserve('a@x.it', '4.4.4.4');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await redis.pttl('store:login:email:a@x.it')).toBeGreaterThan(0);
    // The refused attempt, never checked, left nothing on its IP.
    expect(await redis.exists('store:login:ip:4.4.4.4')).toBe(0);
    // The third password was right: the e-mail starts again, that IP gets its slot back.
    await processB.succeeded('a@x.it', '3.3.3.3');
    expect(await redis.exists('store:login:ip:3.3.3.3')).toBe(0);
    expect(await processA.reserve('a@x.it', '5.5.5.5')).toBe(0);
  });

  it('of 30 wrong passwords sent at once for one e-mail, 10 are checked and 20 get 429', async () => {
    await addUserLike(t.pool, 'burst@example.com');
    const statuses = await concurrentStatuses(
      Array.from({ length: 30 }, (_, i) =>
        attempt(t, 'burst@example.com', `wrong${i}`, `10.4.0.${i}`),
      ),
    );
    expect(statuses).toEqual({ 401: 10, 429: 20 });
    expect(await redis.get('gestionale:login:email:burst@example.com')).toBe('10');
  });
});
