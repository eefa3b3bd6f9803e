import { z } from 'zod';
import { dateRange, dateString, documentRefSchema } from './common';
import { DOCUMENT_LANGUAGES } from './enums';

/**
 * A customer's statement (estratto conto, docs/collections.md "Statement"): what they were
 * charged and what they paid in a period, with the running balance from what was open before
 * it, and the instalments still open (overdue ones marked).
 */
export const STATEMENT_KINDS = [
  'document',
  'credit_note',
  'payment',
  'reversal',
  'write_off',
  'charges',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export const statementQuery = z
  .object({
    date_from: dateString.optional(),
    date_to: dateString.optional(),
    /** The PDF's language: the customer's unless asked. */
    locale: z.enum(DOCUMENT_LANGUAGES, { error: 'validation.choice' }).optional(),
  })
  .refine(...dateRange('date_from', 'date_to'));

const money = z.string();
const documentRef = documentRefSchema;

export const statementLine = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  document: documentRef.nullable(),
  payment_id: z.number().nullable(),
  /** Charged to the customer (a document, bank charges, a reversed payment). */
  debit: money,
  /** Settled by the customer (a payment, a credit note, a write-off). */
  credit: money,
  balance: money,
  /** A document with an instalment open past its due date. */
  overdue: z.boolean(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statementSchema = z.object({
  customer: z.object({ id: z.number(), name: z.string(), code: z.string(), language: z.string() }),
  date_from: z.string(),
  date_to: z.string(),
  today: z.string(),
  opening_balance: money,
  lines: z.array(statementLine),
  closing_balance: money,
  debit: money,
  credit: money,
  open: money,
  overdue: money,
  instalments: z.array(
    z.object({
      id: z.number(),
      document: documentRef,
      position: z.number(),
      due_date: z.string(),
      open: money,
      days_overdue: z.number(),
    }),
  ),
});
export type Statement = z.infer<typeof statementSchema>;
export const statementResponse = z.object({ item: statementSchema });
