import { formatDate } from '../../lib/dates';
import { dateTimeFormat } from '../../lib/intl';

/** How the ledger's summary groups what falls due: by week (its Monday) or by month. */
export const PERIOD_GROUPS = ['week', 'month'] as const;
export type PeriodGroup = (typeof PERIOD_GROUPS)[number];

/** The summary's grouping as the user last chose it (react-admin's store). */
export const PERIOD_GROUP_KEY = 'instalments.summary.group';

export const isPeriodGroup = (value: unknown): value is PeriodGroup =>
  PERIOD_GROUPS.includes(value as PeriodGroup);

/**
 * A period of the summary as the screen names it: `2026-12-01` by month is "dicembre 2026"
 * (it); `2026-11-30` by week is the week's message with its Monday, "Settimana dal 30/11/2026".
 */
export function periodLabel(
  period: string,
  group: PeriodGroup,
  locale: string,
  weekOf: (date: string) => string,
): string {
  if (group === 'week') return weekOf(formatDate(period, locale));
  const [year, month] = period.split('-').map(Number);
  return dateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
}
