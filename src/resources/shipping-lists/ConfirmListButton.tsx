import { useChangeable } from './useChangeable';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { ShippingList } from '../../../contract/shipping-lists';
import type { AppDataProvider } from '../../providers/dataProvider';
import { listNumber } from './shippingListModel';
import { useShippingListCache } from './useShippingListCache';
import { useNotifyError } from '../../lib/useNotifyError';
import { usePutFormErrors } from '../../lib/form/FormErrorsBridge';
import { fieldsIn, revealFirstInvalid, shownFieldErrors } from '../../lib/serverErrors';

const t = (key: string) => `shipping.confirm.${key}`;

/**
 * "Conferma lista": asks first, then `POST /confirm`; the list comes back numbered and
 * read-only. A 409 (an item without a label, confirmed meanwhile...) shows the server's
 * message until closed; a reason about a header field (no carrier) is also put under it.
 */
export const ConfirmListButton = () => {
  const record = useRecordContext<ShippingList>();
  const changeable = useChangeable(record);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const putFormErrors = usePutFormErrors();
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
      // A reason about a header field (the carrier) also goes under that field, as a save's
      // would; the toast says it either way (the button is far from the field).
      const onForm = shownFieldErrors(error, fieldsIn(document.body));
      if (onForm) {
        putFormErrors(onForm);
        revealFirstInvalid();
      }
      notifyError(error, { persist: true });
    },
  });
  if (!record || !changeable) return null;
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
