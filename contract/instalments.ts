import Decimal from 'decimal.js';
import { z } from 'zod';
import { dateRange, dateString, listQuery, optionSchema, refId, sortOrder, text } from './common';
import { PAYMENT_METHODS } from './payment-terms';

/**
 * An instalment (scadenza) of an issued invoice or debit note: one of its due dates, kept as a
 * record from the issue on (docs/collections.md). Its open amount is what is still to collect:
 * the amount and any bank charges of an unpaid presentation, less what payments, credit notes
 * and write-offs settled.
 */
export const INSTALMENT_STATES = [
  'open',
  'partly_paid',
  'paid',
  'presented',
  'unpaid',
  'written_off',
] as const;
export type InstalmentState = (typeof INSTALMENT_STATES)[number];

/** Where an instalment stands with the bank: never presented, in a batch, reported unpaid. */
export const BANK_STATES = ['none', 'presented', 'unpaid'] as const;
export type BankState = (typeof BANK_STATES)[number];

/** The figures an instalment's state follows (decimal strings). */
export interface InstalmentFigures {
  amount: string;
  charges: string;
  paid: string;
  credited: string;
  written_off: string;
  bank_state: BankState;
}

/** What is still to collect: amount + charges - paid - credited - written off. */
export function openAmount(f: Omit<InstalmentFigures, 'bank_state'>): Decimal {
  return new Decimal(f.amount).plus(f.charges).minus(f.paid).minus(f.credited).minus(f.written_off);
}

/**
 * The state an instalment is in: presented while a bank batch holds it; settled ("paid", or
 * "written off" when a write-off alone closed it) once nothing is open; reported unpaid by the
 * bank until settled; else partly paid or open.
 */
export function instalmentState(f: InstalmentFigures): InstalmentState {
  if (f.bank_state === 'presented') return 'presented';
  const settledBy = new Decimal(f.paid).plus(f.credited);
  if (openAmount(f).lte(0)) {
    return settledBy.isZero() && !new Decimal(f.written_off).isZero() ? 'written_off' : 'paid';
  }
  if (f.bank_state === 'unpaid') return 'unpaid';
  return settledBy.plus(f.written_off).gt(0) ? 'partly_paid' : 'open';
}

/** The ageing buckets of the receivables ledger, by days past the due date. */
export const AGEING_BUCKETS = ['not_due', 'd1_30', 'd31_60', 'd61_90', 'over_90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

/** Whole days from `due` to `today` (negative: not due yet). Both `YYYY-MM-DD`. */
export const daysPast = (due: string, today: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000);

/** The bucket of an instalment due on `due`, seen on `today`. */
export function ageingBucket(due: string, today: string): AgeingBucket {
  const days = daysPast(due, today);
  if (days <= 0) return 'not_due';
  if (days <= 30) return 'd1_30';
  if (days <= 60) return 'd31_60';
  if (days <= 90) return 'd61_90';
  return 'over_90';
}

const money = z.string();
const documentRef = z.object({
  id: z.number(),
  type: z.string(),
  number: z.number().nullable(),
  series: z.string(),
  year: z.number(),
  document_date: z.string(),
});

/** An instalment as the API answers it (amounts as exact decimal strings). */
export const instalmentSchema = z.object({
  id: z.number(),
  document: documentRef,
  customer: z.object({ id: z.number(), name: z.string() }),
  /** Its place among the document's instalments (1 of 2). */
  position: z.number(),
  count: z.number(),
  due_date: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  amount: money,
  charges: money,
  paid: money,
  credited: money,
  written_off: money,
  write_off_reason: z.string().nullable(),
  open: money,
  state: z.enum(INSTALMENT_STATES),
  bank_state: z.enum(BANK_STATES),
  /** The company account of its latest presentation to the bank, kept after the outcome. */
  bank_account: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Days past the due date while open (0: not due, or settled). */
  days_overdue: z.number(),
  /** The last reminder that listed it (contract/reminders.ts). */
  last_reminder: z.object({ level: z.number(), date: z.string() }).nullable(),
  version: z.number(),
});
export type Instalment = z.infer<typeof instalmentSchema>;

export const INSTALMENT_SORTS = ['due_date', 'customer', 'open', 'amount', 'id'] as const;

const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((v) => v.split(','))
    .pipe(z.array(z.enum(values, { error: 'validation.choice' })).min(1));
const flag = z.enum(['true', 'false'], { error: 'validation.choice' });

/** The ledger's filters (`GET /instalments`, and the summary). */
const filters = {
  customer_id: refId.optional(),
  document_id: refId.optional(),
  /** Presented to the bank through this company account (the latest presentation's). */
  bank_account_id: refId.optional(),
  due_from: dateString.optional(),
  due_to: dateString.optional(),
  /** One method or several: `method=MP12,MP05`. */
  method: listOf(PAYMENT_METHODS).optional(),
  /** One state or several; without it and without `settled`, the open ones. */
  state: listOf(INSTALMENT_STATES).optional(),
  /** `true`: open and past the due date only. */
  overdue: flag.optional(),
  /** `true`: settled ones too (paid, written off). */
  settled: flag.optional(),
  bucket: z.enum(AGEING_BUCKETS, { error: 'validation.choice' }).optional(),
};
export type InstalmentFilters = z.output<z.ZodObject<typeof filters>>;

export const instalmentListQuery = listQuery(INSTALMENT_SORTS)
  .extend({ order: sortOrder('ASC'), ...filters })
  .refine(...dateRange('due_from', 'due_to'));

export const instalmentSelects = z.object({
  states: z.array(optionSchema),
  methods: z.array(optionSchema),
  buckets: z.array(optionSchema),
});

export const instalmentListResponse = z.object({
  items: z.array(instalmentSchema),
  total: z.number(),
  total_capped: z.boolean(),
  selects: instalmentSelects,
});
export const instalmentOneResponse = z.object({ item: instalmentSchema });
export const instalmentItemsResponse = z.object({ items: z.array(instalmentSchema) });

/** The ledger's totals by ageing bucket and by period, over the same filters. */
export const instalmentSummaryQuery = z
  .object({
    group: z.enum(['week', 'month'], { error: 'validation.choice' }).default('month'),
    ...filters,
  })
  .refine(...dateRange('due_from', 'due_to'));
export const instalmentSummary = z.object({
  today: z.string(),
  count: z.number(),
  open: money,
  overdue: money,
  buckets: z.array(z.object({ bucket: z.enum(AGEING_BUCKETS), count: z.number(), open: money })),
  /** By the week (its Monday) or month (its first day) the instalments fall due in. */
  periods: z.array(z.object({ period: z.string(), count: z.number(), open: money })),
});

/** `POST /instalments/{id}/write-off`: the open rest is written off, with the reason why. */
export const writeOffBody = z.object({
  reason: text({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.too_long'),
  version: z.coerce.number().int().min(1),
});
