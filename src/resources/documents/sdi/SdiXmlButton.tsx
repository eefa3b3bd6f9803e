import { useCan } from '../../../lib/useCan';
import CodeIcon from '@mui/icons-material/Code';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useRecordContext, useRefresh } from 'react-admin';
import type { SalesDocument } from '../../../../contract/documents';
import { SdiStatus } from '../../../../contract/enums';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { saveBlob } from './sdiModel';
import { useSdiCall } from './useSdiCall';

const t = (key: string) => `resources.documents.sdi.xml.${key}`;

/**
 * "XML" on an issued invoice or note: its FatturaPA file. The first download of a document
 * not sent yet marks it sent (a new file name), so it asks first; later ones give the same file.
 */
export const SdiXmlButton = () => {
  const record = useRecordContext<SalesDocument>();
  const allowed = useCan('documents', 'xml', record);
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const { pending, call } = useSdiCall();
  if (!record?.issued_at || !allowed) return null;

  const download = () =>
    call(async () => {
      const xml = await dataProvider.documentXml(record.id);
      const { data } = await dataProvider.getOne<SalesDocument>('documents', { id: record.id });
      saveBlob(xml, data.sdi_file_name ?? `${record.id}.xml`);
      setAsking(false);
      refresh();
    });

  return (
    <>
      <Button
        label={t('label')}
        onClick={() => (record.sdi_status === SdiStatus.to_send ? setAsking(true) : download())}
        disabled={pending}
        className="no-print"
      >
        <CodeIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={pending}
        title={t('title')}
        content={t('content')}
        confirm={t('confirm')}
        onConfirm={download}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
