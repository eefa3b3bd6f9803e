import { useRecordContext } from 'react-admin';
import { RecordHistory } from '../audit-entries/RecordHistory';

/** A document's "Cronologia": who created, changed, issued, downloaded it, and when. */
export const DocumentHistory = () => {
  const record = useRecordContext();
  return <RecordHistory resource="documents" id={record?.id} />;
};
