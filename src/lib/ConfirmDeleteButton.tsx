import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Button, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { useCan } from './useCan';

// The dialog and its mutation load on the first click: a list shows this button on every row.
const DeleteDialog = lazy(() => import('./ConfirmDeleteDialog'));

export interface ConfirmDeleteButtonProps {
  resource: string;
  /** Translation keys: the dialog's `title`, `content`, optional `confirm`, and `done`. */
  messages: { title: string; content: string; confirm?: string; done: string };
  redirectTo?: string;
  /** An icon only (a list row). */
  compact?: boolean;
  onDeleted?: (record: RaRecord) => void;
}

/**
 * Deletes the record of the context after a confirmation (for a role that may delete it), waiting for the server: a refusal
 * (409) shows the server's reason until closed and the record stays. The dialog and its
 * mutation are loaded and mounted on the first click only.
 */
export const ConfirmDeleteButton = ({ compact, ...props }: ConfirmDeleteButtonProps) => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const allowed = useCan(props.resource, 'delete', record);
  if (!record || !allowed) return null;

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
    setOpened(true);
  };

  return (
    // Clicks in the dialog (a portal) would otherwise reach a list row's rowClick.
    <span onClick={(event) => event.stopPropagation()}>
      {compact ? (
        <IconButton
          size="small"
          color="error"
          className="no-print"
          aria-label={translate('ra.action.delete')}
          title={translate('ra.action.delete')}
          onClick={openDialog}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button label="ra.action.delete" color="error" className="no-print" onClick={openDialog}>
          <DeleteIcon />
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <DeleteDialog {...props} record={record} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </span>
  );
};
