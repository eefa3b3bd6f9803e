import { DataTable, type DataTableProps, type RaRecord } from 'react-admin';
import { useSettings } from '../../theme/SettingsContext';
import { tableSx } from './tableOptions';

/**
 * react-admin's DataTable with the user's table options (hoverable, zebra, dense,
 * sticky header), set from the list toolbar and kept in the settings.
 */
export function AppDataTable<RecordType extends RaRecord = RaRecord>(
  props: DataTableProps<RecordType>,
) {
  const { table } = useSettings().settings;
  const { sx, ...rest } = props;
  return (
    <DataTable<RecordType>
      hover={table.hover}
      size={table.dense ? 'small' : 'medium'}
      {...rest}
      sx={[tableSx(table), ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

AppDataTable.Col = DataTable.Col;
AppDataTable.NumberCol = DataTable.NumberCol;
