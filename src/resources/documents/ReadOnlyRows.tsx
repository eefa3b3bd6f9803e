import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SalesDocument } from '../../../contract/documents';
import { ColumnHeads } from '../../lib/inline/ColumnHeads';
import { cellSx, useRowColumns } from './rowColumns';
import { TableScroll } from '../../lib/inline/TableScroll';

/** The rows as read (the show page, an issued document's edit page): no actions. */
export const ReadOnlyRows = ({ rows }: { rows: SalesDocument['rows'] }) => {
  const columns = useRowColumns();
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
