import { CardAmountLine } from '../../lib/list/CardAmountLine';
import { SimpleList, useLocale, useTranslate } from 'react-admin';
import type { DocumentType } from '../../../contract/documents';
import type { Instalment } from '../../../contract/instalments';
import { formatDate } from '../../lib/dates';
import { documentNumber, typeKey } from '../documents/documentModel';
import { documentPaths } from '../documents/paths';
import { InstalmentStateChip } from './InstalmentStateChip';

/**
 * A narrow screen's ledger: each instalment as a card (due date · customer; its document,
 * state and what is open), opening its document.
 */
export const InstalmentCards = () => {
  const locale = useLocale();
  const translate = useTranslate();
  return (
    <SimpleList<Instalment>
      primaryText={(record) => `${formatDate(record.due_date, locale)} · ${record.customer.name}`}
      secondaryText={(record) => (
        <CardAmountLine record={record} chip={<InstalmentStateChip />} amount={record.open}>
          {translate(`resources.documents.one.${typeKey(record.document.type as DocumentType)}`, {
            number: documentNumber(record.document),
          })}
        </CardAmountLine>
      )}
      rowClick={(_id, _resource, record) =>
        documentPaths.edit(record.document.type as DocumentType, record.document.id)
      }
    />
  );
};
