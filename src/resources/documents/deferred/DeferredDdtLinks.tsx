import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  LinkBase,
  useDataProvider,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { SalesDocument } from '../../../../contract/documents';
import { formatDate } from '../../../lib/dates';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { shippingPaths } from '../../shipping-lists/paths';

/**
 * On a deferred invoice's page: a link to each DDT it bills ("DDT 5/2026 del 03/11/2026"),
 * beside the related documents' links. Nothing on other documents.
 */
export const DeferredDdtLinks = () => {
  const record = useRecordContext<SalesDocument>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const invoice = record?.type === 'invoice' ? record.id : undefined;
  const { data } = useQuery({
    queryKey: ['documents', 'ddts', invoice, record?.version],
    queryFn: () => dataProvider.invoiceDdts(invoice!),
    enabled: invoice !== undefined,
  });
  if (!data?.length) return null;
  return (
    <>
      {data.map((ddt) => (
        <Button
          key={ddt.id}
          component={LinkBase}
          to={shippingPaths.edit(ddt.id)}
          label={translate('resources.documents.deferred.ddt_link', {
            number: `${ddt.number}/${ddt.year}`,
            date: formatDate(ddt.date, locale),
          })}
        >
          <LocalShippingIcon />
        </Button>
      ))}
    </>
  );
};
