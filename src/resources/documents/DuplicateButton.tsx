import { useCan } from '../../lib/useCan';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CreateFromButton } from './CreateFromButton';

/**
 * "Duplica" on every document: after a confirmation naming the new number, a copy dated
 * today (same customer and rows, status 0) is made and its edit page opens.
 */
export const DuplicateButton = () => {
  const record = useRecordContext<SalesDocument>();
  const allowed = useCan('documents', 'clone', record);
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record?.id || !allowed) return null;
  return (
    <CreateFromButton
      messages="duplicate"
      icon={<ContentCopyIcon />}
      type={record.type}
      withDate={false}
      create={() => dataProvider.duplicateDocument(record.id)}
    />
  );
};
