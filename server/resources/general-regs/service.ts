import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  generalRegInput,
  type GeneralReg,
  type GeneralRegListQuery,
} from '../../../contract/general-regs';
import { COUNTRIES, PROVINCES, toOptions } from '../../../contract/places';
import { preparedOn } from '../../db/client';
import { generalRegs } from './table';
import { wireFormat } from '../../lib/wire';
import { notFound, staleVersion } from '../../lib/errors';
import type { Executor, TenantScope } from '../../lib/tenant';
import {
  indexedSort,
  listTotal,
  pageAndTotal,
  rowsByIds,
  type IndexedSort,
} from '../../lib/list-page';
import { likePattern } from '../../lib/search';

type Row = typeof generalRegs.$inferSelect;

/** General registry entries on the wire: their columns, as stored. */
const wire = wireFormat(generalRegs, generalRegInput);
export const toWire: (row: Row) => GeneralReg = wire.toWire;
const { fromWire } = wire;
type Input = Parameters<typeof fromWire>[0];

export const selects = () => ({ provinces: toOptions(PROVINCES), countries: toOptions(COUNTRIES) });

const SORT_COLUMNS = {
  id: generalRegs.id,
  name: sql`lower(${generalRegs.name})`,
  vat_number: generalRegs.vatNumber,
  tax_code: generalRegs.taxCode,
  city: generalRegs.city,
  province: generalRegs.province,
  country: generalRegs.country,
  phone: generalRegs.phone,
  email: sql`lower(${generalRegs.email})`,
} satisfies Record<GeneralRegListQuery['sort'], unknown>;

/** The sorts with an index `(company_id, key, id)` (migration 0018): deep pages seek anchors. */
const INDEXED: Partial<Record<GeneralRegListQuery['sort'], IndexedSort['key']>> = {
  id: undefined,
  name: SORT_COLUMNS.name,
  vat_number: SORT_COLUMNS.vat_number,
  city: SORT_COLUMNS.city,
};

/** The text the search box looks into; the same expression as the trigram index. */
export const searchText = sql`lower(coalesce(${generalRegs.name}, '') || ' ' || coalesce(${generalRegs.vatNumber}, '') || ' ' || coalesce(${generalRegs.taxCode}, '') || ' ' || coalesce(${generalRegs.city}, ''))`;

/**
 * A page of the list, deep pages too: the page's ids first, from the sort's index alone
 * (`(company_id, sort key, id)`, migration 0018: skipping 50,000 index entries reads no
 * table row), then those 25 rows. Unfiltered deep pages seek from an anchor
 * (`pageAndTotal`). The total: `listTotal`.
 */
export async function list(tenant: TenantScope, query: GeneralRegListQuery) {
  const filters: (SQL | undefined)[] = [
    query.q ? sql`${searchText} like ${likePattern(query.q)}` : undefined,
    query.city ? sql`lower(${generalRegs.city}) = lower(${query.city})` : undefined,
    query.province ? eq(generalRegs.province, query.province) : undefined,
    query.country ? eq(generalRegs.country, query.country) : undefined,
  ];
  const where = and(...filters);
  const direction = query.order === 'DESC' ? desc : asc;
  const order = [direction(SORT_COLUMNS[query.sort]), direction(generalRegs.id)];
  const rowsOf = rowsByIds(tenant, generalRegs, where, order, query.perPage);
  const [rows, total] = await pageAndTotal(
    tenant,
    query,
    indexedSort('general_regs', generalRegs, INDEXED, query.sort),
    'general_regs',
    where ? () => listTotal(tenant, 'general_regs', generalRegs, where, query) : undefined,
    rowsOf,
  );
  return { items: rows.map(toWire), ...total, selects: selects() };
}

/** One entry of the company (prepared: the read of a record is the commonest call). */
const getStatement = preparedOn((db: Executor) =>
  db
    .select()
    .from(generalRegs)
    .where(
      and(
        eq(generalRegs.companyId, sql.placeholder('company')),
        eq(generalRegs.id, sql.placeholder('id')),
      ),
    )
    .prepare('general_reg_get'),
);

export async function get(tenant: TenantScope, id: number): Promise<GeneralReg> {
  const [row] = await getStatement(tenant.db).execute({ company: tenant.companyId, id });
  if (!row) throw notFound('not_found.general_reg');
  return toWire(row as Row);
}

export async function create(tenant: TenantScope, input: Input): Promise<GeneralReg> {
  const [row] = await tenant.insert(generalRegs, fromWire(input));
  return toWire(row as Row);
}

/** Optimistic locking: the write happens only if nobody changed the record since `version`. */
export async function update(tenant: TenantScope, id: number, input: Input & { version: number }) {
  const row = await tenant.updateVersioned(generalRegs, id, input.version, fromWire(input));
  if (row) return toWire(row);
  const current = await get(tenant, id); // 404 when it is not there (or not ours)
  throw staleVersion('record.general_reg', current.version, input.version);
}

export async function remove(tenant: TenantScope, id: number): Promise<GeneralReg> {
  const [row] = await tenant.delete(generalRegs, eq(generalRegs.id, id));
  if (!row) throw notFound('not_found.general_reg');
  return toWire(row as Row);
}
