import { describe, expect, it } from 'vitest';
import {
  PAGINATION_DEFAULTS,
  isPaginationVisible,
  pageCount,
  pageRange,
} from '../../src/lib/list/paginationModel';

describe('pagination model', () => {
  it('uses one sibling and one boundary page', () => {
    expect(PAGINATION_DEFAULTS).toEqual({ siblingCount: 1, boundaryCount: 1 });
  });

  it('is hidden when the total is 0 or less (or unknown)', () => {
    expect(isPaginationVisible(0)).toBe(false);
    expect(isPaginationVisible(-3)).toBe(false);
    expect(isPaginationVisible(undefined)).toBe(false);
    expect(isPaginationVisible(1)).toBe(true);
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(10, 0)).toBe(1);
  });

  it('gives the rows shown on a page', () => {
    expect(pageRange(1, 25, 60)).toEqual({ from: 1, to: 25 });
    expect(pageRange(3, 25, 60)).toEqual({ from: 51, to: 60 });
    expect(pageRange(1, 25, 0)).toEqual({ from: 0, to: 0 });
  });
});
