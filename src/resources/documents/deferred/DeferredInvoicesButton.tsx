import { useCan } from '../../../lib/useCan';
import { documentsOf } from '../../../providers/access';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { DEFERRED_PATH } from './paths';

/** "Fatturazione differita" on the invoices' list: opens the deferred invoicing screen. */
export const DeferredInvoicesButton = () =>
  useCan(documentsOf('invoice'), 'create') ? (
    <Button component={Link} to={DEFERRED_PATH} label="resources.documents.deferred.title">
      <ReceiptLongIcon />
    </Button>
  ) : null;
