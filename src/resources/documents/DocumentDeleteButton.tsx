import { ConfirmDeleteButton } from '../../lib/ConfirmDeleteButton';
import { useRecordContext } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import { isIssued } from './documentModel';
import { useDocumentCache } from './useDocumentCache';

const t = (key: string) => `resources.documents.delete.${key}`;
const MESSAGES = {
  title: t('title'),
  content: t('content'),
  confirm: t('confirm'),
  done: t('done'),
};

/**
 * Deletes the document after 'Sei sicuro di voler eliminare questo documento?' /
 * 'Sì, confermo!': a 409 (referenced by another document) shows the server's reason and the
 * document stays. None on an issued invoice or note: it is never deleted (a credit note
 * corrects it), as the page's notice says.
 */
export const DocumentDeleteButton = (props: { redirectTo?: string; compact?: boolean }) => {
  const { clear } = useDocumentCache();
  const record = useRecordContext<SalesDocument>();
  // The role's check is ConfirmDeleteButton's.
  if (isIssued(record)) return null;
  return (
    <ConfirmDeleteButton
      resource="documents"
      messages={MESSAGES}
      onDeleted={(record) => clear(record.id)}
      {...props}
    />
  );
};
