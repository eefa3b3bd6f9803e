/**
 * Pagination rules shared by every list (spec sections 2 and 9): one sibling and one
 * boundary page around the current one, hidden when there is nothing to page.
 */
export const PAGINATION_DEFAULTS = { siblingCount: 1, boundaryCount: 1 } as const;
export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
/** A company's whole registry usually fits on one or two pages. */
export const DEFAULT_PER_PAGE = 50;

export const isPaginationVisible = (total: number | undefined): boolean =>
  typeof total === 'number' && total > 0;

export const pageCount = (total: number, perPage: number): number =>
  perPage > 0 ? Math.max(1, Math.ceil(total / perPage)) : 1;

/** First and last row shown, 1-based: page 2 of 25 per page over 60 rows -> 26..50. */
export function pageRange(
  page: number,
  perPage: number,
  total: number,
): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * perPage + 1, total);
  return { from, to: Math.min(page * perPage, total) };
}
