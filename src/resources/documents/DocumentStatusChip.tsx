import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { DocumentListItem } from '../../../contract/documents';
import { statusColour, statusKey } from './documentModel';

/** The document's status as a coloured chip, in its type's list ("Confermato", "Pagato"). */
export const DocumentStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Pick<DocumentListItem, 'type' | 'status'>>();
  const translate = useTranslate();
  if (!record) return null;
  const key = statusKey(record.type, record.status);
  return (
    <Chip
      size="small"
      color={statusColour(record.type, record.status)}
      label={key ? translate(key) : String(record.status)}
    />
  );
};
