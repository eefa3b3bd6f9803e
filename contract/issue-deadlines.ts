import { addDays, monthStart } from './calendar';

/**
 * When an invoice is due to the SDI (DPR 633/72 art. 21 c.4): an immediate invoice within 12
 * days of its operation, the date it bears; a deferred one, billing goods shipped on DDTs, by
 * the 15th of the month after the month of its DDTs (the earliest, when it bills several).
 * Issuing later is legal but sanctioned: the product asks before it (docs/e-invoicing.md).
 */
export const IMMEDIATE_DAYS = 12;
export const DEFERRED_DAY = 15;

export interface IssueDeadline {
  rule: 'immediate' | 'deferred';
  /** The last day the invoice is on time, `YYYY-MM-DD`. */
  deadline: string;
}

/** The deadline of an invoice dated `documentDate` billing DDTs dated `ddtDates` (none: immediate). */
export function issueDeadline(documentDate: string, ddtDates: readonly string[]): IssueDeadline {
  if (!ddtDates.length) {
    return { rule: 'immediate', deadline: addDays(documentDate, IMMEDIATE_DAYS) };
  }
  const earliest = [...ddtDates].sort()[0];
  return { rule: 'deferred', deadline: addDays(monthStart(earliest, 1), DEFERRED_DAY - 1) };
}
