import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { z } from 'zod';
import { LOCALES, type Locale } from '../../../contract/messages/locale';
import { paymentTermSelects, paymentTerms } from '../../../contract/payment-terms';

/** The days of the instalments as typed: `30, 60, 90` (spaces, commas, slashes, semicolons). */
export function parseDays(text: string): number[] | string {
  const parts = text.split(/[\s,;/]+/).filter(Boolean);
  return parts.length > 0 && parts.every((part) => /^\d+$/.test(part)) ? parts.map(Number) : text;
}

/** The days as the form and the list show them: `30, 60, 90`. */
export const formatDays = (days: unknown) =>
  Array.isArray(days) ? days.join(', ') : String(days ?? '');

// The form keeps the days as typed; its schema reads them into the list the API checks (and
// the form sends: react-admin submits what the schema answers).
const typedDays = z.preprocess(
  (value) => (typeof value === 'string' ? parseDays(value) : value),
  paymentTerms.input.shape.days,
);

/** The create and the edit form's schemas: the contract's, with the days typed as text. */
export const paymentTermForm = {
  input: paymentTerms.input.extend({ days: typedDays }),
  update: paymentTerms.update.extend({ days: typedDays }),
};

const localeOf = (code: string): Locale =>
  (LOCALES as readonly string[]).includes(code) ? (code as Locale) : 'it';

/** The methods (`MP05 Bonifico`) and bases in the user's language, from the contract. */
export function usePaymentTermChoices() {
  const locale = useLocale();
  return useMemo(() => paymentTermSelects(localeOf(locale)), [locale]);
}
