import { z } from 'zod';
import { dateString, documentRefSchema } from './common';
import { DOCUMENT_LANGUAGES } from './enums';

/**
 * A payment reminder (sollecito, docs/collections.md "Reminders"): a letter to a customer
 * listing what is overdue, at one of three levels (courteous, formal, formal notice), with
 * the late-payment interest of D.Lgs. 231/2002 when the customer is a business or a public
 * administration. Each reminder is kept as written (its figures frozen) and marks its
 * instalments with the last reminder they had.
 */
export const REMINDER_LEVELS = [1, 2, 3] as const;
export type ReminderLevel = (typeof REMINDER_LEVELS)[number];

/** Days the letter gives to pay, by level, unless asked. */
export const DEFAULT_DEADLINE_DAYS: Record<ReminderLevel, number> = { 1: 10, 2: 10, 3: 15 };

/** The fixed compensation for recovery costs, per late invoice (D.Lgs. 231/2002, art. 6 c.2). */
export const FLAT_COMPENSATION = '40.00';

/** The next level after the customer's last reminder (1 without any; 3 stays 3). */
export const nextLevel = (last: number | null | undefined): ReminderLevel =>
  Math.min(3, (last ?? 0) + 1) as ReminderLevel;

const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'validation.boolean' })
  .transform((v) => v === true || v === 'true');

/** What the office chooses; the same fields preview (`GET .../preview`) and write. */
export const reminderInput = z.object({
  level: z.coerce
    .number({ error: 'validation.choice' })
    .int('validation.choice')
    .refine((v) => (REMINDER_LEVELS as readonly number[]).includes(v), 'validation.choice'),
  /** The letter's date, today unless given; never after today. */
  date: dateString.optional(),
  /** Days from the letter's date to pay by (the level's default unless given). */
  deadline_days: z.coerce
    .number({ error: 'validation.integer' })
    .int('validation.integer')
    .min(0, 'validation.deadline_days')
    .max(90, 'validation.deadline_days')
    .optional(),
  /** Add the 40 € per late invoice of art. 6 (businesses and administrations only). */
  flat_compensation: flag.default(false),
});
export type ReminderInput = z.input<typeof reminderInput>;

const money = z.string();

export const reminderItemSchema = z.object({
  instalment_id: z.number(),
  document: documentRefSchema,
  position: z.number(),
  due_date: z.string(),
  open: money,
  days_late: z.number(),
  interest: money,
});
export type ReminderItem = z.infer<typeof reminderItemSchema>;

/** A yearly rate the interest used, from a half-year's first day (or the delay's). */
export const reminderRateSchema = z.object({
  from: z.string(),
  rate: money,
  /** The rates table had no row for the half-year: the latest earlier rate was used. */
  missing: z.boolean(),
});

export const reminderSchema = z.object({
  /** Null in a preview. */
  id: z.number().nullable(),
  customer: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  level: z.number(),
  date: z.string(),
  pay_by: z.string(),
  /** The letter's language: the customer's when it was written. */
  locale: z.enum(DOCUMENT_LANGUAGES),
  /** D.Lgs. 231/2002 applies (not to consumers): interest and compensation are claimed. */
  interest_applies: z.boolean(),
  rates: z.array(reminderRateSchema),
  open: money,
  interest: money,
  compensation: money,
  total: money,
  items: z.array(reminderItemSchema),
  created_at: z.string().nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const reminderItemResponse = z.object({ item: reminderSchema });
export const reminderListResponse = z.object({ items: z.array(reminderSchema) });
