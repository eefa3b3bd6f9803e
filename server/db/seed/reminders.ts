import { and, desc, gt, lt, ne, sql } from 'drizzle-orm';
import { addDays } from '../../../contract/calendar';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { instalments } from '../../resources/instalments/table';
import { lateInterestRates } from '../../resources/late-interest-rates/table';
import { create } from '../../resources/reminders/service';
import { todayIn } from '../../lib/dates';
import { tenantScope } from '../../lib/tenant';

type Tx = Parameters<Parameters<NodePgDatabase['transaction']>[0]>[0];

/**
 * The ECB main refinancing rate in force on the first day of each half-year, as the Ministry
 * of Economy publishes it for D.Lgs. 231/2002. The office adds each new half-year
 * (docs/collections.md, "Reminders"); a half-year missing here is flagged on the reminder.
 */
export const ECB_REFERENCE_RATES: [string, string][] = [
  ['2022-01-01', '0.00'],
  ['2022-07-01', '0.00'],
  ['2023-01-01', '2.50'],
  ['2023-07-01', '4.00'],
  ['2024-01-01', '4.50'],
  ['2024-07-01', '4.25'],
  ['2025-01-01', '3.15'],
  ['2025-07-01', '2.15'],
  ['2026-01-01', '2.15'],
];

/**
 * The rates table, and a courteous reminder (dated two weeks ago when something was overdue
 * then) to the customer with most overdue, through the API's own function.
 */
export async function seedReminders(tx: Tx, companyId: number) {
  const scope = tenantScope(tx, companyId);
  await tx.insert(lateInterestRates).values(
    ECB_REFERENCE_RATES.map(([valid_from, reference_rate]) => ({
      companyId,
      valid_from,
      reference_rate,
    })),
  );
  const date = addDays(todayIn(), -14);
  const [late] = await scope.db
    .select({ customerId: instalments.customerId })
    .from(instalments)
    .where(
      scope.owned(
        instalments,
        and(
          gt(instalments.openAmount, '0'),
          lt(instalments.dueDate, date),
          ne(instalments.bankState, 'presented'),
        ),
      ),
    )
    .groupBy(instalments.customerId)
    .orderBy(desc(sql`sum(${instalments.openAmount})`))
    .limit(1);
  if (late) await create(scope, late.customerId, { level: 1, date, flat_compensation: false });
}
