import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  BooleanInput,
  FilterButton,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TopToolbar,
  useLocale,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Instalment } from '../../../contract/instalments';
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
import { DocumentLink } from '../documents/DocumentLink';
import { customerPaths } from '../customers/paths';
import { AgeingSummary } from './AgeingSummary';
import { CollectButton } from './CollectButton';
import { bucketChoices, methodChoices, stateChoices } from './instalmentModel';
import { InstalmentCards } from './InstalmentCards';
import { InstalmentStateChip } from './InstalmentStateChip';
import { LastReminderLink } from './LastReminderLink';
import { WriteOffButton } from './WriteOffButton';

const field = (name: string) => `resources.instalments.fields.${name}`;
const Col = AppDataTable.Col<Instalment>;
const ReferenceFilter = lazyFilter(() => import('../documents/ReferenceFilter'));

const filters = (locale: string) => [
  <ReferenceFilter
    key="customer_id"
    source="customer_id"
    reference="customers"
    sort={{ field: 'registry_code', order: 'ASC' }}
    label={field('customer_id')}
    alwaysOn
  />,
  <DateFilterInput key="due_from" source="due_from" label={field('due_from')} alwaysOn />,
  <DateFilterInput key="due_to" source="due_to" label={field('due_to')} alwaysOn />,
  <SelectArrayInput
    key="state"
    source="state"
    label={field('state')}
    choices={stateChoices()}
    format={(value: unknown) =>
      value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]
    }
    sx={{ minWidth: 200 }}
    alwaysOn
  />,
  <BooleanInput
    key="overdue"
    source="overdue"
    label={field('overdue')}
    parse={(v) => (v ? 'true' : undefined)}
    format={(v) => v === 'true'}
    alwaysOn
  />,
  <SelectInput
    key="method"
    source="method"
    label={field('method')}
    choices={methodChoices(locale)}
    emptyText={field('all_methods')}
  />,
  <ReferenceInput
    key="bank_account_id"
    source="bank_account_id"
    reference="bank-accounts"
    sort={{ field: 'name', order: 'ASC' }}
    label={field('bank_account_id')}
  >
    <SelectInput
      label={field('bank_account_id')}
      optionText="name"
      emptyText={field('all_banks')}
    />
  </ReferenceInput>,
  <SelectInput
    key="bucket"
    source="bucket"
    label={field('bucket')}
    choices={bucketChoices()}
    emptyText={field('all_buckets')}
  />,
  <BooleanInput
    key="settled"
    source="settled"
    label={field('settled')}
    parse={(v) => (v ? 'true' : undefined)}
    format={(v) => v === 'true'}
  />,
];

const ListActions = () => (
  <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    <TableOptionsButton />
    <ExportMenuButton />
    <PrintButton />
  </TopToolbar>
);

/**
 * `/collections/instalments`, the receivables ledger (scadenzario): open instalments by due
 * date, with the ageing summary of what the filters select; a document and a customer open
 * from their row; selected instalments of one customer open the payment form.
 */
export const InstalmentList = () => {
  const locale = useLocale();
  const translate = useTranslate();
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  // Below `md` the columns no longer fit: cards, as the documents' lists.
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <AppList
      resource="instalments"
      title={translate('resources.instalments.title')}
      filters={filters(locale)}
      sort={{ field: 'due_date', order: 'ASC' }}
      actions={<ListActions />}
      empty={false}
    >
      <AgeingSummary />
      {narrow ? (
        <InstalmentCards />
      ) : (
        <AppDataTable<Instalment> rowClick={false} bulkActionButtons={<CollectButton />}>
          <Col
            source="due_date"
            label={field('due_date')}
            render={(record) => <Ltr>{formatDate(record.due_date, locale)}</Ltr>}
          />
          <Col
            source="customer"
            label={field('customer')}
            render={(record) => (
              <Link
                component={RouterLink}
                to={customerPaths.edit(record.customer.id)}
                onClick={(event) => event.stopPropagation()}
                variant="body2"
              >
                {record.customer.name}
              </Link>
            )}
          />
          <Col
            source="document"
            label={field('document')}
            disableSort
            render={(record) => <DocumentLink document={record.document} />}
          />
          <Col
            source="position"
            label={field('position')}
            disableSort
            render={(record) =>
              translate('resources.instalments.of', {
                position: record.position,
                count: record.count,
              })
            }
          />
          <Col source="method" label={field('method')} disableSort />
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
            source="open"
            label={field('open')}
            align="right"
            render={(record) => money(record.open)}
          />
          <Col source="state" label={field('state')} disableSort>
            <InstalmentStateChip />
          </Col>
          <Col
            source="days_overdue"
            label={field('days_overdue')}
            align="right"
            disableSort
            render={(record) => (record.days_overdue > 0 ? record.days_overdue : '')}
          />
          <Col source="last_reminder" label={field('last_reminder')} disableSort>
            <LastReminderLink />
          </Col>
          <Col label=" " className="no-print" align="right">
            <WriteOffButton />
          </Col>
        </AppDataTable>
      )}
    </AppList>
  );
};
