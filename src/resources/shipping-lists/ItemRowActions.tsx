import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import NewLabelIcon from '@mui/icons-material/NewLabel';
import IconButton from '@mui/material/IconButton';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ShippingItem, ShippingList } from '../../../contract/shipping-lists';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ShippingItemResult } from './shippingMethods';
import { ItemEditDialog } from './ItemEditDialog';
import { needsLabel } from './labelModel';
import { useNotifyError } from '../../lib/useNotifyError';

const t = (key: string) => `shipping.items.${key}`;

/**
 * An item's own actions while the list is open: "Crea etichetta" when it has none (or only
 * a voided one), edit its quantity, parcels and weight, or remove it after a confirmation.
 */
export const ItemRowActions = ({
  listOpen,
  onChanged,
}: {
  listOpen: boolean;
  onChanged: (list: ShippingList) => void;
}) => {
  const item = useRecordContext<ShippingItem>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const notifyError = useNotifyError();
  const fail = (error: unknown) => notifyError(error);
  const done = (message: string) => (result: ShippingItemResult) => {
    onChanged(result.shipping_list);
    notify(message, { type: 'success' });
  };
  const label = useMutation({
    mutationFn: (id: number) => dataProvider.createItemLabel(id),
    onSuccess: done(t('label_created')),
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (id: number) => dataProvider.deleteShippingItem(id),
    onSuccess: (result) => {
      setDeleting(false);
      done(t('deleted'))(result);
    },
    onError: (error) => {
      setDeleting(false);
      fail(error);
    },
  });
  if (!item || !listOpen) return null;
  return (
    <span onClick={(event) => event.stopPropagation()} style={{ whiteSpace: 'nowrap' }}>
      {needsLabel(item) && (
        <Button
          label={t('create_label')}
          disabled={label.isPending}
          onClick={() => label.mutate(item.id)}
        >
          <NewLabelIcon />
        </Button>
      )}
      <IconButton
        size="small"
        aria-label={translate(t('edit'))}
        title={translate(t('edit'))}
        onClick={() => setEditing(true)}
      >
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label={translate(t('delete_title'))}
        title={translate(t('delete_title'))}
        onClick={() => setDeleting(true)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      {editing && (
        <ItemEditDialog
          item={item}
          onSaved={(result) => {
            setEditing(false);
            done(t('saved'))(result);
          }}
          onClose={() => setEditing(false)}
        />
      )}
      <Confirm
        isOpen={deleting}
        loading={remove.isPending}
        title={t('delete_title')}
        content={t('delete_content')}
        onConfirm={() => remove.mutate(item.id)}
        onClose={() => setDeleting(false)}
      />
    </span>
  );
};
