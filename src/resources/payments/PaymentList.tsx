import { CardAmountLine } from '../../lib/list/CardAmountLine';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BooleanInput,
  SimpleList,
  CreateButton,
  FilterButton,
  SelectInput,
  TopToolbar,
  useLocale,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { Payment } from '../../../contract/payments';
import { Ltr } from '../../lib/bidi/Bidi';
import { DateFilterInput } from '../../lib/DateFilterInput';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/decimal';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppList } from '../../lib/list/AppList';
import { ExportMenuButton } from '../../lib/list/export/ExportMenuButton';
import { lazyFilter } from '../../lib/list/lazyFilter';
import { PrintButton } from '../../lib/list/PrintButton';
import { TableOptionsButton } from '../../lib/list/TableOptionsButton';
import { methodChoices } from '../instalments/instalmentModel';
import { paymentPaths } from './paths';
import { PaymentStateChip } from './PaymentStateChip';

const field = (name: string) => `resources.payments.fields.${name}`;
const Col = AppDataTable.Col<Payment>;
const ReferenceFilter = lazyFilter(() => import('../documents/ReferenceFilter'));
const flag = {
  parse: (v: boolean) => (v ? 'true' : undefined),
  format: (v: unknown) => v === 'true',
};

const filters = (locale: string) => [
  <ReferenceFilter
    key="customer_id"
    source="customer_id"
    reference="customers"
    sort={{ field: 'registry_code', order: 'ASC' }}
    label={field('customer_id')}
    alwaysOn
  />,
  <DateFilterInput key="date_from" source="date_from" label={field('date_from')} alwaysOn />,
  <DateFilterInput key="date_to" source="date_to" label={field('date_to')} alwaysOn />,
  <SelectInput
    key="method"
    source="method"
    label={field('method')}
    choices={methodChoices(locale)}
  />,
  <BooleanInput key="credit" source="credit" label={field('credit')} {...flag} />,
  <BooleanInput key="reversed" source="reversed" label={field('reversed')} {...flag} />,
];

const ListActions = () => (
  <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    <CreateButton label="resources.payments.create" to={paymentPaths.create} />
    <TableOptionsButton />
    <ExportMenuButton />
    <PrintButton />
  </TopToolbar>
);

/**
 * `/collections/payments`: payments received and credit notes' credits, newest first, with
 * what each allocated and the credit it leaves; a row opens the payment.
 */
export const PaymentList = () => {
  const locale = useLocale();
  const translate = useTranslate();
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  // Below `md` the columns no longer fit: cards, as the documents' lists.
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <AppList
      resource="payments"
      title={translate('resources.payments.title')}
      filters={filters(locale)}
      sort={{ field: 'payment_date', order: 'DESC' }}
      actions={<ListActions />}
    >
      {narrow ? (
        <SimpleList<Payment>
          primaryText={(record) =>
            `${formatDate(record.payment_date, locale)} · ${record.customer.name}`
          }
          secondaryText={(record) => (
            <CardAmountLine record={record} chip={<PaymentStateChip />} amount={record.amount} />
          )}
          rowClick={(id: Identifier) => paymentPaths.show(id)}
        />
      ) : (
        <AppDataTable<Payment>
          rowClick={(id: Identifier) => paymentPaths.show(id)}
          bulkActionButtons={false}
        >
          <Col
            source="payment_date"
            label={field('payment_date')}
            render={(record) => <Ltr>{formatDate(record.payment_date, locale)}</Ltr>}
          />
          <Col
            source="customer"
            label={field('customer')}
            render={(record) => record.customer.name}
          />
          <Col
            source="method"
            label={field('method')}
            disableSort
            render={(record) => record.method ?? ''}
          />
          <Col
            source="bank_account"
            label={field('bank_account')}
            disableSort
            render={(record) => record.bank_account?.name ?? ''}
          />
          <Col
            source="amount"
            label={field('amount')}
            align="right"
            render={(record) => money(record.amount)}
          />
          <Col
            source="allocated"
            label={field('allocated')}
            align="right"
            disableSort
            render={(record) => money(record.allocated)}
          />
          <Col
            source="unallocated"
            label={field('unallocated')}
            align="right"
            disableSort
            render={(record) => money(record.unallocated)}
          />
          <Col source="state" label={field('state')} disableSort>
            <PaymentStateChip />
          </Col>
        </AppDataTable>
      )}
    </AppList>
  );
};
