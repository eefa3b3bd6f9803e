import Decimal from 'decimal.js';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BATCH_METHODS, type bankBatchInput, type BatchKind } from '../../../contract/bank-batches';
import { formatNumber } from '../../../contract/document-series';
import { bankAccounts } from '../bank-accounts/table';
import { getCompanyProfile } from '../company-profile/service';
import { customers } from '../customers/table';
import { documents } from '../documents/table';
import { label, nameColumns } from '../documents/links';
import { generalRegs } from '../general-regs/table';
import { lockInstalments, markPresented } from '../instalments/settle';
import type { InstalmentRecord } from '../instalments/table';
import { sddMandates, type SddMandateRecord } from '../sdd-mandates/table';
import { italianBank, ribaBankOf, ribaFile, type RibaEffect } from './riba-file';
import { earliestCollection, isTargetDay } from './sepa-dates';
import { sddFile, type SddDebit } from './sdd-file';
import { bankBatchItems, bankBatches, type BankBatchRecord } from './table';
import { conflict, HttpError, invalidInput, msg, type FieldErrors } from '../../lib/errors';
import { todayIn } from '../../lib/dates';
import { inTransaction, joinOwned, type TenantScope } from '../../lib/tenant';

type Input = z.output<typeof bankBatchInput>;
type Account = typeof bankAccounts.$inferSelect;

/** `DD/MM/YYYY`, as the bank's papers print it. */
const italianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The collection date's rules: RiBa not before today; SEPA a TARGET day after today. */
function assertCreditDate(kind: BatchKind, date: string, today: string) {
  if (kind === 'riba' && date < today) {
    throw invalidInput({ credit_date: msg('bank_batches.credit_date_past', { today }) });
  }
  const earliest = earliestCollection(today);
  if (kind === 'sdd' && (date < earliest || !isTargetDay(date))) {
    throw invalidInput({ credit_date: msg('bank_batches.collection_date', { earliest }) });
  }
}

/** The presenting account: the tenant's, with what the kind's file needs (else 400 naming it). */
async function accountFor(tx: TenantScope, kind: BatchKind, id: number): Promise<Account> {
  const [account] = (await tx.select(bankAccounts, eq(bankAccounts.id, id))) as Account[];
  if (!account) throw invalidInput({ bank_account_id: 'validation.choice' });
  const missing =
    kind === 'riba'
      ? !account.sia_code || !italianBank(account.iban)
        ? 'bank_batches.account_riba'
        : null
      : !account.sepa_creditor_id
        ? 'bank_batches.account_sdd'
        : null;
  if (missing) throw invalidInput({ bank_account_id: msg(missing, { account: account.name }) });
  return account;
}

/** The customers of the instalments, with their registry entries. */
async function debtorsOf(tx: TenantScope, ids: number[]): Promise<Map<number, Debtor>> {
  const rows = await tx.db
    .select({ customer: customers, general: generalRegs })
    .from(customers)
    .innerJoin(
      generalRegs,
      joinOwned(generalRegs, customers, eq(generalRegs.id, customers.generalRegId)),
    )
    .where(tx.owned(customers, inArray(customers.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.customer.id, r]));
}
interface Debtor {
  customer: typeof customers.$inferSelect;
  general: typeof generalRegs.$inferSelect;
}

/** The documents of the instalments, to name them in the file and in messages. */
async function documentsOf(tx: TenantScope, ids: number[]) {
  const rows = await tx.db
    .select({ ...nameColumns, date: documents.documentDate })
    .from(documents)
    .where(tx.owned(documents, inArray(documents.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Each SEPA customer's mandate: the newest signed by the collection date and not revoked. */
async function mandatesOf(tx: TenantScope, customerIds: number[], date: string) {
  const rows = (await tx
    .select(
      sddMandates,
      and(
        inArray(sddMandates.customerId, [...new Set(customerIds)]),
        lte(sddMandates.signatureDate, date),
        isNull(sddMandates.revokedAt),
      ),
    )
    .orderBy(desc(sddMandates.signatureDate), desc(sddMandates.id))) as SddMandateRecord[];
  const newest = new Map<number, SddMandateRecord>();
  for (const row of rows) if (!newest.has(row.customerId)) newest.set(row.customerId, row);
  return newest;
}

/**
 * Checks each instalment can go in a batch of `kind`: the tenant's (400), of the kind's
 * methods (400), with something open (409), not presented already (409: two batches racing
 * for it queue on the lock, the second finds it presented).
 */
function checkInstalments(
  kind: BatchKind,
  ids: readonly number[],
  locked: Map<number, InstalmentRecord>,
  docs: Awaited<ReturnType<typeof documentsOf>>,
) {
  const wrong: FieldErrors = {};
  ids.forEach((id, k) => {
    if (!locked.has(id)) wrong[`instalment_ids.${k}`] = 'validation.choice';
  });
  if (Object.keys(wrong).length) throw invalidInput(wrong);
  for (const [k, id] of ids.entries()) {
    const found = locked.get(id)!;
    const params = { document: label(docs.get(found.documentId)!), position: found.position };
    const field = `instalment_ids.${k}`;
    if (!BATCH_METHODS[kind].includes(found.method as never)) {
      const reason = msg(`bank_batches.method_${kind}`, params);
      throw new HttpError(400, reason, { [field]: reason });
    }
    if (found.bankState === 'presented') {
      const reason = msg('instalments.presented', params);
      throw conflict(reason, { [field]: reason });
    }
    if (new Decimal(found.openAmount).lte(0)) {
      const reason = msg('instalments.nothing_open', params);
      throw conflict(reason, { [field]: reason });
    }
  }
}

/** The next number of the kind's batches in `year` (the company's numbering held meanwhile). */
async function nextNumber(tx: TenantScope, kind: BatchKind, year: number) {
  await tx.db.execute(
    sql`select pg_advisory_xact_lock(hashtext('bank_batches'), ${tx.companyId}::int)`,
  );
  const [{ last }] = await tx.db
    .select({ last: sql<number>`coalesce(max(${bankBatches.number}), 0)::int` })
    .from(bankBatches)
    .where(tx.owned(bankBatches, and(eq(bankBatches.kind, kind), eq(bankBatches.year, year))));
  return last + 1;
}

/** The mandates' collections, one more for each debit of the batch; first presented today. */
async function countCollections(
  tx: TenantScope,
  planned: readonly { mandate: SddMandateRecord | null }[],
  today: string,
) {
  const added = new Map<number, number>();
  for (const { mandate } of planned) {
    if (mandate) added.set(mandate.id, (added.get(mandate.id) ?? 0) + 1);
  }
  for (const [id, count] of added) {
    await tx.db
      .update(sddMandates)
      .set({
        collections: sql`${sddMandates.collections} + ${count}::int`,
        firstPresented: sql`coalesce(${sddMandates.firstPresented}, ${today}::date)`,
      })
      .where(tx.owned(sddMandates, eq(sddMandates.id, id)));
  }
}

interface Presented {
  itemId: number;
  instalment: InstalmentRecord;
  debtor: Debtor;
  reference: string;
  mandate: SddMandateRecord | null;
  sequence: 'FRST' | 'RCUR' | 'OOFF' | null;
}

function ribaEffects(presented: readonly Presented[]): RibaEffect[] {
  return presented.map((p) => {
    const g = p.debtor.general;
    const bank = ribaBankOf(p.debtor.customer)!;
    return {
      receipt: p.itemId,
      dueDate: p.instalment.dueDate,
      amount: p.instalment.openAmount,
      customerCode: p.debtor.customer.registryCode,
      debtor: {
        name: g.name,
        taxId: g.taxCode ?? g.vatNumber ?? '',
        address: p.debtor.customer.billingAddress ?? g.address ?? '',
        zip: p.debtor.customer.billingZip ?? g.zip ?? '',
        city: p.debtor.customer.billingCity ?? g.city ?? '',
        province: p.debtor.customer.billingProvince ?? g.province ?? '',
        abi: bank.abi,
        cab: bank.cab,
        bankName: '',
      },
      reference: p.reference,
    };
  });
}

function sddDebits(presented: readonly Presented[], batchLabel: string): SddDebit[] {
  return presented.map((p) => ({
    endToEndId: `${batchLabel}-${p.itemId}`,
    amount: p.instalment.openAmount,
    scheme: p.mandate!.scheme as SddDebit['scheme'],
    sequence: p.sequence!,
    mandateId: p.mandate!.reference,
    signatureDate: p.mandate!.signatureDate,
    debtorName: p.debtor.general.name,
    debtorIban: p.mandate!.iban,
    debtorBic: p.mandate!.bic,
    remittance: p.reference,
  }));
}

/**
 * `POST /bank-batches`: the instalments go to the bank through the account: the batch and its
 * items are stored, the file written (RiBa CBI or SEPA pain.008) and kept, the instalments
 * marked presented. Everything in one transaction, the instalments locked (settle.ts).
 */
export async function present(tenant: TenantScope, input: Input): Promise<number> {
  const today = todayIn();
  assertCreditDate(input.kind, input.credit_date, today);
  return inTransaction(tenant, async (tx) => {
    const account = await accountFor(tx, input.kind, input.bank_account_id);
    const locked = await lockInstalments(tx, input.instalment_ids);
    const all = [...locked.values()];
    const docs = await documentsOf(
      tx,
      all.map((i) => i.documentId),
    );
    checkInstalments(input.kind, input.instalment_ids, locked, docs);
    const debtors = await debtorsOf(
      tx,
      all.map((i) => i.customerId),
    );
    const mandates =
      input.kind === 'sdd'
        ? await mandatesOf(
            tx,
            all.map((i) => i.customerId),
            input.credit_date,
          )
        : new Map<number, SddMandateRecord>();
    const used = new Map([...mandates.values()].map((m) => [m.id, m.collections]));
    const wrong: FieldErrors = {};
    input.instalment_ids.forEach((id, k) => {
      const customerId = locked.get(id)!.customerId;
      const debtor = debtors.get(customerId)!;
      const name = { customer: debtor.general.name };
      if (input.kind === 'riba' && !ribaBankOf(debtor.customer)) {
        wrong[`instalment_ids.${k}`] = msg('bank_batches.customer_bank', name);
      }
      const mandate = mandates.get(customerId);
      if (input.kind === 'sdd' && !mandate) {
        wrong[`instalment_ids.${k}`] = msg('bank_batches.no_mandate', name);
      } else if (mandate && !mandate.recurrent && (used.get(mandate.id) ?? 0) > 0) {
        wrong[`instalment_ids.${k}`] = msg('bank_batches.mandate_used', {
          ...name,
          reference: mandate.reference,
        });
      }
    });
    if (Object.keys(wrong).length) {
      throw new HttpError(400, msg(`bank_batches.not_ready_${input.kind}`), wrong);
    }

    const year = Number(today.slice(0, 4));
    const number = await nextNumber(tx, input.kind, year);
    const instalments = input.instalment_ids.map((id) => locked.get(id)!);
    const total = instalments.reduce((sum, i) => sum.plus(i.openAmount), new Decimal(0));
    const prefix = input.kind === 'riba' ? 'RIBA' : 'SDD';
    const fileName = `${prefix}_${year}_${number}.${input.kind === 'riba' ? 'txt' : 'xml'}`;
    const [batch] = (await tx.insert(bankBatches, {
      kind: input.kind,
      year,
      number,
      bankAccountId: account.id,
      creditDate: input.credit_date,
      count: instalments.length,
      total: total.toFixed(2),
      fileName,
      file: '',
    })) as BankBatchRecord[];

    // A mandate's first collection is FRST, the later ones RCUR (one-off: OOFF).
    const sequenceOf = (mandate: SddMandateRecord | undefined) => {
      if (!mandate) return null;
      if (!mandate.recurrent) return 'OOFF' as const;
      const before = used.get(mandate.id) ?? 0;
      used.set(mandate.id, before + 1);
      return before === 0 ? ('FRST' as const) : ('RCUR' as const);
    };
    const planned = instalments.map((i) => {
      const mandate = mandates.get(i.customerId);
      return { instalment: i, mandate: mandate ?? null, sequence: sequenceOf(mandate) };
    });
    // One statement of five array parameters, however many items (10,000 at most).
    const { rows: inserted } = await tx.db.execute<{ id: number; instalment_id: number }>(sql`
      insert into ${bankBatchItems}
        (company_id, batch_id, instalment_id, customer_id, amount, mandate_id, sequence)
      select ${tx.companyId}, ${batch.id}, v.instalment_id, v.customer_id, v.amount, v.mandate_id, v.sequence
      from unnest(${sql.param(planned.map((p) => p.instalment.id))}::int[],
                  ${sql.param(planned.map((p) => p.instalment.customerId))}::int[],
                  ${sql.param(planned.map((p) => p.instalment.openAmount))}::numeric[],
                  ${sql.param(planned.map((p) => p.mandate?.id ?? null))}::int[],
                  ${sql.param(planned.map((p) => p.sequence))}::text[])
        as v(instalment_id, customer_id, amount, mandate_id, sequence)
      returning id, instalment_id`);
    const itemOf = new Map(inserted.map((r) => [r.instalment_id, r.id]));
    const presented: Presented[] = planned.map((p) => {
      const doc = docs.get(p.instalment.documentId)!;
      return {
        ...p,
        itemId: itemOf.get(p.instalment.id)!,
        debtor: debtors.get(p.instalment.customerId)!,
        reference: `FATT. ${formatNumber(doc)} DEL ${italianDate(doc.date)} RATA ${p.instalment.position}`,
      };
    });
    const profile = await getCompanyProfile(tx);
    const batchLabel = `${prefix}-${year}-${number}`;
    const file =
      input.kind === 'riba'
        ? ribaFile({
            creditor: {
              sia: account.sia_code!,
              ...italianBank(account.iban)!,
              name: profile.name,
              address: profile.address ?? '',
              zip: profile.zip ?? '',
              city: profile.city ?? '',
              province: profile.province ?? '',
              taxId: profile.vat_number ?? profile.tax_code ?? '',
            },
            created: today,
            name: batchLabel,
            effects: ribaEffects(presented),
          })
        : sddFile({
            messageId: `${batchLabel}-${tx.companyId}`,
            createdAt: new Date().toISOString().slice(0, 19),
            collectionDate: input.credit_date,
            creditor: {
              name: profile.name,
              iban: account.iban,
              bic: account.bic,
              creditorId: account.sepa_creditor_id!,
            },
            debits: sddDebits(presented, batchLabel),
          });
    await tx.db
      .update(bankBatches)
      .set({ file })
      .where(tx.owned(bankBatches, eq(bankBatches.id, batch.id)));
    await countCollections(tx, planned, today);
    await markPresented(
      tx,
      instalments.map((i) => i.id),
      account.id,
    );
    return batch.id;
  });
}
