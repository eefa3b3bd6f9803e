import { ConfirmDeleteButton } from '../../lib/ConfirmDeleteButton';
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
 * 'Sì, confermo!': a 409 (not the last number of its series, or referenced by another
 * document) shows the server's reason and the document stays.
 */
export const DocumentDeleteButton = (props: { redirectTo?: string; compact?: boolean }) => {
  const { clear } = useDocumentCache();
  return (
    <ConfirmDeleteButton
      resource="documents"
      messages={MESSAGES}
      onDeleted={(record) => clear(record.id)}
      {...props}
    />
  );
};
