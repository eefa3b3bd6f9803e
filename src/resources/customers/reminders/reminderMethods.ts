import type { Identifier } from 'ra-core';
import type { Reminder, ReminderLevel } from '../../../../contract/reminders';
import type { ProviderCall } from '../../../providers/dataProviderModel';

/** What the office chooses for a reminder (contract/reminders.ts `reminderInput`). */
export interface ReminderChoice {
  level: ReminderLevel;
  date: string;
  deadline_days: number;
  flat_compensation: boolean;
}

/** A customer's payment reminders (docs/collections.md, "Reminders"), part of `AppDataProvider`. */
export interface ReminderMethods {
  /** `GET /customers/{id}/reminders`: the latest first. */
  getReminders(customerId: Identifier, signal?: AbortSignal): Promise<Reminder[]>;
  /** `GET /customers/{id}/reminders/preview`: what the letter would list; 409 when nothing is overdue. */
  previewReminder(
    customerId: Identifier,
    choice: ReminderChoice,
    signal?: AbortSignal,
  ): Promise<Reminder>;
  /** `POST /customers/{id}/reminders`: writes it, marking its instalments. */
  createReminder(customerId: Identifier, choice: ReminderChoice): Promise<Reminder>;
  /** `GET /reminders/{id}/pdf`: the letter in the customer's language. */
  reminderPdf(id: Identifier): Promise<Blob>;
}

export function reminderMethods(call: ProviderCall): ReminderMethods {
  const ofCustomer = (id: Identifier) => `/customers/${id}/reminders`;
  const query = (choice: ReminderChoice) =>
    new URLSearchParams(
      Object.entries(choice).map(([key, value]) => [key, String(value)]),
    ).toString();
  return {
    getReminders: async (customerId, signal) =>
      (await call<{ items: Reminder[] }>('read', ofCustomer(customerId), { signal })).items,
    previewReminder: async (customerId, choice, signal) =>
      (
        await call<{ item: Reminder }>(
          'read',
          `${ofCustomer(customerId)}/preview?${query(choice)}`,
          { signal },
        )
      ).item,
    createReminder: async (customerId, choice) =>
      (
        await call<{ item: Reminder }>('create', ofCustomer(customerId), {
          method: 'POST',
          body: choice,
        })
      ).item,
    reminderPdf: (id) => call<Blob>('read', `/reminders/${id}/pdf`, { responseType: 'blob' }),
  };
}
