import { pgTable, integer, uuid, timestamp, text, index } from 'drizzle-orm/pg-core';
import { users } from './users';
import { companies } from './companies';

/**
 * Global table: a server-side session. The JWT carries its id (`sid`); logout sets
 * `revoked_at`, and every request checks it, so a revoked token stops working at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
