import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ShippingItem } from '../../../contract/shipping-lists';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ShippingItemResult } from './shippingMethods';
import { itemErrorMessage } from './CandidatePicker';
import { ItemForm } from './ItemForm';
import { editLimit, itemPayload, orderNumber, type ItemValues } from './shippingItemModel';

/**
 * Edits an item's quantity, parcels and weight. Its limit is what is left of the row (the
 * candidates of its order) plus what the item holds now; the server checks again.
 */
export const ItemEditDialog = ({
  item,
  onSaved,
  onClose,
}: {
  item: ShippingItem;
  onSaved: (result: ShippingItemResult) => void;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const candidates = useQuery({
    queryKey: ['shipping-lists', 'candidates', item.shipping_list_id, 'order', item.document_id],
    queryFn: () =>
      dataProvider.shippingCandidates(item.shipping_list_id, {
        document_id: item.document_id,
        perPage: 500,
      }),
  });
  const save = useMutation({
    mutationFn: (values: ItemValues) =>
      dataProvider.updateShippingItem(item.id, itemPayload(values)),
    onSuccess: onSaved,
    onError: (error) => notify(itemErrorMessage(error), { type: 'error' }),
  });
  const candidate = candidates.data?.items.find(
    (row) => row.document_row_id === item.document_row_id,
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="item-edit-title">
      <DialogTitle id="item-edit-title">{translate('shipping.items.edit')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {`${orderNumber(item)} — ${item.customer.name} — ${item.description}`}
        </Typography>
        {!candidates.isPending && (
          <ItemForm
            limit={editLimit(item, candidate)}
            defaultValues={{
              quantity: item.quantity,
              parcels: item.parcels,
              weight: item.weight ?? '',
            }}
            saving={save.isPending}
            saveLabel="ra.action.save"
            onSubmit={(values) => save.mutate(values)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
