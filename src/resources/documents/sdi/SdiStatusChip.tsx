import { useRecordContext } from 'react-admin';
import type { DocumentListItem } from '../../../../contract/documents';
import { StatusChip } from '../../../lib/StatusChip';
import { sdiColour, sdiStatusKey } from './sdiModel';

/** The document's SDI state as a chip ("Da inviare", "Scartata"); nothing for an order. */
export const SdiStatusChip = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<Pick<DocumentListItem, 'sdi_status'>>();
  if (record?.sdi_status === null || record?.sdi_status === undefined) return null;
  return (
    <StatusChip
      status={record.sdi_status}
      labelKey={sdiStatusKey(record.sdi_status)}
      colour={sdiColour(record.sdi_status)}
    />
  );
};
