import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ShippingItem, ShippingList } from '../../../contract/shipping-lists';
import { choiceKey, colourOf, LABEL_COLOURS, SHIPPING_LIST_COLOURS } from '../../lib/enumChoices';
import { StatusChip } from '../../lib/StatusChip';
import { labelStatusKey } from './labelModel';
import { listStatusChoices } from './shippingListModel';

/** The list's status as a chip: "Aperta" (warning) or "Confermata" (success). */
export const ListStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Pick<ShippingList, 'status'>>();
  if (!record) return null;
  return (
    <StatusChip
      status={record.status}
      labelKey={choiceKey(listStatusChoices(), record.status)}
      colour={colourOf(SHIPPING_LIST_COLOURS, record.status)}
    />
  );
};

/** An item's label status as a chip ("Da stampare", "Stampata"...), or "Nessuna etichetta". */
export const LabelStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Pick<ShippingItem, 'label'>>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.label) {
    return <Chip size="small" variant="outlined" label={translate('shipping.items.no_label')} />;
  }
  return (
    <StatusChip
      status={record.label.status}
      labelKey={labelStatusKey(record.label.status)}
      colour={colourOf(LABEL_COLOURS, record.label.status)}
    />
  );
};
