import { useRecordContext, useTranslate } from 'react-admin';
import type { DocumentType, SalesDocument } from '../../../contract/documents';
import { documentNumber, DRAFT_NUMBER, typeKey } from './documentModel';

/**
 * "Ordine di vendita 12/2026" (edit and show), "Fattura (bozza)" (a draft), "Nuovo ordine"
 * (create).
 */
export const DocumentTitle = ({ type }: { type: DocumentType }) => {
  const record = useRecordContext<SalesDocument>();
  const translate = useTranslate();
  return (
    <bdi>
      {record?.id
        ? translate(`resources.documents.one.${typeKey(type)}`, {
            number: documentNumber(record, translate(DRAFT_NUMBER)),
          })
        : translate(`resources.documents.new.${typeKey(type)}`)}
    </bdi>
  );
};
