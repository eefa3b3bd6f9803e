import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileIcon from '@mui/icons-material/UploadFileOutlined';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ArticleImportPreview } from './ArticleImportPreview';
import { canCommit, importCount, importErrorMessage } from './articleImportModel';

const KEY = 'resources.articles.import';

interface ArticleImportDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Article import: the chosen .csv/.xlsx is checked (`preview`), its summary and rows shown;
 * with no errors, "Importa N articoli" writes them all (`commit`), then the list refreshes.
 */
export const ArticleImportDialog = ({ open, onClose }: ArticleImportDialogProps) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  // The button is the one control; it opens the hidden input's file chooser.
  const fileInput = useRef<HTMLInputElement>(null);

  const preview = useMutation({
    mutationFn: (chosen: File) => dataProvider.importArticles(chosen, 'preview'),
  });
  const commit = useMutation({
    mutationFn: (chosen: File) => dataProvider.importArticles(chosen, 'commit'),
    onSuccess: (result) => {
      notify(`${KEY}.done`, {
        type: 'success',
        messageArgs: { smart_count: importCount(result.summary) },
      });
      refresh();
      close();
    },
  });

  const close = () => {
    preview.reset();
    commit.reset();
    setFile(null);
    onClose();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    commit.reset();
    preview.mutate(chosen);
  };

  const busy = preview.isPending || commit.isPending;
  const result = preview.data;
  const error = commit.error ?? preview.error;
  const ready = !!file && !!result && canCommit(result.summary);

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="md">
      <DialogTitle>{translate(`${KEY}.title`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{translate(`${KEY}.hint`)}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<FileIcon />}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {translate(`${KEY}.choose`)}
            </Button>
            <input ref={fileInput} type="file" accept=".csv,.xlsx" hidden onChange={choose} />
            {file && <Typography variant="body2">{file.name}</Typography>}
          </Stack>
          {busy && (
            <Stack spacing={1}>
              <LinearProgress aria-label={translate(`${KEY}.working`)} />
              <Typography variant="body2" color="text.secondary">
                {translate(preview.isPending ? `${KEY}.checking` : `${KEY}.importing`)}
              </Typography>
            </Stack>
          )}
          {error && !busy && <Alert severity="error">{importErrorMessage(error, translate)}</Alert>}
          {result && !preview.isPending && <ArticleImportPreview result={result} />}
          {result && !preview.isPending && result.summary.errors > 0 && (
            <Alert severity="warning">{translate(`${KEY}.has_errors`)}</Alert>
          )}
          {result && !preview.isPending && !canCommit(result.summary) && !result.summary.errors && (
            <Alert severity="info">
              {translate(result.summary.unchanged > 0 ? `${KEY}.no_changes` : `${KEY}.nothing`)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!ready || busy}
          onClick={() => file && commit.mutate(file)}
        >
          {result
            ? translate(`${KEY}.confirm`, { smart_count: importCount(result.summary) })
            : translate(`${KEY}.button`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
