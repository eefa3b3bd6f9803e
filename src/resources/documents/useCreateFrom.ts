import { useMutation } from '@tanstack/react-query';
import { useNotify, useRedirect, useTranslate } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import { documentNumber, DRAFT_NUMBER } from './documentModel';
import { documentPaths } from './paths';
import { useNotifyError } from '../../lib/useNotifyError';

/**
 * Runs a call that makes a new document from the page's one (convert, credit note,
 * duplicate), says so, and opens the new document's edit page. A refusal shows the server's
 * reason and nothing moves.
 */
export function useCreateFrom<Args>(
  call: (args: Args) => Promise<SalesDocument>,
  doneMessage: string,
) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const redirect = useRedirect();
  const translate = useTranslate();
  return useMutation({
    mutationFn: call,
    onSuccess: (created) => {
      const number = documentNumber(created, translate(DRAFT_NUMBER));
      notify(doneMessage, {
        type: 'success',
        messageArgs: { number, document: documentName(translate, created) },
      });
      redirect(documentPaths.edit(created.type, created.id));
    },
    onError: (error) => notifyError(error, { persist: true }),
  });
}

type Translate = (key: string, options?: Record<string, unknown>) => string;
/** "Fattura 12/2026" ("Fattura (bozza)"): a document's kind and number, for links and messages. */
export const documentName = (
  translate: Translate,
  doc: Pick<SalesDocument, 'type' | 'number' | 'year'> & { series?: string },
) =>
  `${translate(`resources.documents.kind.${doc.type.replace('-', '_')}`)} ${documentNumber(doc, translate(DRAFT_NUMBER))}`;
