import { guarded } from '../../lib/useCan';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
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
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { BankBatch } from '../../../contract/bank-batches';
import { today } from '../../lib/dates';
import { useNotifyError } from '../../lib/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';

const t = (name: string) => `resources.bank-batches.credit.${name}`;

/**
 * "Registra accredito": the bank credited the batch; every item still presented is paid by a
 * payment of its own on that day. Asks the day first; sent once (the button waits).
 */
const CreditButtonShown = () => {
  const record = useRecordContext<BankBatch>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(today());
  const mutation = useMutation({
    mutationFn: () => dataProvider.creditBankBatch(record!.id, date),
    onSuccess: () => {
      setOpen(false);
      notify(t('done'), { type: 'success' });
      refresh();
    },
    onError: (error) => notifyError(error),
  });
  if (!record || record.state !== 'presented') return null;
  return (
    <>
      <Button label={t('action')} onClick={() => setOpen(true)}>
        <CheckCircleIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!mutation.isPending) mutation.mutate();
          }}
        >
          <DialogTitle>{translate(t('title'))}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(t('content'))}</DialogContentText>
            <TextField
              type="date"
              required
              margin="normal"
              label={translate(t('date'))}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
            />
          </DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <Button
              type="submit"
              label={t('action')}
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
export const CreditButton = guarded('bank-batches', 'save', CreditButtonShown);
