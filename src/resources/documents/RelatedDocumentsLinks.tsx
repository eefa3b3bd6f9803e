import LinkIcon from '@mui/icons-material/Link';
import { Button, LinkBase, useRecordContext, useTranslate } from 'react-admin';
import type { DocumentSummary, SalesDocument } from '../../../contract/documents';
import { typeKey } from './documentModel';
import { documentPaths } from './paths';
import { documentName } from './useCreateFrom';

const t = (key: string) => `resources.documents.related.${key}`;

const DocumentLink = ({ doc, label }: { doc: DocumentSummary; label: string }) => {
  const translate = useTranslate();
  return (
    <Button
      component={LinkBase}
      to={documentPaths.show(doc.type, doc.id)}
      label={translate(label, { document: documentName(translate, doc) })}
    >
      <LinkIcon />
    </Button>
  );
};

/**
 * The documents linked to this one, as links to their pages: "Da Ordine 7/2026" on an
 * invoice, "Fatturato con Fattura 12/2026" on its order, a credit note on its invoice.
 */
export const RelatedDocumentsLinks = () => {
  const record = useRecordContext<SalesDocument>();
  if (!record?.id) return null;
  return (
    <>
      {record.related_document && <DocumentLink doc={record.related_document} label={t('from')} />}
      {(record.related_by ?? []).map((doc) => (
        <DocumentLink key={doc.id} doc={doc} label={t(`by.${typeKey(doc.type)}`)} />
      ))}
    </>
  );
};
