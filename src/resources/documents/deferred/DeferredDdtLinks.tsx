import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button, LinkBase, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { SalesDocument } from '../../../../contract/documents';
import { formatDate } from '../../../lib/dates';
import { shippingPaths } from '../../shipping-lists/paths';
import { useInvoiceDdts } from './useInvoiceDdts';

/**
 * On a deferred invoice's page: a link to each DDT it bills ("DDT 5/2026 del 03/11/2026"),
 * beside the related documents' links. Nothing on other documents.
 */
export const DeferredDdtLinks = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const data = useInvoiceDdts(useRecordContext<SalesDocument>());
  if (!data.length) return null;
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
