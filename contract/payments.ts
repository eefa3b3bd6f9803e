import { z } from 'zod';
import {
  dateRange,
  dateString,
  decimalString,
  listQuery,
  optionalText,
  optionSchema,
  refId,
  sortOrder,
  text,
  documentRefSchema,
} from './common';
import { PAYMENT_METHODS } from './payment-terms';

/** At most this many instalments settled by one payment (one call). */
export const MAX_ALLOCATIONS = 1000;

const amount = decimalString({ scale: 2, min: 0.01 });

/** A part of a payment settling one instalment of the payment's customer. */
export const allocationInput = z.object({ instalment_id: refId, amount });

const allocations = z
  .array(allocationInput, { error: 'validation.choice' })
  .max(MAX_ALLOCATIONS)
  .refine(
    (list) => new Set(list.map((a) => a.instalment_id)).size === list.length,
    'validation.duplicate_instalment',
  );

/**
 * `POST /payments`: money received from one customer, allocated to instalments of theirs in
 * full or in part; what is not allocated stays as the customer's credit. Never edited: a wrong
 * one is reversed (`POST /payments/{id}/reverse`).
 */
export const paymentInput = z.object({
  customer_id: refId,
  payment_date: dateString,
  amount,
  method: z.enum(PAYMENT_METHODS, { error: 'validation.choice' }),
  bank_account_id: refId.nullish().transform((v) => v ?? null),
  note: optionalText(500, { multiline: true }),
  allocations: allocations.default([]),
});
export type PaymentInput = z.input<typeof paymentInput>;

/** `POST /payments/{id}/allocations`: more of a payment's (or credit note's) credit used. */
export const allocateBody = z.object({ allocations: allocations.min(1, 'validation.required') });

/** `POST /payments/{id}/reverse`: its allocations undone, the payment kept as reversed. */
export const reverseBody = z.object({
  reason: text({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(500, 'validation.too_long'),
});

const documentRef = documentRefSchema;

export const allocationSchema = z.object({
  id: z.number(),
  instalment_id: z.number(),
  document: documentRef,
  due_date: z.string(),
  position: z.number(),
  amount: z.string(),
  created_at: z.string(),
});

export const paymentSchema = z.object({
  id: z.number(),
  customer: z.object({ id: z.number(), name: z.string() }),
  payment_date: z.string(),
  amount: z.string(),
  /** Null for a credit note's credit. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  bank_account: z.object({ id: z.number(), name: z.string() }).nullable(),
  note: z.string().nullable(),
  /** The credit note whose amount this credit is (null: money received). */
  credit_note: documentRef.nullable(),
  allocated: z.string(),
  /** What is left as the customer's credit (0 once reversed). */
  unallocated: z.string(),
  reversed_at: z.string().nullable(),
  reversal_reason: z.string().nullable(),
  created_at: z.string(),
});
export const paymentWithAllocations = paymentSchema.extend({
  allocations: z.array(allocationSchema),
});
export type Payment = z.infer<typeof paymentWithAllocations>;

export const PAYMENT_SORTS = ['payment_date', 'customer', 'amount', 'id'] as const;
const flag = z.enum(['true', 'false'], { error: 'validation.choice' });

export const paymentListQuery = listQuery(PAYMENT_SORTS)
  .extend({
    order: sortOrder('DESC'),
    customer_id: refId.optional(),
    date_from: dateString.optional(),
    date_to: dateString.optional(),
    method: z.enum(PAYMENT_METHODS, { error: 'validation.choice' }).optional(),
    bank_account_id: refId.optional(),
    /** `true`: reversed ones only; `false`: those in force. */
    reversed: flag.optional(),
    /** `true`: those with credit left to allocate. */
    credit: flag.optional(),
    /** `true`: credit notes' credits; `false`: money received. */
    credit_note: flag.optional(),
  })
  .refine(...dateRange('date_from', 'date_to'));

export const paymentSelects = z.object({
  methods: z.array(optionSchema),
  bankAccounts: z.array(optionSchema),
});
export const paymentListResponse = z.object({
  items: z.array(paymentSchema),
  total: z.number(),
  selects: paymentSelects,
});
export const paymentOneResponse = z.object({
  item: paymentWithAllocations,
  selects: paymentSelects,
});
export const paymentItemResponse = z.object({ item: paymentWithAllocations });
