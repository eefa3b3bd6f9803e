import FolderZipIcon from '@mui/icons-material/FolderZip';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import {
  Button,
  Form,
  required,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { DateInput } from '../../../lib/DateInput';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { currentMonth, saveBlob, zipFileCount } from './sdiModel';
import { useSdiCall } from './useSdiCall';

const t = (key: string) => `resources.documents.sdi.export.${key}`;

/**
 * "Scarica XML del periodo" on the invoices' list: asks the period (this month by default),
 * downloads the zip of the issued documents to send, which the server marks as sent.
 */
export const SdiExportButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { pending, call } = useSdiCall();

  const download = async (values: FieldValues) => {
    const { date_from, date_to } = values as { date_from: string; date_to: string };
    await call(async () => {
      const zip = await dataProvider.sdiExport(date_from, date_to);
      const count = await zipFileCount(zip);
      saveBlob(zip, `fatture-sdi_${date_from}_${date_to}.zip`);
      notify(t('done'), { type: 'success', messageArgs: { smart_count: count } });
      setOpen(false);
      refresh();
    });
  };

  return (
    <>
      <Button label={t('label')} onClick={() => setOpen(true)}>
        <FolderZipIcon />
      </Button>
      <Dialog
        open={open}
        onClose={pending ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <Form record={currentMonth()} onSubmit={download}>
          <DialogTitle id={titleId}>{translate(t('title'))}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(t('content'))}</DialogContentText>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DateInput source="date_from" label={t('date_from')} validate={required()} />
              <DateInput source="date_to" label={t('date_to')} validate={required()} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={pending}>
              {translate('ra.action.cancel')}
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={pending}>
              {translate(t('confirm'))}
            </MuiButton>
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
