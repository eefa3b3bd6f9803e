import { guarded } from '../../lib/useCan';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Button, LinkBase, useRecordContext } from 'react-admin';
import { instalmentPaths } from './paths';

/** The ledger of one customer: `/collections/instalments` filtered on it. */
export const customerLedgerPath = (customerId: number) =>
  `${instalmentPaths.list}?${new URLSearchParams({
    filter: JSON.stringify({ customer_id: customerId }),
    displayedFilters: JSON.stringify({ customer_id: true }),
  })}`;

/** On a customer's page: "Scadenzario", what the customer has open. */
const CustomerLedgerLink = () => {
  const record = useRecordContext<{ id: number }>();
  if (!record) return null;
  return (
    <Button
      label="resources.instalments.menu"
      component={LinkBase}
      to={customerLedgerPath(record.id)}
    >
      <EventNoteIcon />
    </Button>
  );
};

/** For the roles that read the ledger (not the warehouse). */
export const CustomerLedgerButton = guarded('instalments', 'list', CustomerLedgerLink);
