import UploadIcon from '@mui/icons-material/UploadFile';
import { useState } from 'react';
import { Button } from 'react-admin';
import { ImportDialog } from './ImportDialog';
import type { ImportKind, ImportMode, ImportResult } from './importModel';

interface ImportButtonProps<Write extends string> {
  kind: ImportKind<Write>;
  run: (file: File, mode: ImportMode) => Promise<ImportResult<Write>>;
}

/** "Importa" in a list's toolbar: opens the import's dialog. */
export function ImportButton<Write extends string>({ kind, run }: ImportButtonProps<Write>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={`${kind.key}.button`} onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      <ImportDialog kind={kind} run={run} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
