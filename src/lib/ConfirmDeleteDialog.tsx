import { Confirm, useDelete, useNotify, useRedirect, type RaRecord } from 'react-admin';
import type { ConfirmDeleteButtonProps } from './ConfirmDeleteButton';

type DeleteDialogProps = Omit<ConfirmDeleteButtonProps, 'compact'> & {
  record: RaRecord;
  open: boolean;
  onClose: () => void;
};

/** ConfirmDeleteButton's confirmation, and the deletion once confirmed. */
const ConfirmDeleteDialog = ({
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

export default ConfirmDeleteDialog;
