import type { TableOptions } from '../../theme/settings';

export const TABLE_OPTION_KEYS = [
  'hover',
  'zebra',
  'dense',
  'sticky',
] as const satisfies readonly (keyof TableOptions)[];

/**
 * The styles of the table options (hoverable, zebra, dense, sticky header) on
 * react-admin's DataTable. `stickyTop` is the height of an app bar that stays on screen.
 */
export function tableSx(
  options: TableOptions,
  stickyTop = 0,
): Record<string, Record<string, string | number>> {
  return {
    '& .RaDataTable-headerCell': options.sticky
      ? { position: 'sticky', top: stickyTop, zIndex: 2 }
      : { position: 'static' },
    '& .RaDataTable-rowEven': options.zebra ? { backgroundColor: 'action.hover' } : {},
    '& .RaDataTable-row:hover': options.hover ? {} : { backgroundColor: 'transparent' },
  };
}
