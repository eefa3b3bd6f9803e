import ReceiptIcon from '@mui/icons-material/Receipt';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { CreateFromButton } from './CreateFromButton';
import { canConvert } from './documentModel';

/**
 * "Trasforma in fattura" on an order not yet invoiced: asks the invoice's date, then the
 * server copies the order into a new invoice, which opens.
 */
export const ConvertToInvoiceButton = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  if (!record || !canConvert(record)) return null;
  return (
    <CreateFromButton
      messages="convert"
      icon={<ReceiptIcon />}
      type="invoice"
      withDate
      create={(date) =>
        dataProvider.convertDocument(record.id, { type: 'invoice', document_date: date })
      }
    />
  );
};
