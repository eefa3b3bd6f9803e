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
} from 'react-admin';
import type { ShippingList } from '../../../contract/shipping-lists';
import { isConfirmed } from './shippingListModel';

const t = (key: string) => `shipping.delete.${key}`;

/**
 * Deletes an open list after a confirmation, waiting for the server (a 409, e.g. confirmed
 * meanwhile, shows its message). A confirmed list is never deleted: no button at all.
 */
export const ShippingListDeleteButton = ({
  compact,
  redirectTo,
}: {
  compact?: boolean;
  redirectTo?: string;
}) => {
  const record = useRecordContext<ShippingList>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record || isConfirmed(record)) return null;

  const confirm = () =>
    remove(
      'shipping-lists',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(t('done'), { type: 'success' });
          if (redirectTo) redirect(redirectTo);
        },
        onError: (error) => {
          setOpen(false);
          notify((error as Error)?.message || 'ra.notification.http_error', {
            type: 'error',
            autoHideDuration: null,
          });
        },
      },
    );

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };

  return (
    // Clicks in the dialog (a portal) would otherwise reach a list row's rowClick.
    <span onClick={(event) => event.stopPropagation()}>
      {compact ? (
        <IconButton
          size="small"
          color="error"
          aria-label={translate('ra.action.delete')}
          title={translate('ra.action.delete')}
          onClick={openDialog}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button label="ra.action.delete" color="error" onClick={openDialog}>
          <DeleteIcon />
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={t('title')}
        content={t('content')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};
