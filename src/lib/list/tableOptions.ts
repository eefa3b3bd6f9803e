import type { TableOptions } from '../../theme/settings';

export const TABLE_OPTION_KEYS = [
  'hover',
  'zebra',
  'dense',
  'sticky',
] as const satisfies readonly (keyof TableOptions)[];

/**
 * Room left for the table when its header is sticky: app bar, list toolbar and pagination.
 * The table scrolls inside its own box (MUI's sticky-header pattern), so it also scrolls
 * sideways on narrow screens instead of pushing the page wider than the window.
 */
export const STICKY_TABLE_MAX_HEIGHT = 'calc(100vh - 190px)';

/** The styles of the table options (hoverable, zebra, dense, sticky header) on react-admin's DataTable. */
export function tableSx(options: TableOptions): Record<string, Record<string, string | number>> {
  return {
    '& .RaDataTable-tableWrapper': options.sticky
      ? { overflow: 'auto', maxHeight: STICKY_TABLE_MAX_HEIGHT }
      : { overflowX: 'auto' },
    '& .RaDataTable-headerCell': options.sticky
      ? { position: 'sticky', top: 0, zIndex: 2 }
      : { position: 'static' },
    '& .RaDataTable-rowEven': options.zebra ? { backgroundColor: 'action.hover' } : {},
    // Stronger than the zebra tint, so the row under the pointer stands out on even rows too.
    '& .RaDataTable-row.MuiTableRow-hover:hover': options.hover
      ? { backgroundColor: 'action.selected' }
      : {},
  };
}
