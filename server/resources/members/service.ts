import crypto from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PASSWORD_RULE,
  type Member,
  type MemberInput,
  type memberListQuery,
} from '../../../contract/members';
import type { Role } from '../../../contract/roles';
import { memberships } from '../../db/tables/companies';
import { sessions } from '../../db/tables/sessions';
import { users } from '../../db/tables/users';
import { conflict, HttpError, msg, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import type { Executor, TenantScope } from '../../lib/tenant';
import { announce } from '../session/service';

/**
 * The people of a company and their roles (docs/roles.md). Memberships and users are global
 * tables: every statement here names the tenant's company itself. A change of role or a
 * removal reaches the member's live sessions at once, on every API process: the removed
 * member's sessions lose the company, and `session_changed` tells every process.
 */

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: memberships.role,
  must_change_password: users.mustChangePassword,
};

const SORTS = { name: users.name, email: users.email, role: memberships.role } as const;

const toMember = (row: Omit<Member, 'is_self'>, selfId: number): Member => ({
  ...row,
  is_self: row.id === selfId,
});

const ofCompany = (tenant: TenantScope) => eq(memberships.companyId, tenant.companyId);

export async function list(
  tenant: TenantScope,
  selfId: number,
  query: z.output<typeof memberListQuery>,
) {
  const search = query.q
    ? sql`(${users.name} ilike ${`%${query.q}%`} or ${users.email} ilike ${`%${query.q}%`})`
    : undefined;
  const where = and(ofCompany(tenant), search);
  const direction = query.order === 'DESC' ? desc : asc;
  const [rows, [{ total }]] = await tenant.all([
    () =>
      tenant.db
        .select(columns)
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where)
        .orderBy(direction(SORTS[query.sort]), asc(users.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
    () =>
      tenant.db
        .select({ total: sql<number>`count(*)::int` })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(where),
  ]);
  return { items: rows.map((row) => toMember(row, selfId)), total };
}

async function one(db: Executor, tenant: TenantScope, userId: number) {
  const [row] = await db
    .select(columns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(ofCompany(tenant), eq(memberships.userId, userId)));
  return row;
}

export async function get(tenant: TenantScope, selfId: number, userId: number) {
  const row = await one(tenant.db, tenant, userId);
  if (!row) throw notFound('not_found.member');
  return toMember(row, selfId);
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 characters of an alphabet without look-alikes (no 0/O, 1/l/I), letters and digits. */
export function initialPassword(): string {
  for (;;) {
    const password = Array.from({ length: 12 }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
    const text = password.join('');
    if (PASSWORD_RULE.test(text)) return text;
  }
}

/**
 * Adds `input.email` to the company with its role: a new user gets an initial password,
 * answered once (only its hash is kept) and to be changed at the first sign-in; an existing
 * user keeps theirs and their name.
 */
export async function add(tenant: TenantScope, selfId: number, input: MemberInput) {
  const password = initialPassword();
  const passwordHash = await hashPassword(password);
  return tenant.db.transaction(async (tx) => {
    // One e-mail, one user: concurrent additions of the same person meet on the unique index.
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash, mustChangePassword: true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const [user] = created
      ? [created]
      : await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${input.email}`);
    const [joined] = await tx
      .insert(memberships)
      .values({ userId: user.id, companyId: tenant.companyId, role: input.role })
      .onConflictDoNothing()
      .returning({ userId: memberships.userId });
    if (!joined) {
      throw conflict(msg('members.already_member', { email: input.email }), {
        email: msg('members.already_member', { email: input.email }),
      });
    }
    const member = (await one(tx, tenant, user.id))!;
    return { item: toMember(member, selfId), initial_password: created ? password : null };
  });
}

type Tx = Parameters<Parameters<TenantScope['db']['transaction']>[0]>[0];

/**
 * The company's memberships, locked for the rest of the transaction (two owners demoting each
 * other at once are taken one after the other), and the member `userId` among them.
 */
async function lockMembers(tx: Tx, tenant: TenantScope, userId: number) {
  const rows = await tx
    .select({ userId: memberships.userId, role: memberships.role, name: users.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(ofCompany(tenant))
    .for('update', { of: memberships });
  const member = rows.find((row) => row.userId === userId);
  if (!member) throw notFound('not_found.member');
  const owners = rows.filter((row) => row.role === 'owner').length;
  return { member, lastOwner: member.role === 'owner' && owners === 1 };
}

/**
 * After a role change or a removal: the member's sessions on this company lose it when
 * `leave`, and every process forgets the sessions it cached (`*`: rare, and the cache refills
 * from one query per session), so the change holds from the next request on.
 */
async function announceChange(tx: Tx, tenant: TenantScope, userId: number, leave: boolean) {
  if (leave) {
    await tx
      .update(sessions)
      .set({ companyId: null })
      .where(and(eq(sessions.userId, userId), eq(sessions.companyId, tenant.companyId)));
  }
  await announce(tx, '*');
}

export async function changeRole(tenant: TenantScope, selfId: number, userId: number, role: Role) {
  return tenant.db.transaction(async (tx) => {
    const { member, lastOwner } = await lockMembers(tx, tenant, userId);
    if (lastOwner && role !== 'owner') {
      throw conflict(msg('members.last_owner', { name: member.name }), {
        role: msg('members.last_owner', { name: member.name }),
      });
    }
    if (member.role !== role) {
      await tx
        .update(memberships)
        .set({ role })
        .where(and(ofCompany(tenant), eq(memberships.userId, userId)));
      await announceChange(tx, tenant, userId, false);
    }
    return { item: toMember((await one(tx, tenant, userId))!, selfId) };
  });
}

export async function remove(tenant: TenantScope, selfId: number, userId: number) {
  if (userId === selfId) throw new HttpError(409, msg('members.self_remove'));
  return tenant.db.transaction(async (tx) => {
    const { member, lastOwner } = await lockMembers(tx, tenant, userId);
    if (lastOwner) throw conflict(msg('members.last_owner', { name: member.name }));
    const before = toMember((await one(tx, tenant, userId))!, selfId);
    await tx.delete(memberships).where(and(ofCompany(tenant), eq(memberships.userId, userId)));
    await announceChange(tx, tenant, userId, true);
    return { item: before };
  });
}
