import type { Redis } from 'ioredis';

/**
 * Counts failed logins in fixed one-minute windows, per e-mail and per IP, so that guessing
 * passwords is slow whichever of the two an attacker varies. In memory for one process,
 * in Redis when several processes share the work. Every operation is one atomic step of the
 * store, so that concurrent attempts never read a count another one is about to change.
 */
export interface CounterStore {
  /** Adds one to `key`, whose window lasts `windowMs`; answers the new count and the ms left. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** Takes one back from `key` (never below zero, never reopening an ended window). */
  release(key: string): Promise<void>;
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
    async release(key) {
      const w = live(key);
      if (w && --w.count <= 0) windows.delete(key);
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

// DECR keeps the key's expiry; a key that expired meanwhile comes back as -1 and is dropped.
const RELEASE = `if redis.call('decr', KEYS[1]) <= 0 then redis.call('del', KEYS[1]) end`;

export function redisCounterStore(redis: Redis, prefix = 'gestionale:'): CounterStore {
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      // One transaction: the count and its window are set together (the window only once).
      const replies = (await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec()) ?? [];
      const count = Number(replies[0]?.[1] ?? 1);
      const ttl = Number(replies[2]?.[1] ?? windowMs);
      return { count, resetMs: Math.max(ttl, 0) };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

const WINDOW_MS = 60_000;

/**
 * Each counter holds the failed password checks of its window. An attempt first reserves a
 * slot on both counters (one increment each) and only then may check the password, so that
 * N concurrent guesses check at most `maxFailures` passwords; the others are refused at once.
 */
export function createLoginThrottle(store: CounterStore, maxFailures: number) {
  const keys = (email: string, ip: string) => [
    `login:email:${email.toLowerCase()}`,
    `login:ip:${ip}`,
  ];
  const releaseAll = (email: string, ip: string) =>
    Promise.all(keys(email, ip).map((k) => store.release(k)));
  return {
    /**
     * Reserves the attempt: answers 0 when the password may be checked (a failure then keeps
     * its slot), else the seconds to wait, and the attempt, refused unchecked, counts for nothing.
     */
    async reserve(email: string, ip: string): Promise<number> {
      const states = await Promise.all(keys(email, ip).map((k) => store.increment(k, WINDOW_MS)));
      const over = states.filter((s) => s.count > maxFailures);
      if (!over.length) return 0;
      await releaseAll(email, ip);
      return Math.max(1, Math.ceil(Math.max(...over.map((s) => s.resetMs)) / 1000));
    },
    /**
     * The password was right: the e-mail's counter is cleared; the IP gets its slot back but
     * keeps its failures (one IP may be trying many e-mails).
     */
    async succeeded(email: string, ip: string): Promise<void> {
      const [emailKey, ipKey] = keys(email, ip);
      await Promise.all([store.reset(emailKey), store.release(ipKey)]);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
