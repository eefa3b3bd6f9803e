import { useCan } from '../../../lib/useCan';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useLocale,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { SddMandate } from '../../../../contract/sdd-mandates';
import { formatDate, today } from '../../../lib/dates';
import { useNotifyError } from '../../../lib/useNotifyError';
import type { AppDataProvider } from '../../../providers/dataProvider';

const field = (name: string) => `resources.customers.mandates.${name}`;

/**
 * A mandate's state in its row: "Revocato il …" once revoked, else "Revoca", which asks first
 * and revokes it from today (a used mandate cannot be deleted: this is how it stops).
 */
export const MandateState = ({ mandate }: { mandate: SddMandate }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const writes = useCan('sdd-mandates', 'save');
  const revoke = useMutation({
    mutationFn: () => dataProvider.revokeSddMandate(mandate.id, today(), mandate.version),
    onSuccess: () => {
      setAsking(false);
      notify(field('revoked'), { type: 'success' });
      refresh();
    },
    onError: (error) => {
      setAsking(false);
      notifyError(error);
    },
  });
  if (mandate.revoked_at) {
    return (
      <bdi>{translate(field('revoked_on'), { date: formatDate(mandate.revoked_at, locale) })}</bdi>
    );
  }
  if (!writes) return null;
  return (
    <>
      <Button label={field('revoke')} size="small" onClick={() => setAsking(true)} />
      <Confirm
        isOpen={asking}
        loading={revoke.isPending}
        title={translate(field('revoke_title'), { reference: mandate.reference })}
        content={field('revoke_content')}
        onConfirm={() => revoke.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
