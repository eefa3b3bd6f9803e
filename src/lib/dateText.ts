/**
 * Dates as typed and shown in the UI languages, without a date library (the lists' date
 * filters, `DateFilterInput`): 21/11/2026 in Italian, English (en-GB), French; 21.11.2026 in
 * German; 2026. 11. 21. in Hungarian, the formats of the date pickers.
 */
interface DateTextFormat {
  order: 'dmy' | 'ymd';
  separator: string;
  trailing: string;
}

const FORMATS: Record<string, DateTextFormat> = {
  it: { order: 'dmy', separator: '/', trailing: '' },
  en: { order: 'dmy', separator: '/', trailing: '' },
  fr: { order: 'dmy', separator: '/', trailing: '' },
  de: { order: 'dmy', separator: '.', trailing: '' },
  hu: { order: 'ymd', separator: '. ', trailing: '.' },
};

const formatOf = (locale: string) => FORMATS[locale] ?? FORMATS.it;
const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** `2026-11-21` -> `21/11/2026` (it); '' when empty or not a wire date. */
export function wireToText(value: unknown, locale: string): string {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  const { order, separator, trailing } = formatOf(locale);
  const parts = order === 'dmy' ? [day, month, year] : [year, month, day];
  return parts.join(separator) + trailing;
}

/** Is `year-month-day` a day of the calendar? */
function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * A typed date as the wire's `YYYY-MM-DD`: `21/11/2026`, `21-11-2026`, `21112026` (it); null
 * for an empty text, undefined when it is not (yet) a date.
 */
export function textToWire(text: string, locale: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const { order } = formatOf(locale);
  let parts = trimmed.split(/[^\d]+/).filter(Boolean);
  if (parts.length === 1 && parts[0].length === 8) {
    const digits = parts[0];
    parts =
      order === 'dmy'
        ? [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)]
        : [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)];
  }
  if (parts.length !== 3) return undefined;
  const [dayText, monthText, yearText] = order === 'dmy' ? parts : [parts[2], parts[1], parts[0]];
  // Four-digit years only: while `21/11/20` is being typed, it is not yet 21/11/2020.
  if (yearText.length !== 4) return undefined;
  const [day, month, year] = [Number(dayText), Number(monthText), Number(yearText)];
  if (!isCalendarDay(year, month, day)) return undefined;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
