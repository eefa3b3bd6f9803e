import ReceiptIcon from '@mui/icons-material/Receipt';
import { useState } from 'react';
import { Button, useDataProvider, useRecordContext } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ConvertDialog } from './ConvertDialog';
import { canConvert } from './documentModel';
import { useCreateFrom } from './useCreateFrom';

/**
 * "Trasforma in fattura" on an order not yet invoiced: asks the invoice's date, then the
 * server copies the order into a new invoice, which opens.
 */
export const ConvertToInvoiceButton = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const convert = useCreateFrom(
    (date: string) =>
      dataProvider.convertDocument(record!.id, { type: 'invoice', document_date: date }),
    'resources.documents.convert.done',
  );
  if (!canConvert(record)) return null;
  return (
    <>
      <Button label="resources.documents.convert.label" onClick={() => setOpen(true)}>
        <ReceiptIcon />
      </Button>
      <ConvertDialog
        open={open}
        type="invoice"
        messages="convert"
        withDate
        pending={convert.isPending}
        onConfirm={(date) => convert.mutate(date)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
