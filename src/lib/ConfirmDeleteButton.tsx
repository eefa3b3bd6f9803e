import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useDelete,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
  type RaRecord,
} from 'react-admin';

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
 * Deletes the record of the context after a confirmation, waiting for the server: a refusal
 * (409) shows the server's reason until closed and the record stays. The dialog and its
 * mutation are mounted on the first click only: a list shows this button on every row.
 */
export const ConfirmDeleteButton = ({ compact, ...props }: ConfirmDeleteButtonProps) => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!record) return null;

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
        <DeleteDialog {...props} record={record} open={open} onClose={() => setOpen(false)} />
      )}
    </span>
  );
};

type DeleteDialogProps = Omit<ConfirmDeleteButtonProps, 'compact'> & {
  record: RaRecord;
  open: boolean;
  onClose: () => void;
};

/** The confirmation, and the deletion once confirmed. */
const DeleteDialog = ({
  resource,
  messages,
  redirectTo,
  onDeleted,
  record,
  open,
  onClose,
}: DeleteDialogProps) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const [remove, { isPending }] = useDelete();

  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onClose();
          onDeleted?.(record);
          notify(messages.done, { type: 'success' });
          if (redirectTo) redirect(redirectTo);
        },
        onError: (error) => {
          onClose();
          notify((error as Error)?.message || 'ra.notification.http_error', {
            type: 'error',
            autoHideDuration: null,
          });
        },
      },
    );

  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title={messages.title}
      content={messages.content}
      confirm={messages.confirm}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
