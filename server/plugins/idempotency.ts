import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY,
  IDEMPOTENT_REPLAY_HEADER,
} from '../../contract/idempotency';
import { idempotentRequests } from '../db/tables/idempotent-requests';
import { conflict, invalidInput, msg } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this write claimed, so that its answer is kept under it. */
    idempotencyKey?: string;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();
/** A claim with no answer after this long belongs to a request that died: it may be retaken. */
export const ABANDONED_AFTER_MS = 60_000;
/** Kept answers are forgotten after a day. */
const KEPT_FOR_MS = 24 * 3600_000;
/** Every this many claims, one process deletes the kept answers older than a day. */
const SWEEP_EVERY = 200;

/**
 * Idempotent writes (contract/idempotency.ts, docs/api.md "Idempotent writes"), as two hooks of
 * the tenant context. `onRequest` claims the key of a write that carries one: the first request
 * runs; a second with the same key gets the first's answer replayed once it succeeded, or 409
 * while it runs. `onSend` keeps a successful answer under its key and gives a failed request's
 * key back, so that the same form corrected and sent again runs. The claim is a row in
 * PostgreSQL, so two API processes never both run the same key.
 */
export function idempotentWrites(api: FastifyInstance) {
  const db = api.db;
  const table = idempotentRequests;
  let claims = 0;

  const owner = (request: FastifyRequest, key: string) =>
    and(
      eq(table.userId, request.auth.userId),
      eq(table.companyId, request.tenant.companyId),
      eq(table.key, key),
    );

  async function claim(request: FastifyRequest, reply: FastifyReply) {
    const key = request.headers[HEADER];
    if (!WRITES.has(request.method) || key === undefined) return;
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
      throw invalidInput({ [`headers.${HEADER}`]: 'validation.idempotency_key' });
    }
    const what = `${request.method} ${request.url}`;
    if (++claims % SWEEP_EVERY === 0) {
      await db.delete(table).where(lt(table.createdAt, new Date(Date.now() - KEPT_FOR_MS)));
    }
    const abandoned = new Date(Date.now() - ABANDONED_AFTER_MS);
    // Claimed when new, or when an earlier claim died without an answer.
    const [claimed] = await db
      .insert(table)
      .values({
        userId: request.auth.userId,
        companyId: request.tenant.companyId,
        key,
        request: what,
      })
      .onConflictDoUpdate({
        target: [table.userId, table.companyId, table.key],
        set: { request: what, createdAt: sql`now()` },
        setWhere: and(sql`${table.status} is null`, lt(table.createdAt, abandoned)),
      })
      .returning({ key: table.key });
    if (claimed) {
      request.idempotencyKey = key;
      return;
    }
    const [earlier] = await db.select().from(table).where(owner(request, key));
    if (!earlier) throw conflict(msg('request.in_progress')); // given back meanwhile: retry
    if (earlier.request !== what) {
      throw invalidInput({ [`headers.${HEADER}`]: 'validation.idempotency_key_reused' });
    }
    if (earlier.status === null) throw conflict(msg('request.in_progress'));
    return reply
      .code(earlier.status)
      .header(IDEMPOTENT_REPLAY_HEADER, 'true')
      .type(earlier.contentType ?? 'application/json; charset=utf-8')
      .send(earlier.body ?? '');
  }

  async function record(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const key = request.idempotencyKey;
    if (key === undefined) return payload;
    request.idempotencyKey = undefined;
    const kept = reply.statusCode < 300 && (typeof payload === 'string' || payload == null);
    if (kept) {
      const contentType = reply.getHeader('content-type');
      await db
        .update(table)
        .set({
          status: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: (payload as string | null) ?? '',
        })
        .where(owner(request, key));
    } else {
      await db.delete(table).where(owner(request, key));
    }
    return payload;
  }

  api.addHook('onRequest', claim);
  api.addHook('onSend', record);
}
