import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import {
  CreateButton,
  FilterButton,
  TopToolbar,
  useLocale,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { DocumentListItem, DocumentType } from '../../../contract/documents';
import { formatMoney } from '../../lib/decimal';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppList } from '../../lib/list/AppList';
import { ExportMenuButton } from '../../lib/list/export/ExportMenuButton';
import { PrintButton } from '../../lib/list/PrintButton';
import { TableOptionsButton } from '../../lib/list/TableOptionsButton';
import { DeferredInvoicesButton } from './deferred/DeferredInvoicesButton';
import { StampDutyButton } from './stamp-duty/StampDutyButton';
import { DocumentDeleteButton } from './DocumentDeleteButton';
import { DRAFT_LABEL, documentNumber, formatDate, typeKey } from './documentModel';

import { documentListQuery } from './listQuery';
import { documentPaths } from './paths';
import { documentsOf } from '../../providers/access';
import { useCan } from '../../lib/useCan';
import { DocumentCards } from './DocumentCards';
import { TotalCell } from './TotalCell';
import { documentFilters } from './DocumentListFilters';
import { DocumentStatusChip } from './DocumentStatusChip';
import { useClearCurrentDocument } from './useDocumentCache';
import { hasSdi } from './sdi/sdiModel';
import { SdiStatusChip } from './sdi/SdiStatusChip';

const field = (name: string) => `resources.documents.fields.${name}`;

// Only invoices and notes have them; their date pickers must not load with the orders' list.
const SdiListButtons = lazy(() => import('./sdi/SdiListButtons'));

const DocumentListActions = ({ type }: { type: DocumentType }) => (
  <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    <CreateButton
      resource={documentsOf(type)}
      to={documentPaths.create(type)}
      label={`resources.documents.new.${typeKey(type)}`}
    />
    {type === 'invoice' && <DeferredInvoicesButton />}
    {type === 'invoice' && <StampDutyButton />}
    {hasSdi(type) && (
      <Suspense fallback={null}>
        <SdiListButtons />
      </Suspense>
    )}
    <TableOptionsButton />
    <ExportMenuButton variant={type} />
    <PrintButton />
  </TopToolbar>
);

/** Eight columns fit a 1366 px screen: long titles wrap, cells keep less side padding. */
const COMPACT_COLUMNS = {
  '& .RaDataTable-headerCell': { whiteSpace: 'normal', lineHeight: 1.3 },
  '& .MuiTableCell-root': { px: 1.25 },
};

/**
 * `/documents/sales/{orders|invoices|credit-notes|debit-notes}`: one type's documents, newest
 * first, with the filters of `documentFilters`; a row opens the edit page. Below 768 px each
 * document is a card: number and customer, date and status, total.
 */
export const DocumentList = ({ type }: { type: DocumentType }) => {
  const locale = useLocale();
  const translate = useTranslate();
  // Below `md` (768 px) the columns no longer fit (the status was cut at 640 px): cards.
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  useClearCurrentDocument();
  const money = (value: string) => formatMoney(value, locale, 2);
  const prices = useCan('documents', 'prices');
  // A role that only reads this type opens the read-only page.
  const writes = useCan(documentsOf(type), 'edit');
  return (
    <AppList
      {...documentListQuery(type)}
      title={translate(`resources.documents.types.${typeKey(type)}`)}
      filters={documentFilters(type)}
      actions={<DocumentListActions type={type} />}
      empty={false}
    >
      {narrow ? (
        <DocumentCards type={type} />
      ) : (
        <AppDataTable<DocumentListItem>
          rowClick={(id: Identifier) =>
            writes ? documentPaths.edit(type, id) : documentPaths.show(type, id)
          }
          bulkActionButtons={false}
          sx={COMPACT_COLUMNS}
        >
          <AppDataTable.Col
            source="number"
            label={field('number')}
            sx={{ whiteSpace: 'nowrap' }}
            render={(record) => documentNumber(record, translate(DRAFT_LABEL))}
          />
          <AppDataTable.Col
            source="customer"
            label={field('customer')}
            render={(record) => record.customer.name}
          />
          <AppDataTable.Col source="reference" label={field('reference')} />
          {prices && (
            <AppDataTable.Col
              source="net_total"
              label={field('net_total')}
              align="right"
              sx={{ whiteSpace: 'nowrap' }}
              render={(record) => money(record.net_total)}
            />
          )}
          {prices && (
            <AppDataTable.Col
              source="total"
              label={field('total')}
              align="right"
              sx={{ whiteSpace: 'nowrap' }}
              render={(record) => <TotalCell record={record as DocumentListItem} money={money} />}
            />
          )}
          <AppDataTable.Col source="status" label={field('status')} field={DocumentStatusChip} />
          {hasSdi(type) && (
            <AppDataTable.Col
              source="sdi_status"
              label="resources.documents.sdi.status"
              field={SdiStatusChip}
              disableSort
            />
          )}
          <AppDataTable.Col
            source="document_date"
            label={field('document_date')}
            render={(record) => formatDate(record.document_date, locale)}
          />
          {type === 'quote' ? (
            <AppDataTable.Col
              source="valid_until"
              label={field('valid_until')}
              render={(record) => formatDate(record.valid_until, locale)}
              disableSort
            />
          ) : (
            <AppDataTable.Col
              source="shipping_date"
              label={field('shipping_date')}
              render={(record) => formatDate(record.shipping_date, locale)}
            />
          )}
          <AppDataTable.Col label=" " className="no-print" align="right">
            <DocumentDeleteButton compact />
          </AppDataTable.Col>
        </AppDataTable>
      )}
    </AppList>
  );
};
