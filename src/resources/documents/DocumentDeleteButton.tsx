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
import { useDocumentCache } from './useDocumentCache';

const t = (key: string) => `resources.documents.delete.${key}`;

/**
 * Deletes the document after 'Sei sicuro di voler eliminare questo documento?' /
 * 'Sì, confermo!', waiting for the server: a 409 (not the last number of its series, or
 * referenced by another document) shows the server's reason and the document stays.
 */
export const DocumentDeleteButton = ({
  redirectTo,
  compact,
}: {
  redirectTo?: string;
  /** An icon only (a list row). */
  compact?: boolean;
}) => {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const { clear } = useDocumentCache();
  const [open, setOpen] = useState(false);
  const [remove, { isPending }] = useDelete();
  if (!record) return null;

  const confirm = () =>
    remove(
      'documents',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          clear(record.id);
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
      <Confirm
        isOpen={open}
        loading={isPending}
        title={t('title')}
        content={t('content')}
        confirm={t('confirm')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};
