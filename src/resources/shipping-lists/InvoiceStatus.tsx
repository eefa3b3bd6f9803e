import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ShippingList } from '../../../contract/shipping-lists';
import { documentPaths } from '../documents/paths';
import { formatNumber } from '../../../contract/document-series';
import { invoicingState } from './ddtModel';

/**
 * Whether a confirmed DDT is billed: "Fatturato con fattura n. 15/2026" linking to the
 * invoice (a draft says so), or "Da fatturare". Nothing for an open list. `chip`: the list
 * screen's compact form.
 */
export const InvoiceStatus = ({ chip }: { chip?: boolean }) => {
  const record = useRecordContext<Pick<ShippingList, 'status' | 'invoice'>>();
  const translate = useTranslate();
  const state = invoicingState(record);
  if (state.kind === 'open') return null;
  if (state.kind === 'to_invoice') {
    return chip ? (
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={translate('shipping.invoicing.to_invoice')}
      />
    ) : (
      <Typography variant="body2">{translate('shipping.invoicing.to_invoice')}</Typography>
    );
  }
  const number = formatNumber(state.invoice);
  const text = number
    ? translate('shipping.invoicing.invoiced', { number })
    : translate('shipping.invoicing.draft');
  return (
    <Link
      component={RouterLink}
      to={documentPaths.edit('invoice', state.invoice.id)}
      onClick={(event) => event.stopPropagation()}
      variant="body2"
    >
      {text}
    </Link>
  );
};
