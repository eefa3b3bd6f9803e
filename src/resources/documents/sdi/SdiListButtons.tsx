import { useCan } from '../../../lib/useCan';
import { SdiExportButton } from './SdiExportButton';
import { SdiReceiptsButton } from './SdiReceiptsButton';

/** The e-invoicing buttons of the invoices' and notes' lists, loaded with those lists only. */
export default function SdiListButtons() {
  // The period's zip is the XMLs'; the receipts' upload changes SDI states (issuing's).
  const xml = useCan('documents/invoice', 'xml');
  const issue = useCan('documents/invoice', 'issue');
  return (
    <>
      {xml && <SdiExportButton />}
      {issue && <SdiReceiptsButton />}
    </>
  );
}
