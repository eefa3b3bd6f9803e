import type { Identifier } from 'react-admin';

/**
 * Row order of a document, pure: a drag moves one row, the new order goes to the server as
 * ids, the screen shows it at once (optimistic) and then the rows the server answers; a
 * refusal puts the previous rows back.
 */
export interface OrderedRow {
  id: Identifier;
  position?: number;
}

/** The rows with `activeId` moved to where `overId` is; the same array when nothing moves. */
export function moveRow<Row extends OrderedRow>(
  rows: readonly Row[],
  activeId: Identifier,
  overId: Identifier | null | undefined,
): readonly Row[] {
  if (overId === null || overId === undefined || activeId === overId) return rows;
  const from = rows.findIndex((row) => row.id === activeId);
  const to = rows.findIndex((row) => row.id === overId);
  if (from < 0 || to < 0) return rows;
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The reorder call's payload: every row id, in order. */
export const rowIds = (rows: readonly OrderedRow[]) => rows.map((row) => row.id);

/** Positions 1..n in the shown order (what the rows look like before the server answers). */
export const renumber = <Row extends OrderedRow>(rows: readonly Row[]): Row[] =>
  rows.map((row, index) => ({ ...row, position: index + 1 }));

/** The server's rows in their order (by position, then id), whatever order they came in. */
export const byPosition = <Row extends OrderedRow>(rows: readonly Row[]): Row[] =>
  [...rows].sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || Number(a.id) - Number(b.id));

export const sameOrder = (a: readonly OrderedRow[], b: readonly OrderedRow[]) =>
  a.length === b.length && a.every((row, index) => row.id === b[index].id);

/**
 * One optimistic reorder: `optimistic` is shown at once; `settle` gives what to show when
 * the server answered (its rows) or refused (the rows from before the drag).
 */
export function planReorder<Row extends OrderedRow>(
  rows: readonly Row[],
  activeId: Identifier,
  overId: Identifier | null | undefined,
) {
  const moved = moveRow(rows, activeId, overId);
  if (moved === rows) return null;
  return {
    ids: rowIds(moved),
    optimistic: renumber(moved),
    settle: (answer: { rows: readonly Row[] } | { error: unknown }) =>
      'rows' in answer ? byPosition(answer.rows) : [...rows],
  };
}
