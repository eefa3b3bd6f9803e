import ReplyIcon from '@mui/icons-material/Reply';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CreateFromButton } from './CreateFromButton';

/** "Crea nota di credito" on an invoice: asks the date, then opens the new credit note. */
export const CreditNoteButton = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (record?.type !== 'invoice') return null;
  return (
    <CreateFromButton
      messages="credit_note"
      icon={<ReplyIcon />}
      type="credit-note"
      withDate
      create={(date) =>
        dataProvider.convertDocument(record.id, { type: 'credit-note', document_date: date })
      }
    />
  );
};
