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
export const CustomerLedgerButton = () => {
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
