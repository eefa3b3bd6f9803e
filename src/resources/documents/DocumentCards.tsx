import Box from '@mui/material/Box';
import {
  RecordContextProvider,
  SimpleList,
  useLocale,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { DocumentListItem, DocumentType } from '../../../contract/documents';
import { formatMoney } from '../../lib/decimal';
import { DRAFT_LABEL, documentNumber, formatDate } from './documentModel';
import { documentPaths } from './paths';
import { DocumentStatusChip } from './DocumentStatusChip';

/**
 * A narrow screen's document list: each document as a card with what identifies and values
 * it (number · customer, date and status, total); room at the end for the floating "+", which
 * would cover the last total.
 */
export const DocumentCards = ({ type }: { type: DocumentType }) => {
  const locale = useLocale();
  const translate = useTranslate();
  return (
    <SimpleList<DocumentListItem>
      sx={{ pb: 10 }}
      primaryText={(record) =>
        `${documentNumber(record, translate(DRAFT_LABEL))} · ${record.customer.name}`
      }
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
          {formatDate(record.document_date, locale)}
          <RecordContextProvider value={record}>
            <DocumentStatusChip />
          </RecordContextProvider>
        </Box>
      )}
      tertiaryText={(record) => formatMoney(record.total, locale, 2)}
      rowClick={(id: Identifier) => documentPaths.edit(type, id)}
    />
  );
};
