import { useCan } from '../../lib/useCan';
import { documentsOf } from '../../providers/access';
import ReplyIcon from '@mui/icons-material/Reply';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CreateFromButton } from './CreateFromButton';
import { isIssued } from './documentModel';

/**
 * "Crea nota di credito" on an issued invoice (a draft is edited, not corrected): asks the
 * date, then opens the new draft credit note.
 */
export const CreditNoteButton = () => {
  const record = useRecordContext<SalesDocument>();
  // It makes an invoice or a credit note: the role must write invoices.
  const allowed = useCan(documentsOf('invoice'), 'create');
  const dataProvider = useDataProvider<AppDataProvider>();
  if (record?.type !== 'invoice' || !isIssued(record) || !allowed) return null;
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
