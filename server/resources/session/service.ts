import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { User } from '../../../contract/session';
import type { Db } from '../../db/client';
import { companies, memberships } from '../../db/tables/companies';
import { sessions } from '../../db/tables/sessions';
import { users } from '../../db/tables/users';
import { HttpError, msg } from '../../lib/errors';
import { SESSION_CHANNEL } from '../../plugins/session-cache';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';

/** The user of `email` if `password` is theirs; null otherwise, in the same time either way. */
export async function checkCredentials(db: Db, email: string, password: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (!user) return verifyAgainstDummy(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

export async function openSession(db: Db, userId: number, ttlSeconds: number, userAgent?: string) {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt, userAgent: userAgent?.slice(0, 300) })
    .returning({ id: sessions.id });
  return { id: session.id, expiresAt };
}

/**
 * What authentication reads of a live session (prepared: planned once per connection). The
 * result is cached per process (plugins/session-cache.ts): whatever changes a session or a
 * membership announces it with `announce` in its transaction.
 */
export const sessionLookup = (db: Db) =>
  db
    .select({
      userId: sessions.userId,
      companyId: sessions.companyId,
      member: sql<boolean>`(${memberships.userId} is not null)`,
      role: memberships.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .leftJoin(
      memberships,
      and(eq(memberships.userId, sessions.userId), eq(memberships.companyId, sessions.companyId)),
    )
    .where(
      and(
        eq(sessions.id, sql.placeholder('sid')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('session_lookup');

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Tells every process (at commit) to forget what it cached of session `sessionId`. */
export const announce = (tx: Tx, sessionId: string) =>
  tx.execute(sql`select pg_notify(${SESSION_CHANNEL}, ${sessionId})`);

export async function revokeSession(db: Db, sessionId: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    await announce(tx, sessionId);
  });
}

/** The profile the SPA keeps: the user, the companies they work for, the active one. */
export async function profile(db: Db, userId: number, companyId: number | null): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, msg('unauthorized'));
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      vat_number: companies.vatNumber,
      city: companies.city,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.userId, userId))
    .orderBy(companies.name);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    companies: rows,
    company_id: companyId,
    must_change_password: user.mustChangePassword,
  };
}

/** Makes `companyId` the session's active company; 404 unless the user is a member. */
export async function selectCompany(db: Db, sessionId: string, userId: number, companyId: number) {
  const [member] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)));
  // Same answer for "not yours" and "does not exist": no probing of other tenants.
  if (!member) throw new HttpError(404, msg('company_not_found'));
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId));
    await announce(tx, sessionId);
  });
  return { company_id: companyId };
}

/**
 * `userId` changes their own password, knowing the current one; the initial password an
 * owner gave is then no longer to change. Their other sessions stay open.
 */
export async function changePassword(
  db: Db,
  userId: number,
  current: string,
  next: string,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, msg('unauthorized'));
  if (!(await verifyPassword(user.passwordHash, current))) {
    throw new HttpError(400, msg('invalid_input'), {
      current_password: msg('password.wrong_current'),
    });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(next), mustChangePassword: false })
    .where(eq(users.id, userId));
}
