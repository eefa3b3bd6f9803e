import { Confirm, useDelete, useNotify, useRedirect, type RaRecord } from 'react-admin';
import type { ConfirmDeleteButtonProps } from './ConfirmDeleteButton';
import { useNotifyError } from './useNotifyError';

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
  const notifyError = useNotifyError();
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
          notifyError(error, { persist: true });
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
