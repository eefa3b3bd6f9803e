import PrintIcon from '@mui/icons-material/Print';
import { Button } from 'react-admin';

/** Prints the current list or record; `PrintStyles` keeps only the content on paper. */
export const PrintButton = () => (
  <Button label="app.list.print" onClick={() => window.print()} className="no-print">
    <PrintIcon />
  </Button>
);
