import type { ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { ExportMenuButton } from './export/ExportMenuButton';
import { PrintButton } from './PrintButton';
import { TableOptionsButton } from './TableOptionsButton';

interface AppListActionsProps {
  /** Spec path of the create screen; no create button when absent. */
  createPath?: string;
  /** The resource's own buttons, after create (an import). */
  children?: ReactNode;
}

/**
 * The list toolbar every resource shares: filters, create, table options, export (the
 * columns its `index.ts` declares), print.
 */
export const AppListActions = ({ createPath, children }: AppListActionsProps) => (
  <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    {createPath && <CreateButton to={createPath} />}
    {children}
    <TableOptionsButton />
    <ExportMenuButton />
    <PrintButton />
  </TopToolbar>
);
