import ApprovalIcon from '@mui/icons-material/Approval';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';
import { STAMP_DUTY_PATH } from './paths';

/** "Imposta di bollo" on the invoices' list: opens the quarter's stamp duty screen. */
export const StampDutyButton = () => (
  <Button component={Link} to={STAMP_DUTY_PATH} label="resources.documents.stamp_duty.title">
    <ApprovalIcon />
  </Button>
);
