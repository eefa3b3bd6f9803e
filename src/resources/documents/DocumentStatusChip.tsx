import { useRecordContext } from 'react-admin';
import type { DocumentListItem } from '../../../contract/documents';
import { StatusChip } from '../../lib/StatusChip';
import { statusColour, statusKey } from './documentModel';

/** The document's status as a coloured chip, in its type's list ("Confermato", "Pagato"). */
export const DocumentStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Pick<DocumentListItem, 'type' | 'status'>>();
  if (!record) return null;
  return (
    <StatusChip
      status={record.status}
      labelKey={statusKey(record.type, record.status)}
      colour={statusColour(record.type, record.status)}
    />
  );
};
