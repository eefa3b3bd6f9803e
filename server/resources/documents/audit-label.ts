import { eq } from 'drizzle-orm';
import type { TenantScope } from '../../lib/tenant';
import { documents } from './table';

/** A document's number (`12/2026`, null for a draft) for an audit entry (`lib/audit.ts`). */
export async function documentLabel(tenant: TenantScope, id: string) {
  if (!/^\d+$/.test(id)) return null;
  const [row] = await tenant.db
    .select({ number: documents.number, year: documents.year })
    .from(documents)
    .where(tenant.owned(documents, eq(documents.id, Number(id))));
  return row?.number ? `${row.number}/${row.year}` : null;
}
