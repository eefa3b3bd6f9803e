import Decimal from 'decimal.js';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { PaymentStatus } from '../../../contract/enums';
import { instalmentState, openAmount, type BankState } from '../../../contract/instalments';
import { documents } from '../documents/table';
import { instalments, type InstalmentRecord } from './table';
import type { TenantScope } from '../../lib/tenant';

/** The figures of a record, as the pure rules read them. */
export const figuresOf = (i: InstalmentRecord) => ({
  amount: i.amount,
  charges: i.charges,
  paid: i.paid,
  credited: i.credited,
  written_off: i.writtenOff,
  bank_state: i.bankState as BankState,
});

/**
 * Locks instalments `ids` of the tenant for a change of what they have settled: first their
 * documents, then the instalments, each by id (the order every writer takes, so two payments,
 * or a payment and an issue, queue instead of deadlocking). Answers them by id; missing ones
 * (another company's) are absent.
 */
export async function lockInstalments(
  tx: TenantScope,
  ids: readonly number[],
): Promise<Map<number, InstalmentRecord>> {
  if (!ids.length) return new Map();
  const unique = [...new Set(ids)];
  await tx.db
    .select({ id: documents.id })
    .from(documents)
    .where(
      tx.owned(
        documents,
        inArray(
          documents.id,
          tx.db
            .select({ id: instalments.documentId })
            .from(instalments)
            .where(
              tx.owned(instalments, sql`${instalments.id} = any(${sql.param(unique)}::int[])`),
            ),
        ),
      ),
    )
    .orderBy(asc(documents.id))
    .for('update');
  // One array parameter, not one per id: a bank batch locks 10,000.
  const rows = (await tx
    .select(instalments, sql`${instalments.id} = any(${sql.param(unique)}::int[])`)
    .orderBy(asc(instalments.id))
    .for('update')) as InstalmentRecord[];
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Marks locked instalments `ids` presented to the bank through the company's account
 * `bankAccountId` (a batch holds them): no figure changes, so neither their open amounts nor
 * their documents' statuses do. The account stays after the bank's outcome. One statement.
 */
export async function markPresented(
  tx: TenantScope,
  ids: readonly number[],
  bankAccountId: number,
) {
  await tx.db.execute(sql`
    update ${instalments} set bank_state = 'presented', state = 'presented',
      bank_account_id = ${bankAccountId}::int, version = version + 1, updated_at = now()
    where company_id = ${tx.companyId} and id = any(${sql.param([...ids])}::int[])`);
}

/** A change of an instalment's settled figures (amounts added, signed decimals). */
export interface Settlement {
  id: number;
  paid?: Decimal;
  credited?: Decimal;
  writtenOff?: Decimal;
  charges?: Decimal;
  bankState?: BankState;
  writeOffReason?: string | null;
}

/**
 * Applies `changes` to locked instalments `locked` (lockInstalments), storing each one's open
 * amount and state, then the payment status and first open due date of their documents.
 * One statement for the instalments, one for the documents, however many there are.
 */
export async function settle(
  tx: TenantScope,
  locked: Map<number, InstalmentRecord>,
  changes: readonly Settlement[],
) {
  if (!changes.length) return;
  const next = changes.map((change) => {
    const current = locked.get(change.id)!;
    const add = (value: string, delta?: Decimal) =>
      delta ? delta.plus(value) : new Decimal(value);
    const row = {
      id: change.id,
      paid: add(current.paid, change.paid).toFixed(2),
      credited: add(current.credited, change.credited).toFixed(2),
      written_off: add(current.writtenOff, change.writtenOff).toFixed(2),
      charges: add(current.charges, change.charges).toFixed(2),
      amount: current.amount,
      bank_state: change.bankState ?? (current.bankState as BankState),
      reason: change.writeOffReason === undefined ? current.writeOffReason : change.writeOffReason,
    };
    const updated = { ...row, open: openAmount(row).toFixed(2), state: instalmentState(row) };
    locked.set(change.id, {
      ...current,
      paid: updated.paid,
      credited: updated.credited,
      writtenOff: updated.written_off,
      charges: updated.charges,
      bankState: updated.bank_state,
      writeOffReason: updated.reason,
      openAmount: updated.open,
      state: updated.state,
      version: current.version + 1,
    });
    return updated;
  });
  // One array parameter a column (unnest), not nine parameters a row: a payment may settle
  // hundreds of instalments, a bank's credit thousands.
  const column = <K extends keyof (typeof next)[number]>(key: K) =>
    sql.param(next.map((r) => r[key]));
  await tx.db.execute(sql`
    update ${instalments} i set paid = v.paid, credited = v.credited, written_off = v.written_off,
      charges = v.charges, open_amount = v.open, state = v.state, bank_state = v.bank_state,
      write_off_reason = v.reason, version = i.version + 1, updated_at = now()
    from unnest(${column('id')}::int[], ${column('paid')}::numeric[], ${column('credited')}::numeric[],
                ${column('written_off')}::numeric[], ${column('charges')}::numeric[],
                ${column('open')}::numeric[], ${column('state')}::text[], ${column('bank_state')}::text[],
                ${column('reason')}::text[])
      as v(id, paid, credited, written_off, charges, open, state, bank_state, reason)
    where i.company_id = ${tx.companyId} and i.id = v.id`);
  const documentIds = [...new Set(changes.map((c) => locked.get(c.id)!.documentId))];
  await refreshDocuments(tx, documentIds);
}

const P = PaymentStatus;

/**
 * Stores the payment status of invoices and debit notes `ids` as their instalments say: paid
 * when nothing is open, paying when something was settled, else to pay; and their first open
 * due date, which "overdue" follows (documents/overdue.ts).
 */
export async function refreshDocuments(tx: TenantScope, ids: readonly number[]) {
  if (!ids.length) return;
  await tx.db.execute(sql`
    update ${documents} d set
      status = case when s.open <= 0 then ${sql.raw(String(P.paid))} when s.touched then ${sql.raw(String(P.paying))} else ${sql.raw(String(P.to_pay))} end,
      first_due_date = s.first_open
    from (select document_id, sum(open_amount) as open,
                 bool_or(paid + credited + written_off > 0) as touched,
                 min(due_date) filter (where open_amount > 0) as first_open
          from ${instalments}
          where company_id = ${tx.companyId} and document_id = any(${sql.param([...ids])}::int[])
          group by document_id) s
    where d.company_id = ${tx.companyId} and d.id = s.document_id`);
}

/** The instalments of document `documentId`, in order. */
export const instalmentsOf = async (tx: TenantScope, documentId: number) =>
  (await tx
    .select(instalments, eq(instalments.documentId, documentId))
    .orderBy(asc(instalments.position))) as InstalmentRecord[];
