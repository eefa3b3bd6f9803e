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
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ImportPreview } from './ImportPreview';
import {
  canCommit,
  importCount,
  importErrorMessage,
  wordOf,
  type ImportKind,
  type ImportMode,
  type ImportResult,
} from './importModel';

interface ImportDialogProps<Write extends string> {
  kind: ImportKind<Write>;
  /** The upload: `preview` only checks, `commit` writes (all or nothing). */
  run: (file: File, mode: ImportMode) => Promise<ImportResult<Write>>;
  open: boolean;
  onClose: () => void;
}

/**
 * A spreadsheet import (docs/import.md): the chosen .csv/.xlsx is checked (`preview`), its
 * summary and rows shown; with no errors, the confirm button writes them all (`commit`), then
 * the list refreshes.
 */
export function ImportDialog<Write extends string>({
  kind,
  run,
  open,
  onClose,
}: ImportDialogProps<Write>) {
  const translate = useTranslate();
  const word = wordOf(kind, translate);
  const notify = useNotify();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  // The button is the one control; it opens the hidden input's file chooser.
  const fileInput = useRef<HTMLInputElement>(null);

  const preview = useMutation({ mutationFn: (chosen: File) => run(chosen, 'preview') });
  const commit = useMutation({
    mutationFn: (chosen: File) => run(chosen, 'commit'),
    onSuccess: (result) => {
      notify(`${kind.key}.done`, {
        type: 'success',
        messageArgs: { smart_count: importCount(kind, result.summary) },
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
  const ready = !!file && !!result && canCommit(kind, result.summary);
  const shown = result && !preview.isPending;

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullWidth maxWidth="md">
      <DialogTitle>{word('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{word('hint')}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<FileIcon />}
              disabled={busy}
              onClick={() => fileInput.current?.click()}
            >
              {word('choose')}
            </Button>
            <input ref={fileInput} type="file" accept=".csv,.xlsx" hidden onChange={choose} />
            {file && <Typography variant="body2">{file.name}</Typography>}
          </Stack>
          {busy && (
            <Stack spacing={1}>
              <LinearProgress aria-label={word('working')} />
              <Typography variant="body2" color="text.secondary">
                {word(preview.isPending ? 'checking' : 'importing')}
              </Typography>
            </Stack>
          )}
          {error && !busy && <Alert severity="error">{importErrorMessage(error, translate)}</Alert>}
          {shown && <ImportPreview kind={kind} result={result} word={word} />}
          {shown && result.summary.errors > 0 && (
            <Alert severity="warning">{word('has_errors')}</Alert>
          )}
          {shown && !canCommit(kind, result.summary) && !result.summary.errors && (
            <Alert severity="info">
              {word(result.summary.unchanged > 0 ? 'no_changes' : 'nothing')}
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
            ? word('confirm', { smart_count: importCount(kind, result.summary) })
            : word('button')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
