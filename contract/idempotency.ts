/**
 * How a client makes a write safe to send twice (docs/api.md, "Idempotent writes"): a
 * `POST`, `PUT`, `PATCH` or `DELETE` of a tenant route carrying this header is executed once
 * per key; the same key again gets the first answer back (with `IDEMPOTENT_REPLAY_HEADER`),
 * or a 409 while the first is still running. The SPA sends one key per distinct write.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Set on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';

/** 8-100 letters, digits, `-` or `_`: a UUID, or any client's random token. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
