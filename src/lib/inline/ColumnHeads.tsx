import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { STICKY_END } from './RowActionsCell';

interface ColumnHeadsProps {
  /** Each column's label (a translation key) and alignment. */
  columns: readonly { label: string; align?: 'left' | 'right' }[];
  /** An empty first cell over the rows' drag handles. */
  handle?: boolean;
  /** An empty last cell over the rows' action buttons. */
  actions?: boolean;
  /** What the handle cell holds over the rows' checkboxes (a "select all"). */
  select?: ReactNode;
}

/** The head of a rows table: the columns' translated labels; handle and actions cells are not printed. */
export const ColumnHeads = ({
  columns,
  handle = false,
  actions = false,
  select,
}: ColumnHeadsProps) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {handle && (
          // At the end of the cell, over the rows' checkboxes (which follow their handles).
          <TableCell className="no-print" padding="checkbox" align="right">
            {select}
          </TableCell>
        )}
        {columns.map((column) => (
          <TableCell key={column.label} align={column.align}>
            {translate(column.label)}
          </TableCell>
        ))}
        {actions && <TableCell className="no-print" sx={STICKY_END} />}
      </TableRow>
    </TableHead>
  );
};
