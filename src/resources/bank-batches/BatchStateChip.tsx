import { useRecordContext } from 'react-admin';
import type { BankBatch } from '../../../contract/bank-batches';
import { StatusChip } from '../../lib/StatusChip';
import { BATCH_STATE_COLOURS } from './bankBatchModel';

/** Presented or credited, as a chip. */
export const BatchStateChip = () => {
  const record = useRecordContext<BankBatch>();
  if (!record) return null;
  return (
    <StatusChip
      status={0}
      labelKey={`resources.bank-batches.states.${record.state}`}
      colour={BATCH_STATE_COLOURS[record.state]}
    />
  );
};
