import { CardAmountLine } from '../../lib/list/CardAmountLine';
import { SimpleList, useLocale, useTranslate, type Identifier } from 'react-admin';
import type { DocumentListItem, DocumentType } from '../../../contract/documents';
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
        <CardAmountLine record={record} chip={<DocumentStatusChip />} amount={record.total}>
          {formatDate(record.document_date, locale)}
        </CardAmountLine>
      )}
      rowClick={(id: Identifier) => documentPaths.edit(type, id)}
    />
  );
};
