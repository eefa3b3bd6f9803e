import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'react-admin';
import { STICKY_END } from './RowActionsCell';

interface ColumnHeadsProps {
  /** Each column's label (a translation key) and alignment. */
  columns: readonly { label: string; align?: 'left' | 'right' }[];
  /** An empty first cell over the rows' drag handles. */
  handle?: boolean;
  /** An empty last cell over the rows' action buttons. */
  actions?: boolean;
}

/** The head of a rows table: the columns' translated labels; handle and actions cells are not printed. */
export const ColumnHeads = ({ columns, handle = false, actions = false }: ColumnHeadsProps) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {handle && <TableCell className="no-print" padding="checkbox" />}
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
