import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SalesDocument } from '../../../contract/documents';
import { ColumnHeads } from '../../lib/inline/ColumnHeads';
import { TableScroll } from '../../lib/inline/TableScroll';
import { RowCard, useRowCards } from '../../lib/inline/RowCard';
import { cellSx, useRowColumns } from './rowColumns';

/** The rows as read (the show page, an issued document's edit page): no actions; cards on a phone. */
export const ReadOnlyRows = ({ rows }: { rows: SalesDocument['rows'] }) => {
  const columns = useRowColumns();
  if (useRowCards()) {
    return (
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {rows.map((row) => (
          <RowCard key={row.id} row={row} columns={columns} />
        ))}
      </Box>
    );
  }
  return (
    <TableScroll>
      <Table size="small">
        <ColumnHeads columns={columns} />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {columns.map((column) => (
                <TableCell key={column.label} align={column.align} sx={cellSx(column)}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
};
