import type { Pool } from 'pg';
import type { TestApp } from './testApp';

export const attempt = (t: TestApp, email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });

/** Fires all the guesses at once and counts the answers by status, e.g. `{401: 10, 429: 20}`. */
export async function concurrentStatuses(guesses: Promise<{ statusCode: number }>[]) {
  const counts: Record<number, number> = {};
  for (const { statusCode } of await Promise.all(guesses)) {
    counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  }
  return counts;
}

/**
 * A new user with the demo password and the companies of `like`: an e-mail of its own, so that
 * its login counters meet nobody else's (other tests, other runs on the same Redis).
 */
export async function addUserLike(pool: Pool, email: string, like = 'alfa@example.com') {
  await pool.query(
    `with u as (
       insert into users (email, name, password_hash)
       select $1, name, password_hash from users where email = $2 returning id)
     insert into memberships (user_id, company_id)
     select u.id, m.company_id from u, memberships m join users l on l.id = m.user_id
     where l.email = $2`,
    [email, like],
  );
}
