import { RecordHistory } from '../audit-entries/RecordHistory';
import { useCan } from '../../lib/useCan';
import { documentsOf } from '../../providers/access';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { Button, LinkBase, Show, useLocale, useRecordContext, useTranslate } from 'react-admin';
import type { DocumentType, SalesDocument } from '../../../contract/documents';
import { destinationAddress } from '../customers/destinationModel';
import { DocumentActions } from './DocumentEdit';
import { DocumentDeleteButton } from './DocumentDeleteButton';
import { LockedNotice } from './DocumentLock';
import { formatDate } from './documentModel';
import { documentPaths } from './paths';
import { DocumentStatusChip } from './DocumentStatusChip';
import { DocumentTitle } from './DocumentTitle';
import { DocumentDueDates } from './DocumentDueDates';
import { DocumentTotals } from './DocumentTotals';
import { ReadOnlyRows } from './ReadOnlyRows';
import { SdiPanel } from './sdi/SdiPanel';

const field = (name: string) => `resources.documents.fields.${name}`;

const Item = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  const value = children || '—';
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-line' }}>
        {/* Text keeps its own direction in a right-to-left page ("+39 02 555", "Via Roma 1"). */}
        {typeof value === 'string' ? <bdi>{value}</bdi> : value}
      </Typography>
    </Box>
  );
};

/** `Via Roma 1\n37100 Verona (VR)\nIT` */
const addressText = (billing: SalesDocument['customer']['billing']) =>
  [
    billing.address,
    [billing.zip, billing.city, billing.province && `(${billing.province})`]
      .filter(Boolean)
      .join(' '),
    billing.country,
  ]
    .filter(Boolean)
    .join('\n');

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } };

/** The document as read: customer block, header, rows and the server's totals. */
const DocumentDetails = ({ type }: { type: DocumentType }) => {
  const record = useRecordContext<SalesDocument>();
  const locale = useLocale();
  const writes = useCan(documentsOf(type), 'edit');
  if (!record) return null;
  const { customer } = record;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={grid}>
        <Box>
          <Item label={field('customer')}>{customer.name}</Item>
          <Item label={field('customer_code')}>{customer.registry_code}</Item>
          <Item label={field('vat_number')}>{customer.vat_number}</Item>
        </Box>
        <Box>
          <Item label={field('billing_address')}>{addressText(customer.billing)}</Item>
          {record.destination && (
            <Item label={field('destination_id')}>
              {`${record.destination.name}\n${destinationAddress(record.destination)}`}
            </Item>
          )}
          <Item label={field('phone')}>{customer.phone}</Item>
          <Item label={field('email')}>{customer.email}</Item>
        </Box>
        <Box>
          <Item label={field('document_date')}>{formatDate(record.document_date, locale)}</Item>
          <Item label={field('shipping_date')}>{formatDate(record.shipping_date, locale)}</Item>
          {record.type === 'quote' && (
            <Item label={field('valid_until')}>{formatDate(record.valid_until, locale)}</Item>
          )}
          <Item label={field('status')}>
            <DocumentStatusChip />
          </Item>
        </Box>
      </Box>
      <SdiPanel />
      <Box sx={grid}>
        <Item label={field('references')}>{customer.references}</Item>
        <Item label={field('reference')}>{record.reference}</Item>
        <Item label={field('description')}>{record.description}</Item>
        {record.conditions && <Item label={field('conditions')}>{record.conditions}</Item>}
      </Box>
      <Divider sx={{ my: 2 }} />
      {/* Scrolls on its own on a phone, so the page and the totals keep the window's width. */}
      <Box sx={{ overflowX: 'auto' }}>
        <ReadOnlyRows rows={record.rows} />
      </Box>
      <DocumentTotals />
      <DocumentDueDates />
      <RecordHistory resource="documents" />
      <Box className="no-print" sx={{ display: 'flex', justifyContent: 'space-between' }}>
        {writes ? (
          <Button
            label="ra.action.edit"
            component={LinkBase}
            to={documentPaths.edit(type, record.id)}
          >
            <EditIcon />
          </Button>
        ) : (
          <span />
        )}
        <DocumentDeleteButton redirectTo={documentPaths.list(type)} />
      </Box>
    </Box>
  );
};

/** `/documents/sales/{type}/show/{id}`: read, print (the browser's) and PDF. */
export const DocumentShow = ({ type }: { type: DocumentType }) => (
  <Show
    resource="documents"
    title={<DocumentTitle type={type} />}
    actions={<DocumentActions type={type} />}
  >
    <LockedNotice />
    <DocumentDetails type={type} />
  </Show>
);
