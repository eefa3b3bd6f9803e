import ReceiptIcon from '@mui/icons-material/Receipt';
import { useMutation } from '@tanstack/react-query';
import { Button, useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { SalesDocument } from '../../../contract/documents';
import type { AppDataProvider } from '../../providers/dataProvider';
import { canConvert, documentNumber, documentPaths } from './documentModel';

/** "Trasforma in fattura" on an order: the server copies it into a new invoice, which opens. */
export const ConvertToInvoiceButton = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const convert = useMutation({
    mutationFn: (id: SalesDocument['id']) => dataProvider.convertDocument(id),
    onSuccess: (invoice) => {
      notify('resources.documents.convert.done', {
        type: 'success',
        messageArgs: { number: documentNumber(invoice) },
      });
      redirect(documentPaths.edit('invoice', invoice.id));
    },
    onError: (error) =>
      notify((error as Error)?.message || 'ra.notification.http_error', {
        type: 'error',
        autoHideDuration: null,
      }),
  });
  if (!canConvert(record)) return null;
  return (
    <Button
      label="resources.documents.convert.label"
      onClick={() => convert.mutate(record!.id)}
      disabled={convert.isPending}
      className="no-print"
    >
      <ReceiptIcon />
    </Button>
  );
};
