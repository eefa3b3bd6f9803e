import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  Labeled,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useLocale,
  useRecordContext,
  useTranslate,
  Button,
  LinkBase,
} from 'react-admin';
import ListIcon from '@mui/icons-material/List';
import type { Payment } from '../../../contract/payments';
import { Ltr } from '../../lib/bidi/Bidi';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/decimal';
import { DocumentLink } from '../documents/DocumentLink';
import { methodChoices } from '../instalments/instalmentModel';
import { AllocateCreditButton } from './AllocateCreditButton';
import { paymentPaths } from './paths';
import { PaymentStateChip } from './PaymentStateChip';
import { ReverseButton } from './ReverseButton';
import { RecordHistory } from '../audit-entries/RecordHistory';

const field = (name: string) => `resources.payments.fields.${name}`;

const Actions = () => (
  <TopToolbar className="no-print">
    <Button label="ra.action.list" component={LinkBase} to={paymentPaths.list}>
      <ListIcon />
    </Button>
    <AllocateCreditButton />
    <ReverseButton />
  </TopToolbar>
);

/** What the payment settled: each instalment with its document, due date and part. */
const Allocations = () => {
  const record = useRecordContext<Payment>();
  const translate = useTranslate();
  const locale = useLocale();
  // The list's record (shown while the payment loads) has no allocations yet.
  if (!record?.allocations) return null;
  const t = (name: string) => `resources.payments.allocations.${name}`;
  return (
    <section aria-labelledby="allocations-list">
      <Typography variant="subtitle1" component="h2" id="allocations-list">
        {translate(t('list'))}
      </Typography>
      {record.allocations.length === 0 ? (
        <Typography variant="body2">{translate(t('empty'))}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.instalments.fields.document')}</TableCell>
              <TableCell>{translate('resources.instalments.fields.position')}</TableCell>
              <TableCell>{translate('resources.instalments.fields.due_date')}</TableCell>
              <TableCell align="right">
                {translate('resources.instalments.fields.amount')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.allocations.map((a) => (
              <TableRow key={a.id}>
                <TableCell>
                  <DocumentLink document={a.document} />
                </TableCell>
                <TableCell>{a.position}</TableCell>
                <TableCell>
                  <Ltr>{formatDate(a.due_date, locale)}</Ltr>
                </TableCell>
                <TableCell align="right">
                  <Ltr>{formatMoney(a.amount, locale, 2)}</Ltr>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};

const Details = () => {
  const record = useRecordContext<Payment>();
  const locale = useLocale();
  if (!record) return null;
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  const method = methodChoices(locale).find((m) => m.id === record.method)?.name ?? '';
  return (
    <SimpleShowLayout>
      <Labeled label={field('state')}>
        <PaymentStateChip />
      </Labeled>
      <Labeled label={field('customer')}>
        <Typography variant="body2">{record.customer.name}</Typography>
      </Labeled>
      {record.credit_note && (
        <Labeled label={field('credit_note')}>
          <DocumentLink document={record.credit_note} />
        </Labeled>
      )}
      <Labeled label={field('payment_date')}>
        <Typography variant="body2">
          <Ltr>{formatDate(record.payment_date, locale)}</Ltr>
        </Typography>
      </Labeled>
      <Labeled label={field('amount')}>
        <Typography variant="body2">{money(record.amount)}</Typography>
      </Labeled>
      {record.method && (
        <Labeled label={field('method')}>
          <Typography variant="body2">{method}</Typography>
        </Labeled>
      )}
      {record.bank_account && (
        <Labeled label={field('bank_account')}>
          <Typography variant="body2">{record.bank_account.name}</Typography>
        </Labeled>
      )}
      <Labeled label={field('allocated')}>
        <Typography variant="body2">{money(record.allocated)}</Typography>
      </Labeled>
      <Labeled label={field('unallocated')}>
        <Typography variant="body2">{money(record.unallocated)}</Typography>
      </Labeled>
      {record.note && (
        <Labeled label={field('note')}>
          <Typography variant="body2">{record.note}</Typography>
        </Labeled>
      )}
      {record.reversed_at && (
        <Labeled label={field('reversal_reason')}>
          <Typography variant="body2">
            <Ltr>{formatDate(record.reversed_at.slice(0, 10), locale)}</Ltr>:{' '}
            {record.reversal_reason}
          </Typography>
        </Labeled>
      )}
      <Allocations />
    </SimpleShowLayout>
  );
};

/** "Incasso del 02/12/2026 — Caseificio Bruno S.a.s." */
const PaymentTitle = () => {
  const record = useRecordContext<Payment>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  return (
    <bdi>
      {translate('resources.payments.one', {
        date: formatDate(record.payment_date, locale),
        customer: record.customer.name,
      })}
    </bdi>
  );
};

/**
 * `/collections/payments/show/{id}`: a payment, what it settled, reverse, use its credit;
 * its "Cronologia" for the owner and the accountant.
 */
export const PaymentShow = () => (
  <Show resource="payments" actions={<Actions />} title={<PaymentTitle />}>
    <Details />
    <RecordHistory resource="payments" />
  </Show>
);
