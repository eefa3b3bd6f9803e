import { guarded } from '../../lib/useCan';
import UndoIcon from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Payment } from '../../../contract/payments';
import { ReasonDialog } from '../../lib/ReasonDialog';
import { useNotifyError } from '../../lib/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { paymentState } from './paymentModel';

const t = (name: string) => `resources.payments.reverse.${name}`;

/**
 * "Storna": the payment is kept, marked reversed with the reason, and what it settled opens
 * again. Asks first (it cannot be undone); a credit note's credit has no such button.
 */
const ReverseButtonShown = () => {
  const record = useRecordContext<Payment>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const mutation = useMutation({
    mutationFn: (reason: string) => dataProvider.reversePayment(record!.id, reason),
    onSuccess: () => {
      setOpen(false);
      notify(t('done'), { type: 'success' });
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  if (!record || paymentState(record) !== 'in_force') return null;
  return (
    <>
      <Button label={t('action')} color="error" onClick={() => setOpen(true)}>
        <UndoIcon />
      </Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(t('title'))}
        content={translate(t('content'))}
        label={translate(t('reason'))}
        confirmLabel={t('action')}
        danger
        pending={mutation.isPending}
        onConfirm={(reason) => mutation.mutate(reason)}
      />
    </>
  );
};

/** For the roles that may: save on payments (docs/roles.md). */
export const ReverseButton = guarded('payments', 'save', ReverseButtonShown);
