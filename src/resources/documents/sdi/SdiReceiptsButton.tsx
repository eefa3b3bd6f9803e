import UploadFileIcon from '@mui/icons-material/UploadFile';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Button, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { SdiReceiptsResponse } from '../../../../contract/sdi';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { SdiReceiptsReport } from './SdiReceiptsReport';
import { useSdiCall } from './useSdiCall';

const t = (key: string) => `resources.documents.sdi.receipts.${key}`;

/**
 * "Carica ricevute SDI" on the invoices' list: the user picks the receipts (XML files or
 * zips), they are uploaded, and the dialog shows what each did (state changed, already
 * recorded, unknown file...).
 */
export const SdiReceiptsButton = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const titleId = useId();
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const { pending, call } = useSdiCall();
  const [report, setReport] = useState<SdiReceiptsResponse | null>(null);

  const close = () => {
    setOpen(false);
    setFiles([]);
    setReport(null);
  };
  const upload = () =>
    call(async () => {
      const answer = await dataProvider.uploadSdiReceipts(files);
      setReport(answer);
      if (answer.updated) refresh();
    });

  return (
    <>
      <Button label={t('label')} onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <Dialog
        open={open}
        onClose={pending ? undefined : close}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="md"
      >
        <DialogTitle id={titleId}>{translate(t('title'))}</DialogTitle>
        <DialogContent>
          {report ? (
            <>
              <Typography sx={{ mb: 1 }}>
                {translate(t('updated'), { smart_count: report.updated })}
              </Typography>
              <SdiReceiptsReport items={report.items} />
            </>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>{translate(t('content'))}</DialogContentText>
              <MuiButton component="label" htmlFor={inputId} variant="outlined">
                {translate(t('choose'))}
                <input
                  id={inputId}
                  type="file"
                  multiple
                  accept=".xml,.zip,application/xml,text/xml,application/zip"
                  hidden
                  onChange={(event) => setFiles([...(event.target.files ?? [])])}
                />
              </MuiButton>
              {files.length > 0 && (
                <Typography sx={{ mt: 1 }} role="status">
                  {translate(t('chosen'), { smart_count: files.length })}
                </Typography>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={pending}>
            {translate(report ? t('close') : 'ra.action.cancel')}
          </MuiButton>
          {!report && (
            <MuiButton
              variant="contained"
              onClick={upload}
              disabled={pending || files.length === 0}
            >
              {translate(t('upload'))}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
