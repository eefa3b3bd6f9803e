import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { ExportMenuButton } from './export/ExportMenuButton';
import type { ExportColumn } from './export/exportColumns';
import { PrintButton } from './PrintButton';
import { TableOptionsButton } from './TableOptionsButton';

interface AppListActionsProps {
  /** Spec path of the create screen; no create button when absent. */
  createPath?: string;
  exportColumns: ExportColumn[];
  exportFileName: string;
}

/** The list toolbar every resource shares: filters, create, table options, export, print. */
export const AppListActions = ({
  createPath,
  exportColumns,
  exportFileName,
}: AppListActionsProps) => (
  <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    {createPath && <CreateButton to={createPath} />}
    <TableOptionsButton />
    <ExportMenuButton columns={exportColumns} fileName={exportFileName} />
    <PrintButton />
  </TopToolbar>
);
