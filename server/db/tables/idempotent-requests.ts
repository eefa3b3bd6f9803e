import {
  pgTable,
  integer,
  text,
  timestamp,
  smallint,
  primaryKey,
  index,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { companies } from './companies';

/**
 * A write sent with an `Idempotency-Key` (server/plugins/idempotency.ts): one row per user,
 * company and key, claimed before the handler runs and holding the answer once it succeeded,
 * so that the same key again replays it instead of writing twice. Rows older than a day go.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** `POST /api/documents/12/rows`: a key reused for another request is refused. */
    request: text('request').notNull(),
    /** Null while the first request runs. */
    status: smallint('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId, t.key] }),
    index('idempotent_requests_created_idx').on(t.createdAt),
  ],
);
