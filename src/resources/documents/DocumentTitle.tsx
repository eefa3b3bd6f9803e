import { useRecordContext, useTranslate } from 'react-admin';
import type { DocumentType, SalesDocument } from '../../../contract/documents';
import { documentNumber, typeKey } from './documentModel';

/** "Ordine di vendita 12/2026" (edit and show), "Nuovo ordine" (create). */
export const DocumentTitle = ({ type }: { type: DocumentType }) => {
  const record = useRecordContext<SalesDocument>();
  const translate = useTranslate();
  return (
    <bdi>
      {record?.id
        ? translate(`resources.documents.one.${typeKey(type)}`, {
            number: documentNumber(record),
          })
        : translate(`resources.documents.new.${typeKey(type)}`)}
    </bdi>
  );
};
