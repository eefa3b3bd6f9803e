import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { SalesDocument } from '../../../../contract/documents';
import type { AppDataProvider } from '../../../providers/dataProvider';

/**
 * The DDTs invoice `record` bills (`GET /documents/{id}/ddts`): some for a deferred invoice,
 * none for any other document. One cached request per version, shared by whoever asks.
 */
export function useInvoiceDdts(record: SalesDocument | undefined) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const invoice = record?.type === 'invoice' ? record.id : undefined;
  const { data } = useQuery({
    queryKey: ['documents', 'ddts', invoice, record?.version],
    queryFn: () => dataProvider.invoiceDdts(invoice!),
    enabled: invoice !== undefined,
  });
  return data ?? [];
}
