import type { Locale } from '../locale';
import de from './de';
import en from './en';
import fr from './fr';
import hu from './hu';
import it from './it';

/**
 * Validation messages shared by the forms (through the SPA's i18n catalogues, under the
 * `validation` key) and the API (field errors of a 400, in the caller's Accept-Language).
 * The zod schemas in this folder use the keys (`validation.vat_number`) as their messages.
 */

/** `validation.vat_number` -> the message in `locale`; anything else is returned as it is. */
export const validationMessages = { it, en, de, fr, hu } satisfies Record<
  Locale,
  Record<string, string>
>;

export type ValidationKey = keyof (typeof validationMessages)['en'];

export function translateValidation(message: string, locale: Locale): string {
  const match = /^validation\.(\w+)$/.exec(message);
  if (!match) return message;
  const table = validationMessages[locale] as Record<string, string>;
  return table[match[1]] ?? message;
}
