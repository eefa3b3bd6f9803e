import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';

/**
 * The PostgreSQL channel on which a change to a session is announced, in the transaction that
 * makes it (`pg_notify(SESSION_CHANNEL, <session id>)`; `*`: every session). Logout and
 * select-company do (server/resources/session/service.ts); so must anything else that revokes a session
 * or changes a membership. docs/architecture.md, "Sessions".
 */
export const SESSION_CHANNEL = 'session_changed';

/** What authentication needs of a live session. */
export interface CachedSession {
  userId: number;
  companyId: number | null;
  /** Whether the user is still a member of `companyId`. */
  member: boolean;
  /** The membership's role (contract/roles.ts); null when not a member. */
  role: string | null;
  /** When the session expires (ms since the epoch). */
  expiresAt: number;
}

export interface SessionCacheOptions {
  /** Sessions kept at most (the oldest go first). */
  max?: number;
  /** How long an entry is trusted without a notification (the net for unannounced changes). */
  ttlMs?: number;
  /** Where a lost listener is reported. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The sessions this process has looked up, kept in memory, and forgotten as soon as the
 * process's listener on SESSION_CHANNEL hears of a change. While the listener is not connected
 * (starting, reconnecting) nothing is kept: every request reads the session from the database.
 */
export function createSessionCache(pool: pg.Pool, options: SessionCacheOptions = {}) {
  const max = options.max ?? 10_000;
  const ttlMs = options.ttlMs ?? 60_000;
  const entries = new Map<string, { session: CachedSession; until: number }>();
  /** Bumped by every eviction: a lookup that started before one does not store its answer. */
  let generation = 0;
  let listener: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const waiters = new Map<string, (() => void)[]>();

  function forget(payload: string) {
    generation++;
    if (payload === '*') entries.clear();
    else entries.delete(payload);
    for (const wake of waiters.get(payload) ?? []) wake();
    waiters.delete(payload);
  }

  async function listen() {
    if (closed) return;
    const client = new pg.Client(pool.options);
    listener = client;
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listening = false;
      listener = undefined;
      forget('*');
      client.end().catch(() => {});
      if (closed) return;
      if (error) options.log?.warn(`session listener lost (${error.message}): reconnecting`);
      retry = setTimeout(() => void listen(), 1000);
      retry.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL) forget(message.payload ?? '*');
    });
    try {
      await client.connect();
      await client.query(`listen ${SESSION_CHANNEL}`);
      // Anything announced before this point was missed: start empty.
      forget('*');
      listening = listener === client;
    } catch (error) {
      lost(error as Error);
    }
  }

  /** Resolves when this process's listener hears `payload` (or after `ms`, or if not listening). */
  function heard(payload: string, ms = 2000): Promise<void> {
    if (!listening) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const left = (waiters.get(payload) ?? []).filter((w) => w !== wake);
        if (left.length) waiters.set(payload, left);
        else waiters.delete(payload);
        resolve();
      }, ms);
      timer.unref();
      waiters.set(payload, [...(waiters.get(payload) ?? []), wake]);
    });
  }

  return {
    /** Connects the listener; the cache is in use from when it listens. */
    start: listen,
    get listening() {
      return listening;
    },
    get size() {
      return entries.size;
    },
    /** The generation to hand to `set` after the lookup; read it before the lookup starts. */
    get generation() {
      return generation;
    },
    get(sid: string): CachedSession | undefined {
      const entry = listening ? entries.get(sid) : undefined;
      if (!entry) return undefined;
      if (entry.until > Date.now()) return entry.session;
      entries.delete(sid);
      return undefined;
    },
    /** Keeps `session`, unless a change was heard since the lookup began (`since`). */
    set(sid: string, session: CachedSession, since: number) {
      if (!listening || since !== generation) return;
      if (entries.size >= max) entries.delete(entries.keys().next().value!);
      entries.set(sid, { session, until: Math.min(Date.now() + ttlMs, session.expiresAt) });
    },
    /** Drops `sid` here at once (the notification drops it everywhere). */
    forget,
    heard,
    /**
     * Runs `change` (which may announce a session change) and answers once this process has
     * heard everything it committed: the caller's next request sees the change. A change that
     * announced nothing (a role set to the one it was) waits for nothing but the marker.
     */
    async afterHeard<T>(change: () => Promise<T>): Promise<T> {
      const result = await change();
      await this.synced();
      return result;
    },
    /**
     * Resolves once this process's listener has heard everything committed before the call: a
     * marker is announced and waited for (notifications arrive in commit order).
     */
    async synced() {
      const marker = `sync:${crypto.randomUUID()}`;
      const done = heard(marker, 5000);
      await pool.query('select pg_notify($1, $2)', [SESSION_CHANNEL, marker]);
      await done;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      listening = false;
      const client = listener;
      listener = undefined;
      entries.clear();
      await client?.end().catch(() => {});
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

async function sessionCachePlugin(
  app: FastifyInstance,
  options: SessionCacheOptions & { pool: pg.Pool },
) {
  const cache = createSessionCache(options.pool, { ...options, log: app.log });
  app.decorate('sessionCache', cache);
  await cache.start();
  app.addHook('onClose', () => cache.close());
}

export default fp(sessionCachePlugin, { name: 'session-cache' });
