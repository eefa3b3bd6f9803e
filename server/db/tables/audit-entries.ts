import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Global table, scoped by `company_id`: the audit trail (docs/audit.md): what was done, by whom, when, from where, one row per
 * effect. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0037), and no
 * route changes a row. `company_id` is null only for a failed sign-in of an unknown e-mail.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    /** As it was then: a user's e-mail may change, or the user go. */
    userEmail: text('user_email'),
    ip: text('ip'),
    /** `create`, `update`, `delete`, `issue`, `xml`, `sign_in`, `sign_in_failed`... */
    action: text('action').notNull(),
    /** The REST resource (`documents`, `customers`...), null for a sign-in. */
    resource: text('resource'),
    recordId: text('record_id'),
    /** How the record is named (`Fattura 12/2026`, a customer's name), as it was. */
    label: text('label'),
    /** The route called: `PUT /customers/:id`. */
    route: text('route'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_company_idx').on(t.companyId, t.id.desc()),
    index('audit_record_idx').on(t.companyId, t.resource, t.recordId, t.id.desc()),
    index('audit_user_idx').on(t.companyId, t.userId, t.id.desc()),
    index('audit_action_idx').on(t.companyId, t.action, t.id.desc()),
    index('audit_at_idx').on(t.companyId, t.at.desc()),
  ],
);
