import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { ShippingList } from '../../../contract/shipping-lists';
import type { AppDataProvider } from '../../providers/dataProvider';
import { isConfirmed, listNumber } from './shippingListModel';
import { useShippingListCache } from './useShippingListCache';
import { useNotifyError } from '../../lib/useNotifyError';

const t = (key: string) => `shipping.confirm.${key}`;

/**
 * "Conferma lista": asks first, then `POST /confirm`; the list comes back numbered and
 * read-only. A 409 (an item without a label, confirmed meanwhile...) shows the server's
 * message until closed.
 */
export const ConfirmListButton = () => {
  const record = useRecordContext<ShippingList>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const { setList } = useShippingListCache();
  const [open, setOpen] = useState(false);
  const confirm = useMutation({
    mutationFn: (id: number) => dataProvider.confirmShippingList(id),
    onSuccess: (list) => {
      setOpen(false);
      setList(list);
      notify(t('done'), { type: 'success', messageArgs: { number: listNumber(list) } });
    },
    onError: (error) => {
      setOpen(false);
      notifyError(error, { persist: true });
    },
  });
  if (!record || isConfirmed(record)) return null;
  return (
    <>
      <Button
        label={t('button')}
        variant="contained"
        color="success"
        disabled={(record.items ?? []).length === 0}
        onClick={() => setOpen(true)}
      >
        <CheckCircleIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={confirm.isPending}
        title={t('title')}
        content={t('content')}
        onConfirm={() => confirm.mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
