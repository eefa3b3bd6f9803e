import { and, asc, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  SHIPPING_LIST_SORTS,
  shippingListInput,
  shippingListQuery,
  shippingListUpdate,
} from '../../../contract/shipping-lists';
import { shippingLists } from '../../db/schema';
import { staleVersion } from '../../errors';
import { inTransaction, type TenantScope } from '../../tenant';
import { likePattern } from '../search';
import { yearOf } from '../documents/numbering';
import { assertOpen, listToWire, load, lockList, selects, totalsColumns } from './wire';

export { load as get, selects };

const SORT_COLUMNS = {
  date: [shippingLists.date, shippingLists.id],
  number: [shippingLists.year, shippingLists.number, shippingLists.id],
  status: [shippingLists.status, shippingLists.id],
  carrier: [shippingLists.legacyCarrier, shippingLists.id],
  id: [shippingLists.id],
} satisfies Record<(typeof SHIPPING_LIST_SORTS)[number], unknown[]>;

/** The search box: carrier or notes, or a number ("3", "3/2026"). */
function search(q: string): SQL | undefined {
  const match = /^(\d{1,9})(?:\/(\d{4}))?$/.exec(q);
  const byNumber = match
    ? and(
        eq(shippingLists.number, Number(match[1])),
        match[2] ? eq(shippingLists.year, Number(match[2])) : undefined,
      )
    : undefined;
  const pattern = likePattern(q);
  return or(ilike(shippingLists.legacyCarrier, pattern), ilike(shippingLists.notes, pattern), byNumber);
}

export async function list(tenant: TenantScope, query: z.output<typeof shippingListQuery>) {
  const where = tenant.owned(
    shippingLists,
    and(
      query.status !== undefined ? eq(shippingLists.status, query.status) : undefined,
      query.date_from ? gte(shippingLists.date, query.date_from) : undefined,
      query.date_to ? lte(shippingLists.date, query.date_to) : undefined,
      query.q ? search(query.q) : undefined,
    ),
  );
  const direction = query.order === 'DESC' ? desc : asc;
  const [rows, [{ total }]] = await Promise.all([
    tenant.db
      .select({ list: shippingLists, ...totalsColumns })
      .from(shippingLists)
      .where(where)
      .orderBy(...SORT_COLUMNS[query.sort].map((c) => direction(c)))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    tenant.db
      .select({ total: sql<number>`count(*)::int` })
      .from(shippingLists)
      .where(where),
  ]);
  return {
    items: rows.map((r) =>
      listToWire({ ...r.list, item_count: r.item_count, parcels: r.parcels, weight: r.weight }),
    ),
    total,
    selects: selects(),
  };
}

/** A new open list: no number until it is confirmed. */
export async function create(tenant: TenantScope, input: z.output<typeof shippingListInput>) {
  const [created] = await tenant.insert(shippingLists, {
    year: yearOf(input.date),
    date: input.date,
    legacyCarrier: input.carrier,
    notes: input.notes,
  });
  return load(tenant, created.id);
}

/** Saves the header of an open list (stale `version` -> 409, nothing written). */
export async function update(
  tenant: TenantScope,
  id: number,
  input: z.output<typeof shippingListUpdate>,
) {
  await inTransaction(tenant, async (tx) => {
    const current = await lockList(tx, id);
    assertOpen(current);
    if (current.version !== input.version) {
      throw staleVersion('record.shipping_list', current.version, input.version);
    }
    await tx.updateVersioned(shippingLists, id, input.version, {
      year: yearOf(input.date),
      date: input.date,
      legacyCarrier: input.carrier,
      notes: input.notes,
    });
  });
  return load(tenant, id);
}

/** Deletes an open list with its items and labels; a confirmed one stays (409). */
export async function remove(tenant: TenantScope, id: number) {
  return inTransaction(tenant, async (tx) => {
    const current = await lockList(tx, id);
    assertOpen(current);
    const list = await load(tx, id);
    await tx.delete(shippingLists, eq(shippingLists.id, id));
    return list;
  });
}
