import ReplyIcon from '@mui/icons-material/Reply';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConvertDialog } from './ConvertDialog';
import { useCreateFrom } from './useCreateFrom';

/** "Crea nota di credito" on an invoice: asks the date, then opens the new credit note. */
export const CreditNoteButton = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const create = useCreateFrom(
    (date: string) =>
      dataProvider.convertDocument(record!.id, { type: 'credit-note', document_date: date }),
    'resources.documents.credit_note.done',
  );
  if (record?.type !== 'invoice') return null;
  return (
    <>
      <Button label="resources.documents.credit_note.label" onClick={() => setOpen(true)}>
        <ReplyIcon />
      </Button>
      <ConvertDialog
        open={open}
        type="credit-note"
        messages="credit_note"
        withDate
        pending={create.isPending}
        onConfirm={(date) => create.mutate(date)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
