import { dateTimeFormat } from './intl';

/** A day as the wire's date (`YYYY-MM-DD`), in the browser's time zone: today by default. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `2026-11-21` -> `21/11/2026` (it); the wire date read as a calendar day, not a UTC time. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  if (!year || !month || !day) return value;
  return dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(year, month - 1, day));
}

/**
 * `2026-11-21` -> that calendar day at UTC midnight, what a spreadsheet stores for a date
 * (exceljs counts days in UTC); the text itself when it is not a wire date.
 */
export function utcDate(value: string): Date | string {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return year && month && day ? new Date(Date.UTC(year, month - 1, day)) : value;
}
