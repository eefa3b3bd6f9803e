import type { Theme } from '@mui/material/styles';
import { tableCellClasses } from '@mui/material/TableCell';

/**
 * The dashboards' grids: key figures side by side as room allows (one column at 640 px),
 * charts two by two from `lg` and stacked below it.
 */
export const KPI_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
} as const;

export const CHART_GRID = {
  display: 'grid',
  gap: 2,
  mt: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** A card across the whole chart grid. */
export const FULL_ROW = { gridColumn: '1 / -1', minWidth: 0 } as const;

/**
 * Below `md` the cells' side padding shrinks and the headers may break over two lines, so
 * the columns fit a phone's width.
 */
export const NARROW_CELLS = (theme: Theme) => ({
  [theme.breakpoints.down('md')]: {
    [`& .${tableCellClasses.root}`]: { px: 0.5 },
    [`& .${tableCellClasses.head}`]: { whiteSpace: 'normal' },
  },
});
