import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BATCH_KINDS,
  BATCH_STATES,
  type BankBatch,
  type bankBatchListQuery,
  type BatchItem,
} from '../../../contract/bank-batches';
import type { Locale } from '../../../contract/messages/locale';
import { msg, translate } from '../../../contract/messages/translate';
import { bankAccountOptions } from '../bank-accounts/options';
import { bankAccounts } from '../bank-accounts/table';
import { customers } from '../customers/table';
import { documents } from '../documents/table';
import { nameColumns } from '../documents/links';
import { generalRegs } from '../general-regs/table';
import { instalments } from '../instalments/table';
import { sddMandates } from '../sdd-mandates/table';
import { bankBatchItems, bankBatches, type BankBatchRecord } from './table';
import { notFound } from '../../lib/errors';
import { moneyOut } from '../../lib/decimals';
import { joinOwned, type TenantScope } from '../../lib/tenant';

/** What the bank reported unpaid, per batch. */
const unpaidOf = sql<string>`(select coalesce(sum(amount), 0) from ${bankBatchItems} u
  where u.company_id = ${bankBatches.companyId} and u.batch_id = ${bankBatches.id} and u.state = 'unpaid')`;
const unpaidCountOf = sql<number>`(select count(*)::int from ${bankBatchItems} u
  where u.company_id = ${bankBatches.companyId} and u.batch_id = ${bankBatches.id} and u.state = 'unpaid')`;

const columns = {
  batch: {
    id: bankBatches.id,
    kind: bankBatches.kind,
    year: bankBatches.year,
    number: bankBatches.number,
    bankAccountId: bankBatches.bankAccountId,
    creditDate: bankBatches.creditDate,
    state: bankBatches.state,
    count: bankBatches.count,
    total: bankBatches.total,
    fileName: bankBatches.fileName,
    creditedAt: bankBatches.creditedAt,
    createdAt: bankBatches.createdAt,
  },
  accountName: bankAccounts.name,
  unpaid: unpaidOf,
  unpaidCount: unpaidCountOf,
};

const batchesQuery = (tenant: TenantScope) =>
  tenant.db
    .select(columns)
    .from(bankBatches)
    .innerJoin(
      bankAccounts,
      joinOwned(bankAccounts, bankBatches, eq(bankAccounts.id, bankBatches.bankAccountId)),
    )
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof batchesQuery>['execute']>>[number];

const toWire = ({ batch: b, accountName, unpaid, unpaidCount }: Row): BankBatch => ({
  id: b.id,
  kind: b.kind as BankBatch['kind'],
  year: b.year,
  number: b.number,
  bank_account: { id: b.bankAccountId, name: accountName },
  credit_date: b.creditDate,
  state: b.state as BankBatch['state'],
  count: b.count,
  total: moneyOut(b.total),
  unpaid_count: unpaidCount,
  unpaid_total: moneyOut(String(unpaid)),
  file_name: b.fileName,
  credited_at: b.creditedAt?.toISOString() ?? null,
  created_at: b.createdAt.toISOString(),
});

/** The option lists of the batch screens: kinds, states, the company's bank accounts. */
export async function selects(tenant: TenantScope, locale: Locale) {
  return {
    kinds: BATCH_KINDS.map((id) => ({ id, name: translate(msg(`batch_kind.${id}`), locale) })),
    states: BATCH_STATES.map((id) => ({ id, name: translate(msg(`batch_state.${id}`), locale) })),
    bankAccounts: await bankAccountOptions(tenant),
  };
}

const SORTS = {
  created_at: [bankBatches.createdAt, bankBatches.id],
  credit_date: [bankBatches.creditDate, bankBatches.id],
  total: [bankBatches.total, bankBatches.id],
  id: [bankBatches.id],
};

/** `GET /bank-batches`: newest first, by kind, state, account and credit date. */
export async function list(
  tenant: TenantScope,
  query: z.output<typeof bankBatchListQuery>,
  locale: Locale,
) {
  const where = tenant.owned(
    bankBatches,
    and(
      query.kind ? eq(bankBatches.kind, query.kind) : undefined,
      query.state ? eq(bankBatches.state, query.state) : undefined,
      query.bank_account_id ? eq(bankBatches.bankAccountId, query.bank_account_id) : undefined,
      query.date_from ? gte(bankBatches.creditDate, query.date_from) : undefined,
      query.date_to ? lte(bankBatches.creditDate, query.date_to) : undefined,
    ),
  );
  const direction = query.order === 'DESC' ? desc : asc;
  const rows = await batchesQuery(tenant)
    .where(where)
    .orderBy(...SORTS[query.sort].map((c) => direction(c)))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [{ total }] = await tenant.db
    .select({ total: sql<number>`count(*)::int` })
    .from(bankBatches)
    .where(where);
  return { items: rows.map(toWire), total, selects: await selects(tenant, locale) };
}

/** The items of batch `id`, in the file's order, with their documents and customers. */
async function itemsOf(tenant: TenantScope, id: number): Promise<BatchItem[]> {
  const rows = await tenant.db
    .select({
      item: bankBatchItems,
      dueDate: instalments.dueDate,
      document: nameColumns,
      customerName: generalRegs.name,
      mandate: sddMandates.reference,
    })
    .from(bankBatchItems)
    .innerJoin(
      instalments,
      joinOwned(instalments, bankBatchItems, eq(instalments.id, bankBatchItems.instalmentId)),
    )
    .innerJoin(
      documents,
      joinOwned(documents, instalments, eq(documents.id, instalments.documentId)),
    )
    .innerJoin(
      customers,
      joinOwned(customers, bankBatchItems, eq(customers.id, bankBatchItems.customerId)),
    )
    .innerJoin(
      generalRegs,
      joinOwned(generalRegs, customers, eq(generalRegs.id, customers.generalRegId)),
    )
    .leftJoin(
      sddMandates,
      joinOwned(sddMandates, bankBatchItems, eq(sddMandates.id, bankBatchItems.mandateId)),
    )
    .where(tenant.owned(bankBatchItems, eq(bankBatchItems.batchId, id)))
    .orderBy(asc(bankBatchItems.id));
  return rows.map(({ item, dueDate, document, customerName, mandate }) => ({
    id: item.id,
    instalment_id: item.instalmentId,
    document,
    customer: { id: item.customerId, name: customerName },
    due_date: dueDate,
    amount: moneyOut(item.amount),
    state: item.state as BatchItem['state'],
    charges: moneyOut(item.charges),
    outcome_date: item.outcomeDate,
    reason: item.reason,
    mandate_reference: mandate,
    sequence: item.sequence,
  }));
}

/** `GET /bank-batches/{id}`: the batch and, unless told, its items. */
export async function load(tenant: TenantScope, id: number, withItems = true): Promise<BankBatch> {
  const [row] = await batchesQuery(tenant).where(tenant.owned(bankBatches, eq(bankBatches.id, id)));
  if (!row) throw notFound('not_found.bank_batch');
  return withItems ? { ...toWire(row), items: await itemsOf(tenant, id) } : toWire(row);
}

/** `GET /bank-batches/{id}/file`: the file as it was given to the bank. */
export async function file(tenant: TenantScope, id: number) {
  const [row] = (await tenant.select(bankBatches, eq(bankBatches.id, id))) as BankBatchRecord[];
  if (!row) throw notFound('not_found.bank_batch');
  return {
    fileName: row.fileName,
    contents: row.file,
    type: row.kind === 'riba' ? 'text/plain; charset=us-ascii' : 'application/xml; charset=utf-8',
  };
}
