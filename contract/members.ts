import { z } from 'zod';
import { listQuery } from './common';
import { ROLES } from './roles';

/**
 * The people of a company (docs/roles.md): the owner lists them, adds one (a new user gets an
 * initial password, answered once, to change at the first sign-in), changes a role, removes a
 * member. A member's id is the user's.
 */
const role = z.enum(ROLES, { error: 'validation.choice' });

export const memberSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** Signed in with an initial password not changed yet. */
  must_change_password: z.boolean(),
  /** The caller. */
  is_self: z.boolean(),
});
export type Member = z.infer<typeof memberSchema>;

export const MEMBER_SORTS = ['name', 'email', 'role'] as const;
export const memberListQuery = listQuery(MEMBER_SORTS);
export const memberListResponse = z.object({ items: z.array(memberSchema), total: z.number() });
export const memberItemResponse = z.object({ item: memberSchema });

export const memberInput = z.object({
  email: z.string().trim().toLowerCase().email('validation.email').max(254),
  name: z.string().trim().min(1, 'validation.required').max(200),
  role,
});
export type MemberInput = z.infer<typeof memberInput>;

/** A new member: the initial password when the e-mail was no user yet (shown once), else null. */
export const memberCreatedResponse = z.object({
  item: memberSchema,
  initial_password: z.string().nullable(),
});

export const memberUpdate = z.object({ role });

/**
 * `PUT /user/password`: one's own password. At least 10 characters with a letter and a digit
 * (the same rule the form checks as you type).
 */
export const PASSWORD_RULE = /^(?=.*\p{L})(?=.*\d).{10,200}$/u;
export const passwordChange = z
  .object({
    current_password: z.string().min(1, 'validation.required').max(200),
    new_password: z.string().regex(PASSWORD_RULE, 'validation.password_weak'),
  })
  .refine((body) => body.new_password !== body.current_password, {
    path: ['new_password'],
    message: 'validation.password_same',
  });
export const passwordChangeResponse = z.object({ message: z.string() });
