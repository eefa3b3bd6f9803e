import { guarded } from '../../lib/useCan';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, useListContext, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Instalment } from '../../../contract/instalments';
import { paymentPaths } from '../payments/paths';
import { isOpen, soleCustomer } from './instalmentModel';

/** The payment form prefilled for instalments of one customer, each for what is open. */
export const collectPath = (customerId: number, instalments: readonly Pick<Instalment, 'id'>[]) =>
  `${paymentPaths.create}?source=${encodeURIComponent(
    JSON.stringify({ customer_id: customerId, instalment_ids: instalments.map((i) => i.id) }),
  )}`;

/**
 * The ledger's bulk action "Registra incasso": the payment form for the selected open
 * instalments, which must be of one customer (a payment is one customer's).
 */
const CollectButtonShown = () => {
  const { data, selectedIds } = useListContext<Instalment>();
  const navigate = useNavigate();
  const notify = useNotify();
  const selected = (data ?? []).filter((row) => selectedIds.includes(row.id) && isOpen(row));
  return (
    <Button
      label="resources.instalments.actions.collect"
      disabled={!selected.length}
      onClick={() => {
        const customer = soleCustomer(selected);
        if (customer === null) {
          notify('resources.instalments.actions.one_customer', { type: 'warning' });
          return;
        }
        navigate(collectPath(customer, selected));
      }}
    >
      <PaymentsIcon />
    </Button>
  );
};

/** For the roles that may: create on payments (docs/roles.md). */
export const CollectButton = guarded('payments', 'create', CollectButtonShown);
