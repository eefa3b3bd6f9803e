import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  CreateButton,
  FilterButton,
  SelectInput,
  SimpleList,
  TopToolbar,
  useLocale,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { BATCH_KINDS, BATCH_STATES, type BankBatch } from '../../../contract/bank-batches';
import { Ltr } from '../../lib/bidi/Bidi';
import { DateFilterInput } from '../../lib/DateFilterInput';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/decimal';
import { AppDataTable } from '../../lib/list/AppDataTable';
import { AppList } from '../../lib/list/AppList';
import { CardAmountLine } from '../../lib/list/CardAmountLine';
import { ExportMenuButton } from '../../lib/list/export/ExportMenuButton';
import { PrintButton } from '../../lib/list/PrintButton';
import { batchName } from './bankBatchModel';
import { BatchStateChip } from './BatchStateChip';
import { bankBatchPaths } from './paths';

const t = (name: string) => `resources.bank-batches.${name}`;
const field = (name: string) => t(`fields.${name}`);
const Col = AppDataTable.Col<BankBatch>;

const filters = [
  <SelectInput
    key="kind"
    source="kind"
    label={field('kind')}
    choices={BATCH_KINDS.map((id) => ({ id, name: t(`kinds.${id}`) }))}
    alwaysOn
  />,
  <SelectInput
    key="state"
    source="state"
    label={field('state')}
    choices={BATCH_STATES.map((id) => ({ id, name: t(`states.${id}`) }))}
    alwaysOn
  />,
  <DateFilterInput key="date_from" source="date_from" label={field('date_from')} />,
  <DateFilterInput key="date_to" source="date_to" label={field('date_to')} />,
];

const ListActions = () => (
  <TopToolbar className="no-print" sx={{ flexWrap: 'wrap' }}>
    <FilterButton />
    <CreateButton label={t('create')} to={bankBatchPaths.create} />
    <ExportMenuButton />
    <PrintButton />
  </TopToolbar>
);

/**
 * `/collections/bank-batches` ("Distinte"): the RiBa and direct-debit batches given to the
 * bank, newest first, with what came back unpaid.
 */
export const BankBatchList = () => {
  const locale = useLocale();
  const translate = useTranslate();
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const open = (id: Identifier) => bankBatchPaths.show(id);
  return (
    <AppList
      resource="bank-batches"
      title={t('title')}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={<ListActions />}
    >
      {narrow ? (
        <SimpleList<BankBatch>
          primaryText={(record) => `${batchName(record)} · ${record.bank_account.name}`}
          secondaryText={(record) => (
            <CardAmountLine record={record} chip={<BatchStateChip />} amount={record.total}>
              {formatDate(record.credit_date, locale)}
            </CardAmountLine>
          )}
          rowClick={open}
        />
      ) : (
        <AppDataTable<BankBatch> rowClick={open} bulkActionButtons={false}>
          <Col source="number" label={field('number')} render={(record) => batchName(record)} />
          <Col
            source="kind"
            label={field('kind')}
            disableSort
            render={(record) => translate(t(`kinds.${record.kind}`))}
          />
          <Col
            source="bank_account"
            label={field('bank_account')}
            disableSort
            render={(record) => record.bank_account.name}
          />
          <Col
            source="credit_date"
            label={field('credit_date')}
            render={(record) => <Ltr>{formatDate(record.credit_date, locale)}</Ltr>}
          />
          <Col source="count" label={field('count')} align="right" disableSort />
          <Col
            source="total"
            label={field('total')}
            align="right"
            render={(record) => money(record.total)}
          />
          <Col
            source="unpaid_total"
            label={field('unpaid_total')}
            align="right"
            disableSort
            render={(record) => (record.unpaid_count ? money(record.unpaid_total) : '')}
          />
          <Col source="state" label={field('state')} disableSort>
            <BatchStateChip />
          </Col>
        </AppDataTable>
      )}
    </AppList>
  );
};
