import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditListQuery } from '../../../contract/audit-entries';
import { addDays } from '../../../contract/calendar';
import type { TenantScope } from '../../lib/tenant';
import { auditEntries } from '../../db/tables/audit-entries';

/** A count stops here: a company's whole trail may hold millions of entries. */
const COUNT_CAP = 10_000;

const toWire = (row: typeof auditEntries.$inferSelect) => ({
  id: row.id,
  at: row.at.toISOString(),
  user_id: row.userId,
  user_email: row.userEmail,
  ip: row.ip,
  action: row.action,
  resource: row.resource,
  record_id: row.recordId,
  label: row.label,
  route: row.route,
  before: row.before,
  after: row.after,
});

/** A page of the company's trail (each filter has its index: docs/audit.md). */
export async function list(tenant: TenantScope, query: z.output<typeof auditListQuery>) {
  const where = and(
    eq(auditEntries.companyId, tenant.companyId),
    query.resource ? eq(auditEntries.resource, query.resource) : undefined,
    query.record_id ? eq(auditEntries.recordId, query.record_id) : undefined,
    query.user_id ? eq(auditEntries.userId, query.user_id) : undefined,
    query.action ? eq(auditEntries.action, query.action) : undefined,
    query.date_from ? gte(auditEntries.at, new Date(`${query.date_from}T00:00:00Z`)) : undefined,
    query.date_to
      ? lt(auditEntries.at, new Date(`${addDays(query.date_to, 1)}T00:00:00Z`))
      : undefined,
  );
  const direction = query.order === 'ASC' ? asc : desc;
  // Newest first by id, on the index of each filter; a day range by time instead (ids and
  // times grow together), on the time index, which reads just the range.
  const byTime = (query.date_from || query.date_to) && !query.record_id && !query.action;
  const order = byTime
    ? [direction(auditEntries.at), direction(auditEntries.id)]
    : [direction(auditEntries.id)];
  const [rows, [{ total }]] = await tenant.all([
    () =>
      tenant.db
        .select()
        .from(auditEntries)
        .where(where)
        .orderBy(...order)
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
    () =>
      tenant.db
        .execute<{ total: number }>(
          sql`select count(*)::int as total from (select 1 from ${auditEntries} where ${where} limit ${COUNT_CAP + 1}) as capped`,
        )
        .then((result) => result.rows),
  ]);
  return {
    items: rows.map(toWire),
    total: Math.min(total, COUNT_CAP),
    total_capped: total > COUNT_CAP,
  };
}
