import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConvertDialog } from './ConvertDialog';
import { useCreateFrom } from './useCreateFrom';

/**
 * "Duplica" on every document: after a confirmation naming the new number, a copy dated
 * today (same customer and rows, status 0) is made and its edit page opens.
 */
export const DuplicateButton = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const duplicate = useCreateFrom(
    () => dataProvider.duplicateDocument(record!.id),
    'resources.documents.duplicate.done',
  );
  if (!record?.id) return null;
  return (
    <>
      <Button label="resources.documents.duplicate.label" onClick={() => setOpen(true)}>
        <ContentCopyIcon />
      </Button>
      <ConvertDialog
        open={open}
        type={record.type}
        messages="duplicate"
        withDate={false}
        pending={duplicate.isPending}
        onConfirm={() => duplicate.mutate(undefined)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
