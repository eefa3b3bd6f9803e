import { useRecordContext } from 'react-admin';
import type { Payment } from '../../../contract/payments';
import { StatusChip } from '../../lib/StatusChip';
import { PAYMENT_STATE_COLOURS, paymentState } from './paymentModel';

/** Recorded, reversed, or a credit note's credit, as a chip. */
export const PaymentStateChip = () => {
  const record = useRecordContext<Payment>();
  if (!record) return null;
  const state = paymentState(record);
  return (
    <StatusChip
      status={0}
      labelKey={`resources.payments.states.${state}`}
      colour={PAYMENT_STATE_COLOURS[state]}
    />
  );
};
