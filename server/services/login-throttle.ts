import type { Redis } from 'ioredis';

/**
 * Counts failed logins in fixed one-minute windows, per e-mail and per IP, so that guessing
 * passwords is slow whichever of the two an attacker varies. In memory for one process,
 * in Redis when several processes share the work.
 */
export interface CounterStore {
  /** Adds one to `key`, whose window lasts `windowMs`; answers the count and the ms left. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  get(key: string): Promise<{ count: number; resetMs: number }>;
  reset(key: string): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const w = windows.get(key);
    if (w && w.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    async increment(key, windowMs) {
      const w = live(key) ?? { count: 0, resetAt: now() + windowMs };
      w.count += 1;
      windows.set(key, w);
      return { count: w.count, resetMs: w.resetAt - now() };
    },
    async get(key) {
      const w = live(key);
      return w ? { count: w.count, resetMs: w.resetAt - now() } : { count: 0, resetMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export function redisCounterStore(redis: Redis, prefix = 'gestionale:'): CounterStore {
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      const replies = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec()) ?? [];
      const count = Number(replies[0]?.[1] ?? 1);
      const ttl = Number(replies[2]?.[1] ?? windowMs);
      return { count, resetMs: Math.max(ttl, 0) };
    },
    async get(key) {
      const k = prefix + key;
      const [count, ttl] = await Promise.all([redis.get(k), redis.pttl(k)]);
      return { count: Number(count ?? 0), resetMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

const WINDOW_MS = 60_000;

export function createLoginThrottle(store: CounterStore, maxFailures: number) {
  const keys = (email: string, ip: string) => [
    `login:email:${email.toLowerCase()}`,
    `login:ip:${ip}`,
  ];
  return {
    /** Seconds to wait before trying again, or 0 when a login may be attempted. */
    async retryAfter(email: string, ip: string): Promise<number> {
      const states = await Promise.all(keys(email, ip).map((k) => store.get(k)));
      const blocked = states.filter((s) => s.count >= maxFailures);
      return blocked.length
        ? Math.max(1, Math.ceil(Math.max(...blocked.map((s) => s.resetMs)) / 1000))
        : 0;
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await Promise.all(keys(email, ip).map((k) => store.increment(k, WINDOW_MS)));
    },
    /** A successful login clears the e-mail's counter (not the IP's: one IP may try many e-mails). */
    async recordSuccess(email: string): Promise<void> {
      await store.reset(keys(email, '')[0]);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
