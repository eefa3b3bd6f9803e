import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DocumentType } from '../../../contract/documents';
import { documentNumber, DRAFT_NUMBER, typeKey } from './documentModel';
import { documentPaths } from './paths';

export interface DocumentRef {
  id: number;
  type: string;
  number: number | null;
  series: string;
  year: number;
}

/** "Fattura 12/2026" linking to the document (rows that hold it do not open on the click). */
export const DocumentLink = ({ document }: { document: DocumentRef }) => {
  const translate = useTranslate();
  const type = document.type as DocumentType;
  return (
    <Link
      component={RouterLink}
      to={documentPaths.edit(type, document.id)}
      onClick={(event) => event.stopPropagation()}
      variant="body2"
    >
      <bdi>
        {translate(`resources.documents.one.${typeKey(type)}`, {
          number: documentNumber(document, translate(DRAFT_NUMBER)),
        })}
      </bdi>
    </Link>
  );
};
