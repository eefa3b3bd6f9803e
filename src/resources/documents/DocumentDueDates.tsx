import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useGetOne, useLocale, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FISCAL_TYPES, type DocumentType, type SalesDocument } from '../../../contract/documents';
import { Ltr } from '../../lib/bidi/Bidi';
import { formatMoney } from '../../lib/decimal';
import { PaymentTermReferenceInput } from '../payment-terms/PaymentTermReferenceInput';
import { formatDate } from './documentModel';
import { DocumentInstalments } from '../instalments/DocumentInstalments';

const t = (name: string) => `resources.documents.due_dates.${name}`;

/**
 * The document's payment term. On a new document it follows the chosen customer's term
 * until the user picks one; the server also takes the customer's when none is sent.
 */
export const DocumentPaymentTermInput = ({ readOnly }: { readOnly?: boolean }) => {
  const record = useRecordContext<SalesDocument>();
  const creating = record?.id === undefined;
  const customerId = useWatch({ name: 'customer_id' });
  const { setValue, getFieldState } = useFormContext();
  const { data: customer } = useGetOne(
    'customers',
    { id: customerId },
    { enabled: creating && Boolean(customerId) },
  );
  useEffect(() => {
    if (!creating || !customer || getFieldState('payment_term_id').isDirty) return;
    setValue('payment_term_id', customer.payment_terms ?? null);
  }, [creating, customer, getFieldState, setValue]);
  return (
    <PaymentTermReferenceInput
      source="payment_term_id"
      label="resources.documents.fields.payment_term_id"
      readOnly={readOnly}
    />
  );
};

/**
 * An invoice's or note's due dates and amounts, as the server computed them from its
 * payment term, date and total (recomputed on every change; the browser computes nothing);
 * once an invoice or debit note is issued, its instalments and what is open of them.
 */
export const DocumentDueDates = () => {
  const record = useRecordContext<SalesDocument>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record || !FISCAL_TYPES.includes(record.type as DocumentType)) return null;
  // Issued, what it owes is its instalments, with what payments settled of them.
  if (record.issued_at && record.type !== 'credit-note') {
    return <DocumentInstalments document={record} />;
  }
  const dues = record.due_dates ?? [];
  return (
    <Box
      component="section"
      aria-label={translate(t('title'))}
      data-testid="document-due-dates"
      sx={{ ml: 'auto', width: { xs: '100%', sm: 380 }, px: 2, pb: 2 }}
    >
      <Typography variant="subtitle2" component="h3">
        {translate(t('title'))}
      </Typography>
      {dues.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(t('none'))}
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(t('date'))}</TableCell>
              <TableCell align="right">{translate(t('amount'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {dues.map((due, i) => (
              <TableRow key={i}>
                <TableCell>
                  <Ltr>{formatDate(due.due_date, locale)}</Ltr>
                </TableCell>
                <TableCell align="right">
                  <Ltr>{formatMoney(due.amount, locale, 2)}</Ltr>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
};
