import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Confirm,
  HttpError,
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
import { useInvoiceDdts } from './deferred/useInvoiceDdts';
import { useDocumentCache } from './useDocumentCache';
import { documentName } from './useCreateFrom';

/** The server's reason when it asks to confirm a late invoice (409 on `confirm_late`). */
function lateReason(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
  return errors?.confirm_late ?? null;
}

/**
 * "Emetti" on a draft invoice or note: a confirmation naming the number it will get, with
 * the issue date (today by default; a deferred invoice's own date, in its DDTs' month); then
 * the page shows the issued document, locked but for its payment status. A refusal (a date before the last issued one, no rows...) shows
 * the server's reason and the draft stays; an invoice past its deadline (art. 21 c.4) asks
 * again with the server's reason, and "Emetti comunque" issues it.
 */
export const IssueButton = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { setDocument } = useDocumentCache();
  const [open, setOpen] = useState(false);
  // A deferred invoice keeps the date in its DDTs' month the run gave it (art. 21 c.4 lett. a).
  const deferred = useInvoiceDdts(record).length > 0;
  /** The date asked for and the server's reason, while it asks to confirm a late invoice. */
  const [late, setLate] = useState<{ date: string; reason: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: { document_date: string; confirm_late?: boolean }) =>
      dataProvider.issueDocument(record!.id, body),
    onSuccess: (issued) => {
      setDocument(issued);
      setOpen(false);
      setLate(null);
      notify('resources.documents.issue.done', {
        type: 'success',
        messageArgs: { document: documentName(translate, issued) },
      });
      refresh();
    },
    onError: (error, body) => {
      const reason = lateReason(error);
      if (reason && !body.confirm_late) {
        setLate({ date: body.document_date, reason });
        return;
      }
      notify((error as Error)?.message || 'ra.notification.http_error', {
        type: 'error',
        autoHideDuration: null,
      });
    },
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
        issuing
        withDate
        defaults={deferred ? { document_date: record.document_date } : undefined}
        pending={mutation.isPending}
        onConfirm={(values) => mutation.mutate({ document_date: values.document_date as string })}
        onClose={() => setOpen(false)}
      />
      <Confirm
        isOpen={late !== null}
        loading={mutation.isPending}
        title="resources.documents.issue.late_title"
        content={late?.reason ?? ''}
        confirm="resources.documents.issue.late_confirm"
        onConfirm={() => mutation.mutate({ document_date: late!.date, confirm_late: true })}
        onClose={() => setLate(null)}
      />
    </>
  );
};
