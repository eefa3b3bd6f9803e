import { SdiExportButton } from './SdiExportButton';
import { SdiReceiptsButton } from './SdiReceiptsButton';

/** The e-invoicing buttons of the invoices' and notes' lists, loaded with those lists only. */
export default function SdiListButtons() {
  return (
    <>
      <SdiExportButton />
      <SdiReceiptsButton />
    </>
  );
}
