import { useCan } from '../../lib/useCan';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { isDraft, today } from './documentModel';
import { useDocumentCache } from './useDocumentCache';
import { issueNumberKey } from './useNextNumber';
import { documentName } from './useCreateFrom';
import { useNotifyError } from '../../lib/useNotifyError';
import { LetterWarning } from './LetterOfIntentBox';

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
 * again with the server's reason, and "Emetti comunque" issues it. A draft taking its letter
 * of intent past 80 % says so in the dialog.
 */
export const IssueButton = () => {
  const record = useRecordContext<SalesDocument>();
  const allowed = useCan('documents', 'issue', record);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { setDocument } = useDocumentCache();
  const queryClient = useQueryClient();
  /** The issue date the open dialog proposes; null while it is closed. */
  const [proposed, setProposed] = useState<string | null>(null);
  // The date to propose comes from the server: a deferred invoice's own (in its DDTs' month,
  // art. 21 c.4 lett. a) when its series allows it, else today. The dialog opens with it.
  const propose = useMutation({
    mutationFn: () => dataProvider.issueNumber(record!.id),
    onSettled: (proposal) => {
      // The dialog names the number for the proposed date: already known, not asked again.
      if (proposal) {
        queryClient.setQueryData(issueNumberKey(record!.id, proposal.document_date), proposal);
      }
      setProposed(proposal?.document_date ?? today());
    },
  });
  /** The date asked for and the server's reason, while it asks to confirm a late invoice. */
  const [late, setLate] = useState<{ date: string; reason: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (body: { document_date: string; confirm_late?: boolean }) =>
      dataProvider.issueDocument(record!.id, body),
    onSuccess: (issued) => {
      setDocument(issued);
      setProposed(null);
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
      notifyError(error, { persist: true });
    },
  });
  if (!record?.id || !isDraft(record) || !allowed) return null;
  return (
    <>
      <Button
        label="resources.documents.issue.label"
        onClick={() => propose.mutate()}
        disabled={propose.isPending}
      >
        <TaskAltIcon />
      </Button>
      <ConvertDialog
        open={proposed !== null}
        type={record.type}
        messages="issue"
        issuing
        withDate
        defaults={{ document_date: proposed }}
        pending={mutation.isPending}
        onConfirm={(values) => mutation.mutate({ document_date: values.document_date as string })}
        onClose={() => setProposed(null)}
      >
        <LetterWarning record={record} />
      </ConvertDialog>
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
