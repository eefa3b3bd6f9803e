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
 * it (number · customer; date, status and total); room at the end for the floating "+", which
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
      // The total on the date's line, at its end: beside a long customer name it would run
      // into it ("Oleificio Costa S.p.A.4.502,54 €").
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {formatDate(record.document_date, locale)}
          <RecordContextProvider value={record}>
            <DocumentStatusChip />
          </RecordContextProvider>
          <Box
            component="span"
            sx={{ marginInlineStart: 'auto', color: 'text.primary', whiteSpace: 'nowrap' }}
          >
            {formatMoney(record.total, locale, 2)}
          </Box>
        </Box>
      )}
      rowClick={(id: Identifier) => documentPaths.edit(type, id)}
    />
  );
};
