import { guarded } from '../../lib/useCan';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useLocale,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { Payment } from '../../../contract/payments';
import { formatMoney } from '../../lib/decimal';
import { useNotifyError } from '../../lib/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useOpenInstalments } from './AllocationInputs';
import { AllocationTable } from './AllocationTable';
import { allocationsOf, allocationTotals, spread, type Amounts } from './allocationModel';
import { hasCredit, paymentState } from './paymentModel';

const t = (name: string) => `resources.payments.${name}`;

/** "Usa il credito": what is left of a payment or credit note, allocated to open instalments. */
const AllocateCreditButtonShown = () => {
  const record = useRecordContext<Payment>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [amounts, setAmounts] = useState<Amounts>({});
  const { instalments } = useOpenInstalments(open ? record?.customer.id : undefined);
  const mutation = useMutation({
    mutationFn: () => dataProvider.allocatePayment(record!.id, allocationsOf(instalments, amounts)),
    onSuccess: () => {
      setOpen(false);
      notify(t('allocate.done'), { type: 'success' });
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  if (!record || paymentState(record) === 'reversed' || !hasCredit(record)) return null;
  const totals = allocationTotals(record.unallocated, amounts);
  const money = (value: string) => formatMoney(value, locale, 2);
  const none = allocationsOf(instalments, amounts).length === 0;
  return (
    <>
      <Button label={t('allocate.action')} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>
          {translate(t('allocate.title'), { amount: money(record.unallocated) })}
        </DialogTitle>
        <DialogContent>
          {instalments.length === 0 ? (
            <Typography variant="body2">{translate(t('allocations.none'))}</Typography>
          ) : (
            <>
              <Button
                label={t('allocations.spread')}
                variant="outlined"
                onClick={() => setAmounts(spread(record.unallocated, instalments))}
              />
              <Box sx={{ overflowX: 'auto' }}>
                <AllocationTable
                  instalments={instalments}
                  amounts={amounts}
                  onChange={setAmounts}
                />
              </Box>
              <Typography variant="body2" role="status" sx={{ mt: 1 }}>
                {Number(totals.over) > 0
                  ? translate(t('allocations.over'), { over: money(totals.over) })
                  : translate(t('allocations.left'), { left: money(totals.left) })}
              </Typography>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
          <Button
            label={t('allocate.action')}
            variant="contained"
            disabled={none || Number(totals.over) > 0 || mutation.isPending}
            onClick={() => mutation.mutate()}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};

/** For the roles that may: save on payments (docs/roles.md). */
export const AllocateCreditButton = guarded('payments', 'save', AllocateCreditButtonShown);
