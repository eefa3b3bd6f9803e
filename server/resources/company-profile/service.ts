import { eq, sql } from 'drizzle-orm';
import {
  companyProfileUpdate,
  type CompanyProfile,
  type CompanyProfileUpdate,
} from '../../../contract/company-profile';
import type { z } from 'zod';
import { companies } from '../../db/tables/companies';
import { wireFormat } from '../../lib/wire';
import { HttpError, msg, staleVersion } from '../../lib/errors';
import type { Executor, TenantScope } from '../../lib/tenant';

/**
 * The fiscal profile of the session's active company: a row of the global `companies` table,
 * reached only by the tenant's own id, so no request can read or write another company's.
 */
const wire = wireFormat(companies, companyProfileUpdate);

type Row = typeof companies.$inferSelect;

function toProfile(row: Row): CompanyProfile {
  const { gs1_prefix: _notFiscal, ...profile } = wire.toWire(row);
  return profile as CompanyProfile;
}

const companyGone = () => new HttpError(404, msg('company_not_found'));

/** The company's row (for the PDF letterhead and the XML loader too). */
export async function companyRow(db: Executor, companyId: number): Promise<Row> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!row) throw companyGone();
  return row;
}

export async function getCompanyProfile(tenant: TenantScope): Promise<CompanyProfile> {
  return toProfile(await companyRow(tenant.db, tenant.companyId));
}

/** Saves the profile if `version` is still the stored one (else 409 naming both versions). */
export async function updateCompanyProfile(
  tenant: TenantScope,
  input: z.output<typeof companyProfileUpdate> | CompanyProfileUpdate,
): Promise<CompanyProfile> {
  const data = input as z.output<typeof companyProfileUpdate>;
  const [row] = await tenant.db
    .update(companies)
    .set({ ...wire.fromWire(data), version: sql`${companies.version} + 1` })
    .where(sql`${companies.id} = ${tenant.companyId} and ${companies.version} = ${data.version}`)
    .returning();
  if (row) return toProfile(row);
  const current = await companyRow(tenant.db, tenant.companyId);
  throw staleVersion('record.company_profile', current.version, data.version);
}
