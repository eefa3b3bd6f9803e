import Decimal from 'decimal.js';
import { and, desc, eq, gt, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import { buyerKind } from '../../../contract/buyer-kinds';
import { addDays } from '../../../contract/calendar';
import { daysPast } from '../../../contract/instalments';
import { halfYearOf, lateInterest, type RateRow } from '../../../contract/late-interest-rates';
import {
  DEFAULT_DEADLINE_DAYS,
  FLAT_COMPENSATION,
  type Reminder,
  type reminderInput,
  type ReminderLevel,
} from '../../../contract/reminders';
import { customerEntry } from '../customers/entry';
import { nameColumns } from '../documents/links';
import { documents } from '../documents/table';
import { instalments } from '../instalments/table';
import { lateInterestRates } from '../late-interest-rates/table';
import { conflict, invalidInput, msg, notFound } from '../../lib/errors';
import { moneyOut } from '../../lib/decimals';
import { todayIn } from '../../lib/dates';
import { inTransaction, joinOwned, type TenantScope } from '../../lib/tenant';
import { reminderItems, reminders, type ReminderRecord } from './table';

type Input = z.output<typeof reminderInput>;

/** The customer as a reminder names it, and whether D.Lgs. 231/2002 covers it. */
async function customerOf(tx: TenantScope, id: number) {
  const { customer, general } = await customerEntry(tx, id);
  const kind = buyerKind({
    country: general.country,
    vat_number: general.vatNumber,
    is_public_administration: general.isPublicAdministration,
  });
  return {
    customer: { id, name: general.name, code: customer.registryCode },
    locale: customer.language as Reminder['locale'],
    // Late-payment interest of the decree is owed between businesses and by administrations.
    interestApplies: kind !== 'it_consumer' && kind !== 'eu_consumer',
  };
}

/**
 * The customer's instalments overdue on `date`: open, due before it, not in a bank batch
 * waiting for the bank's answer. Oldest due first.
 */
const overdueOf = (tx: TenantScope, customerId: number, date: string) =>
  tx.db
    .select({
      id: instalments.id,
      position: instalments.position,
      dueDate: instalments.dueDate,
      open: instalments.openAmount,
      document: nameColumns,
    })
    .from(instalments)
    .innerJoin(
      documents,
      joinOwned(documents, instalments, eq(documents.id, instalments.documentId)),
    )
    .where(
      tx.owned(
        instalments,
        and(
          eq(instalments.customerId, customerId),
          gt(instalments.openAmount, '0'),
          lt(instalments.dueDate, date),
          ne(instalments.bankState, 'presented'),
        ),
      ),
    )
    .orderBy(instalments.dueDate, instalments.id);

const ratesOf = (tx: TenantScope): Promise<RateRow[]> =>
  tx.db
    .select({
      valid_from: lateInterestRates.valid_from,
      reference_rate: lateInterestRates.reference_rate,
      points: lateInterestRates.points,
    })
    .from(lateInterestRates)
    .where(tx.owned(lateInterestRates));

/**
 * The reminder `input` would write today for the customer (not saved): each overdue
 * instalment with its days late and interest to the letter's date, the rates used, the 40 €
 * per late invoice when asked, the totals. 400 on a future date; 409 when nothing is overdue.
 */
export async function draft(tx: TenantScope, customerId: number, input: Input): Promise<Reminder> {
  const today = todayIn();
  const date = input.date ?? today;
  if (date > today) throw invalidInput({ date: msg('reminders.future_date', { today }) });
  const { customer, locale, interestApplies } = await customerOf(tx, customerId);
  const overdue = await overdueOf(tx, customerId, date);
  if (!overdue.length) {
    throw conflict(msg('reminders.nothing_overdue', { customer: customer.name, date }));
  }
  const table = interestApplies ? await ratesOf(tx) : [];
  const rates = new Map<string, Reminder['rates'][number]>();
  const items = overdue.map((i) => {
    let interest = new Decimal(0);
    if (interestApplies) {
      const computed = lateInterest(i.open, i.dueDate, date, table);
      interest = computed.interest;
      for (const span of computed.spans) {
        const from = halfYearOf(span.from);
        rates.set(from, { from, rate: span.rate, missing: span.missing });
      }
    }
    return {
      instalment_id: i.id,
      document: i.document,
      position: i.position,
      due_date: i.dueDate,
      open: moneyOut(i.open),
      days_late: daysPast(i.dueDate, date),
      interest: interest.toFixed(2),
    };
  });
  const sum = (pick: (item: (typeof items)[number]) => string) =>
    items.reduce((s, item) => s.plus(pick(item)), new Decimal(0));
  const documentsLate = new Set(items.map((i) => i.document.id)).size;
  const compensation =
    interestApplies && input.flat_compensation
      ? new Decimal(FLAT_COMPENSATION).times(documentsLate)
      : new Decimal(0);
  const open = sum((i) => i.open);
  const interest = sum((i) => i.interest);
  const level = input.level as ReminderLevel;
  return {
    id: null,
    customer,
    level,
    date,
    pay_by: addDays(date, input.deadline_days ?? DEFAULT_DEADLINE_DAYS[level]),
    locale,
    interest_applies: interestApplies,
    rates: [...rates.values()].sort((a, b) => a.from.localeCompare(b.from)),
    open: open.toFixed(2),
    interest: interest.toFixed(2),
    compensation: compensation.toFixed(2),
    total: open.plus(interest).plus(compensation).toFixed(2),
    items,
    created_at: null,
  };
}

/** The reminders as answered: their items, with the documents they name. */
async function withItems(
  tx: TenantScope,
  rows: ReminderRecord[],
  customer: Reminder['customer'],
): Promise<Reminder[]> {
  if (!rows.length) return [];
  const items = await tx.db
    .select({
      reminderId: reminderItems.reminderId,
      instalment_id: reminderItems.instalmentId,
      document: nameColumns,
      position: reminderItems.position,
      due_date: reminderItems.dueDate,
      open: reminderItems.open,
      days_late: reminderItems.daysLate,
      interest: reminderItems.interest,
    })
    .from(reminderItems)
    .innerJoin(
      documents,
      joinOwned(documents, reminderItems, eq(documents.id, reminderItems.documentId)),
    )
    .where(
      tx.owned(
        reminderItems,
        inArray(
          reminderItems.reminderId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(reminderItems.dueDate, reminderItems.id);
  return rows.map((r) => ({
    id: r.id,
    customer,
    level: r.level,
    date: r.reminderDate,
    pay_by: r.payBy,
    locale: r.locale as Reminder['locale'],
    interest_applies: r.interestApplies,
    rates: r.rates,
    open: moneyOut(r.open),
    interest: moneyOut(r.interest),
    compensation: moneyOut(r.compensation),
    total: moneyOut(r.total),
    items: items
      .filter((i) => i.reminderId === r.id)
      .map(({ reminderId: _, ...item }) => ({
        ...item,
        open: moneyOut(item.open),
        interest: moneyOut(item.interest),
      })),
    created_at: r.createdAt.toISOString(),
  }));
}

/** `GET /customers/{id}/reminders`: the reminders sent, the latest first. */
export async function list(tenant: TenantScope, customerId: number) {
  const { customer } = await customerOf(tenant, customerId);
  const rows = (await tenant
    .select(reminders, eq(reminders.customerId, customerId))
    .orderBy(desc(reminders.reminderDate), desc(reminders.id))) as ReminderRecord[];
  return withItems(tenant, rows, customer);
}

/** `GET /reminders/{id}`. */
export async function get(tenant: TenantScope, id: number) {
  const [row] = (await tenant.select(reminders, eq(reminders.id, id))) as ReminderRecord[];
  if (!row) throw notFound('not_found.reminder');
  const { customer } = await customerOf(tenant, row.customerId);
  const [reminder] = await withItems(tenant, [row], customer);
  return reminder;
}

/**
 * `POST /customers/{id}/reminders`: writes the draft as it stands, and marks each of its
 * instalments with this reminder unless it has a later one already (a back-dated letter).
 */
export async function create(tenant: TenantScope, customerId: number, input: Input) {
  const id = await inTransaction(tenant, async (tx) => {
    const reminder = await draft(tx, customerId, input);
    const [row] = (await tx.insert(reminders, {
      customerId,
      level: reminder.level,
      reminderDate: reminder.date,
      payBy: reminder.pay_by,
      locale: reminder.locale,
      interestApplies: reminder.interest_applies,
      rates: reminder.rates,
      open: reminder.open,
      interest: reminder.interest,
      compensation: reminder.compensation,
      total: reminder.total,
    })) as ReminderRecord[];
    await tx.db.insert(reminderItems).values(
      reminder.items.map((item) => ({
        companyId: tx.companyId,
        reminderId: row.id,
        instalmentId: item.instalment_id,
        documentId: item.document.id,
        position: item.position,
        dueDate: item.due_date,
        open: item.open,
        daysLate: item.days_late,
        interest: item.interest,
      })),
    );
    // Not a change of what the instalment settled: its version stays (instalments/plan.ts).
    await tx.db
      .update(instalments)
      .set({ lastReminderLevel: reminder.level, lastRemindedOn: reminder.date })
      .where(
        tx.owned(
          instalments,
          and(
            inArray(
              instalments.id,
              reminder.items.map((i) => i.instalment_id),
            ),
            or(isNull(instalments.lastRemindedOn), lte(instalments.lastRemindedOn, reminder.date)),
          ),
        ),
      );
    return row.id;
  });
  return get(tenant, id);
}
