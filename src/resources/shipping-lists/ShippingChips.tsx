import Chip from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ShippingItem, ShippingList } from '../../../contract/shipping-lists';
import { labelStatusColour, labelStatusKey } from './labelModel';
import { listStatusChoices, listStatusColour } from './shippingListModel';

/** The list's status as a chip: "Aperta" (warning) or "Confermata" (success). */
export const ListStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Pick<ShippingList, 'status'>>();
  const translate = useTranslate();
  if (!record) return null;
  const key = listStatusChoices().find((choice) => choice.id === record.status)?.name;
  return (
    <Chip
      size="small"
      color={listStatusColour(record.status)}
      label={key ? translate(key) : String(record.status)}
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
  const key = labelStatusKey(record.label.status);
  return (
    <Chip
      size="small"
      color={labelStatusColour(record.label.status)}
      label={key ? translate(key) : String(record.label.status)}
    />
  );
};
