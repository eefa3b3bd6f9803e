import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createLoginThrottle, redisCounterStore } from '../../server/services/login-throttle';

// The Redis of this machine (or REDIS_URL): the store several API processes share.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
  maxRetriesPerRequest: 1,
});
afterAll(() => redis.quit());

describe('login throttle on Redis', () => {
  it('counts failures across processes sharing one Redis and expires them', async () => {
    const prefix = `test:${Date.now()}:${Math.random()}:`;
    const processA = createLoginThrottle(redisCounterStore(redis, prefix), 3);
    const processB = createLoginThrottle(redisCounterStore(redis, prefix), 3);
    await processA.recordFailure('a@x.it', '1.1.1.1');
    await processB.recordFailure('a@x.it', '2.2.2.2');
    expect(await processA.retryAfter('a@x.it', '3.3.3.3')).toBe(0);
    await processA.recordFailure('a@x.it', '3.3.3.3');
    const wait = await processB.retryAfter('a@x.it', '4.4.4.4');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    const ttl = await redis.pttl(`${prefix}login:email:a@x.it`);
    expect(ttl).toBeGreaterThan(0);
    await processB.recordSuccess('a@x.it');
    expect(await processA.retryAfter('a@x.it', '5.5.5.5')).toBe(0);
  });
});
