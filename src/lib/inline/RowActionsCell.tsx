import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface RowActionsCellProps {
  onEdit: () => void;
  onDelete: () => void;
  /** Actions of the table's own, shown before edit and delete. */
  children?: ReactNode;
}

/**
 * Kept at the right end of a table that scrolls sideways (`TableScroll`), over the cells it
 * passes, so a row's actions are in reach on a phone.
 */
export const STICKY_END = {
  whiteSpace: 'nowrap',
  position: 'sticky',
  insetInlineEnd: 0,
  bgcolor: 'background.paper',
  backgroundImage: 'inherit',
} as const;

/** A row's buttons: its own (`children`), then edit and delete. */
export const RowActions = ({ onEdit, onDelete, children }: RowActionsCellProps) => {
  const translate = useTranslate();
  return (
    <>
      {children}
      <Tooltip title={translate('ra.action.edit')}>
        <IconButton size="small" onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('ra.action.delete')}>
        <IconButton size="small" color="error" onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
};

/** The last cell of an editable table's row: edit and delete buttons (not printed). */
export const RowActionsCell = (props: RowActionsCellProps) => (
  <TableCell className="no-print" align="right" sx={STICKY_END}>
    <RowActions {...props} />
  </TableCell>
);
