/**
 * PostgreSQL takes at most 65,535 parameters in a statement: a multi-row insert or `VALUES`
 * list of thousands of rows goes in slices of `size` rows (size × columns under the limit).
 */
export const ROWS_PER_STATEMENT = 5_000;

export function chunked<T>(list: readonly T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
