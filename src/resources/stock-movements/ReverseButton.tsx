import UndoIcon from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { StockMovement } from '../../../contract/stock-movements';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCan } from '../../lib/useCan';
import { useNotifyError } from '../../lib/useNotifyError';
import { isReversible } from './stockModel';

const t = (key: string) => `resources.stock-movements.reverse.${key}`;

/**
 * "Storna": asks first, then records the opposite movement (once). Only for a role that moves
 * stock, and a movement neither reversed nor a reversal; a 409 (reversed meanwhile) shows the
 * server's reason.
 */
export const ReverseButton = () => {
  const record = useRecordContext<StockMovement>();
  const allowed = useCan('stock-movements', 'create');
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const reverse = useMutation({
    mutationFn: (id: number) => dataProvider.reverseStockMovement(id),
    onSuccess: () => {
      setOpen(false);
      notify(t('done'), { type: 'success' });
      refresh();
    },
    onError: (error) => {
      setOpen(false);
      notifyError(error);
    },
  });
  if (!record || !allowed || !isReversible(record)) return null;
  return (
    <>
      <Button
        label={t('button')}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <UndoIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={reverse.isPending}
        title={t('title')}
        content={t('content')}
        onConfirm={() => reverse.mutate(record.id)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
