import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConvertDialog } from './ConvertDialog';
import { isDraft } from './documentModel';
import { useDocumentCache } from './useDocumentCache';
import { documentName } from './useCreateFrom';

/**
 * "Emetti" on a draft invoice or note: a confirmation naming the number it will get, with
 * the issue date (today by default); then the page shows the issued document, locked but
 * for its payment status. A refusal (a date before the last issued one, no rows...) shows
 * the server's reason and the draft stays.
 */
export const IssueButton = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { setDocument } = useDocumentCache();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: (date: string) => dataProvider.issueDocument(record!.id, { document_date: date }),
    onSuccess: (issued) => {
      setDocument(issued);
      setOpen(false);
      notify('resources.documents.issue.done', {
        type: 'success',
        messageArgs: { document: documentName(translate, issued) },
      });
      refresh();
    },
    onError: (error) =>
      notify((error as Error)?.message || 'ra.notification.http_error', {
        type: 'error',
        autoHideDuration: null,
      }),
  });
  if (!record?.id || !isDraft(record)) return null;
  return (
    <>
      <Button label="resources.documents.issue.label" onClick={() => setOpen(true)}>
        <TaskAltIcon />
      </Button>
      <ConvertDialog
        open={open}
        type={record.type}
        messages="issue"
        withDate
        pending={mutation.isPending}
        onConfirm={(values) => mutation.mutate(values.document_date as string)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
