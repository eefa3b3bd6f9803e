import { sql, type SQLWrapper } from 'drizzle-orm';

/** `sum(x)` as an integer, 0 when nothing matched. */
export const sumCount = (expression: SQLWrapper) =>
  sql<number>`coalesce(sum(${expression}), 0)::int`;

/** `sum(x)` as numeric(18,2) (a decimal string), 0.00 when nothing matched. */
export const sumMoney = (expression: SQLWrapper) =>
  sql<string>`coalesce(sum(${expression}), 0)::numeric(18, 2)`;
