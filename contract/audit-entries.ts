import { z } from 'zod';
import { dateRange, dateString, listQuery, refId, sortOrder } from './common';

/** The audit trail as the API answers it (docs/audit.md): one entry per effect, never changed. */
export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  user_id: z.number().nullable(),
  user_email: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  resource: z.string().nullable(),
  record_id: z.string().nullable(),
  label: z.string().nullable(),
  route: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * `GET /audit-entries`: the newest first, filtered by record (`resource` and `record_id`, a
 * record's "Cronologia"), user, action and day range.
 */
export const auditListQuery = listQuery(['id'] as const)
  .extend({
    order: sortOrder('DESC'),
    resource: z.string().trim().max(60).optional(),
    record_id: z.string().trim().max(60).optional(),
    user_id: refId.optional(),
    action: z.string().trim().max(60).optional(),
    date_from: dateString.optional(),
    date_to: dateString.optional(),
  })
  .refine(...dateRange('date_from', 'date_to'));

export const auditListResponse = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  /** More entries match than `total` counts (a count stops at 10,000). */
  total_capped: z.boolean(),
});
