import type { AuditEntry } from '../../../contract/audit-entries';
import { dateTimeFormat } from '../../lib/intl';

const MOMENT: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** "21/11/2026 14:05", in the reader's language. */
export const formatMoment = (iso: string, locale: string) =>
  dateTimeFormat(locale === 'en' ? 'en-GB' : locale, MOMENT).format(new Date(iso));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields an update changed (before and after differ), in the record's own names. */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const { before, after } = entry;
  if (!isObject(before) || !isObject(after)) return [];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter(
    (key) =>
      key !== 'version' &&
      key !== 'updated_at' &&
      JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
