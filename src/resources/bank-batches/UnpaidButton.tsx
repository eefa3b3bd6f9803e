import { guarded } from '../../lib/useCan';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useLocale,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { BankBatch, BatchItem } from '../../../contract/bank-batches';
import { today } from '../../lib/dates';
import { decimalSeparator, toWireDecimal } from '../../lib/decimal';
import { useNotifyError } from '../../lib/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';

const t = (name: string) => `resources.bank-batches.unpaid.${name}`;

/**
 * "Insoluto" on a batch item: the bank returned it unpaid. Asks the day, the bank's charges
 * (due from the customer on top) and the bank's reason; the instalment reopens.
 */
const UnpaidButtonShown = ({ batch, item }: { batch: BankBatch; item: BatchItem }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(today());
  const [charges, setCharges] = useState('');
  const [reason, setReason] = useState('');
  const mutation = useMutation({
    mutationFn: () =>
      dataProvider.reportUnpaid(batch.id, item.id, {
        date,
        charges: toWireDecimal(charges, decimalSeparator(locale)) || '0',
        reason: reason.trim(),
      }),
    onSuccess: () => {
      setOpen(false);
      notify(t('done'), { type: 'success' });
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  if (item.state === 'unpaid') return null;
  return (
    <>
      <Button label={t('action')} color="error" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!mutation.isPending) mutation.mutate();
          }}
        >
          <DialogTitle>{translate(t('title'), { customer: item.customer.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(t('content'))}</DialogContentText>
            <TextField
              type="date"
              required
              fullWidth
              margin="normal"
              label={translate(t('date'))}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
            />
            <TextField
              fullWidth
              margin="normal"
              label={translate(t('charges'))}
              value={charges}
              onChange={(event) => setCharges(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              fullWidth
              margin="normal"
              label={translate(t('reason'))}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button
              type="submit"
              label={t('confirm')}
              color="error"
              variant="contained"
              disabled={mutation.isPending || !date}
            />
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
};

/** For the roles that may: save on bank-batches (docs/roles.md). */
export const UnpaidButton = guarded('bank-batches', 'save', UnpaidButtonShown);
