import { describe, expect, it } from 'vitest';
import {
  byPosition,
  moveRow,
  planReorder,
  renumber,
  rowIds,
  sameOrder,
} from '../../src/resources/documents/rowOrder';

const rows = [
  { id: 10, position: 1 },
  { id: 11, position: 2 },
  { id: 12, position: 3 },
];

describe('row order', () => {
  it('moves a row down and up to the place of another', () => {
    expect(rowIds(moveRow(rows, 10, 12))).toEqual([11, 12, 10]);
    expect(rowIds(moveRow(rows, 12, 10))).toEqual([12, 10, 11]);
  });

  it('leaves the rows alone when nothing moves', () => {
    expect(moveRow(rows, 10, 10)).toBe(rows);
    expect(moveRow(rows, 10, null)).toBe(rows);
    expect(moveRow(rows, 99, 10)).toBe(rows);
  });

  it('renumbers positions 1..n and sorts server rows by position', () => {
    expect(renumber([rows[2], rows[0]]).map((r) => r.position)).toEqual([1, 2]);
    expect(rowIds(byPosition([rows[2], rows[0], rows[1]]))).toEqual([10, 11, 12]);
    expect(sameOrder(rows, [...rows])).toBe(true);
    expect(sameOrder(rows, [rows[1], rows[0], rows[2]])).toBe(false);
  });

  it('shows the new order at once, then the server rows', () => {
    const plan = planReorder(rows, 12, 10)!;
    expect(plan.ids).toEqual([12, 10, 11]);
    expect(plan.optimistic).toEqual([
      { id: 12, position: 1 },
      { id: 10, position: 2 },
      { id: 11, position: 3 },
    ]);
    const server = [
      { id: 11, position: 3 },
      { id: 12, position: 1 },
      { id: 10, position: 2 },
    ];
    expect(rowIds(plan.settle({ rows: server }))).toEqual([12, 10, 11]);
  });

  it('puts the rows back as they were when the server refuses', () => {
    const plan = planReorder(rows, 10, 11)!;
    expect(plan.settle({ error: new Error('400') })).toEqual(rows);
    expect(planReorder(rows, 10, 10)).toBeNull();
  });
});
