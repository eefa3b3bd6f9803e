import { z } from 'zod';
import {
  dateRange,
  dateString,
  decimalString,
  documentRefSchema,
  listQuery,
  MAX_ID,
  optionSchema,
  refId,
  sortOrder,
  text,
} from './common';
import type { PaymentMethod } from './payment-terms';

/**
 * Bank batches (docs/collections.md, "Bank batches"): open instalments handed to the bank
 * to collect, as a RiBa batch (distinta RiBa, a CBI file) or a SEPA direct-debit batch (a
 * pain.008 file). While a batch holds an instalment it is "presented"; the bank's outcome
 * then credits it (paid) or reports it unpaid (insoluto: reopened, charges added).
 */
export const BATCH_KINDS = ['riba', 'sdd'] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];

/** The FatturaPA methods each kind of batch collects. */
export const BATCH_METHODS: Record<BatchKind, readonly PaymentMethod[]> = {
  riba: ['MP12'],
  sdd: ['MP19', 'MP20', 'MP21'],
};

/** An item of a batch: presented, then credited by the bank or reported unpaid. */
export const BATCH_ITEM_STATES = ['presented', 'credited', 'unpaid'] as const;
export type BatchItemState = (typeof BATCH_ITEM_STATES)[number];

/** A batch: presented (the file given to the bank), or credited (the bank's credit recorded). */
export const BATCH_STATES = ['presented', 'credited'] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/** At most this many instalments in one batch (one file). */
export const MAX_BATCH_ITEMS = 10_000;

/** `POST /bank-batches`: instalments of the kind's methods, presented through an account. */
export const bankBatchInput = z.object({
  kind: z.enum(BATCH_KINDS, { error: 'validation.choice' }),
  bank_account_id: refId,
  /** RiBa: the day the bank credits the batch; SEPA: the requested collection date. */
  credit_date: dateString,
  instalment_ids: z
    .array(refId, { error: 'validation.required' })
    .min(1, 'validation.required')
    .max(MAX_BATCH_ITEMS, 'validation.batch_too_many')
    .refine((ids) => new Set(ids).size === ids.length, 'validation.duplicate_instalment'),
});
export type BankBatchInput = z.input<typeof bankBatchInput>;

/** `POST /bank-batches/{id}/credit`: the bank credited what is still presented, on `date`. */
export const batchCreditBody = z.object({ date: dateString });

/** `POST /bank-batches/{id}/items/{item}/unpaid`: the bank reported an item unpaid. */
export const batchUnpaidBody = z.object({
  date: dateString,
  /** The bank's charges, due from the customer on top of the instalment. */
  charges: decimalString({ scale: 2, integerDigits: 8, min: 0 }).default('0'),
  reason: text({ error: 'validation.required' }).trim().max(500, 'validation.too_long').default(''),
});

export const batchItemParams = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID),
  item: z.coerce.number().int().positive().max(MAX_ID),
});

const money = z.string();
const ref = z.object({ id: z.number(), name: z.string() });

export const batchItemSchema = z.object({
  id: z.number(),
  instalment_id: z.number(),
  document: documentRefSchema,
  customer: ref,
  due_date: z.string(),
  amount: money,
  state: z.enum(BATCH_ITEM_STATES),
  charges: money,
  outcome_date: z.string().nullable(),
  reason: z.string().nullable(),
  /** SEPA: the mandate and its sequence (FRST, RCUR) in this batch. */
  mandate_reference: z.string().nullable(),
  sequence: z.string().nullable(),
});
export type BatchItem = z.infer<typeof batchItemSchema>;

export const bankBatchSchema = z.object({
  id: z.number(),
  kind: z.enum(BATCH_KINDS),
  year: z.number(),
  number: z.number(),
  bank_account: ref,
  credit_date: z.string(),
  state: z.enum(BATCH_STATES),
  count: z.number(),
  total: money,
  unpaid_count: z.number(),
  unpaid_total: money,
  file_name: z.string(),
  credited_at: z.string().nullable(),
  created_at: z.string(),
  items: z.array(batchItemSchema).optional(),
});
export type BankBatch = z.infer<typeof bankBatchSchema>;

export const BATCH_SORTS = ['created_at', 'credit_date', 'total', 'id'] as const;

export const bankBatchListQuery = listQuery(BATCH_SORTS)
  .extend({
    order: sortOrder('DESC'),
    kind: z.enum(BATCH_KINDS, { error: 'validation.choice' }).optional(),
    state: z.enum(BATCH_STATES, { error: 'validation.choice' }).optional(),
    bank_account_id: refId.optional(),
    date_from: dateString.optional(),
    date_to: dateString.optional(),
  })
  .refine(...dateRange('date_from', 'date_to'));

export const bankBatchSelects = z.object({
  kinds: z.array(optionSchema),
  states: z.array(optionSchema),
  bankAccounts: z.array(optionSchema),
});

export const bankBatchListResponse = z.object({
  items: z.array(bankBatchSchema),
  total: z.number(),
  selects: bankBatchSelects,
});
export const bankBatchItemResponse = z.object({ item: bankBatchSchema });
