import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { SalesDocument } from '../../../../contract/documents';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { canResend } from './sdiModel';
import { SdiHistory } from './SdiHistory';
import { SdiStatusChip } from './SdiStatusChip';
import { useSdiCall } from './useSdiCall';

const t = (key: string) => `resources.documents.sdi.${key}`;

/** "Invia di nuovo" on a rejected document: after a confirmation, it goes back to "to send". */
const ResendButton = ({ record }: { record: SalesDocument }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { pending, call } = useSdiCall();
  const confirm = () =>
    call(async () => {
      await dataProvider.sdiResend(record.id);
      notify(t('resend.done'), { type: 'success' });
      setOpen(false);
      refresh();
    });
  return (
    <>
      <Button label={t('resend.label')} onClick={() => setOpen(true)} variant="outlined">
        <SendIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={t('resend.title')}
        content={t('resend.content')}
        confirm={t('resend.confirm')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/**
 * The SDI state of an invoice or note on its pages: the chip, the file last sent, for a
 * rejected one the SDI's errors with "Invia di nuovo", and the history. Nothing for an order.
 */
export const SdiPanel = () => {
  const record = useRecordContext<SalesDocument>();
  const translate = useTranslate();
  if (record?.sdi_status === null || record?.sdi_status === undefined) return null;
  return (
    <Box sx={{ px: 2, py: 1 }} className="no-print">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" component="span">
          {translate(t('status'))}
        </Typography>
        <SdiStatusChip />
        {record.sdi_file_name && (
          <Typography variant="body2" color="text.secondary" component="span">
            {translate(t('file'), { file: record.sdi_file_name })}
          </Typography>
        )}
      </Box>
      {canResend(record.sdi_status) && (
        <Alert severity="error" sx={{ mt: 1 }} action={<ResendButton record={record} />}>
          <AlertTitle>{translate(t('errors'))}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {(record.sdi_error ?? []).map((error) => (
              <li key={`${error.code}-${error.description}`}>
                <bdi>
                  {error.code} {error.description}
                  {error.suggestion ? ` (${error.suggestion})` : ''}
                </bdi>
              </li>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate(t('rejected_hint'))}
          </Typography>
        </Alert>
      )}
      <SdiHistory record={record} />
    </Box>
  );
};
