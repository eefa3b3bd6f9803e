/** The company's calendar: Italian companies close their day in Rome. */
export const TIME_ZONE = 'Europe/Rome';

// en-CA formats as YYYY-MM-DD. A formatter takes long to make (locale data, time-zone rules)
// and lists ask for today once per document: one per time zone, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date where the companies work. */
export function todayIn(timeZone = TIME_ZONE, now = new Date()): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone });
    formatters.set(timeZone, format);
  }
  return format.format(now);
}
