import DownloadIcon from '@mui/icons-material/Download';
import ListIcon from '@mui/icons-material/List';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  Button,
  Labeled,
  LinkBase,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useDataProvider,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { BankBatch } from '../../../contract/bank-batches';
import { Ltr } from '../../lib/bidi/Bidi';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/decimal';
import { StatusChip } from '../../lib/StatusChip';
import { useNotifyError } from '../../lib/useNotifyError';
import type { AppDataProvider } from '../../providers/dataProvider';
import { saveBlob } from '../documents/sdi/sdiModel';
import { DocumentLink } from '../documents/DocumentLink';
import { batchName, ITEM_STATE_COLOURS } from './bankBatchModel';
import { BatchStateChip } from './BatchStateChip';
import { CreditButton } from './CreditButton';
import { bankBatchPaths } from './paths';
import { UnpaidButton } from './UnpaidButton';
import { RecordHistory } from '../audit-entries/RecordHistory';

const t = (name: string) => `resources.bank-batches.${name}`;
const field = (name: string) => t(`fields.${name}`);

/** "Scarica file": the CBI or pain.008 file, as the bank got it. */
const FileButton = () => {
  const record = useRecordContext<BankBatch>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const download = async () => {
    setPending(true);
    try {
      saveBlob(await dataProvider.bankBatchFile(record.id), record.file_name);
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label={t('download')} onClick={download} disabled={pending}>
      <DownloadIcon />
    </Button>
  );
};

const Actions = () => (
  <TopToolbar className="no-print">
    <Button label="ra.action.list" component={LinkBase} to={bankBatchPaths.list}>
      <ListIcon />
    </Button>
    <FileButton />
    <CreditButton />
  </TopToolbar>
);

/** The batch's instalments with the bank's outcome of each, and "Insoluto". */
const Items = () => {
  const record = useRecordContext<BankBatch>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record?.items) return null;
  const money = (value: string) => <Ltr>{formatMoney(value, locale, 2)}</Ltr>;
  const sdd = record.kind === 'sdd';
  return (
    <Box component="section" aria-labelledby="batch-items" sx={{ overflowX: 'auto' }}>
      <Typography variant="subtitle1" component="h2" id="batch-items">
        {translate(t('items.title'))}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate(field('due_date'))}</TableCell>
            <TableCell>{translate(field('customer'))}</TableCell>
            <TableCell>{translate(field('document'))}</TableCell>
            {sdd && <TableCell>{translate(field('mandate'))}</TableCell>}
            <TableCell align="right">{translate(field('amount'))}</TableCell>
            <TableCell>{translate(field('state'))}</TableCell>
            <TableCell align="right">{translate(field('charges'))}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {record.items.map((item) => (
            <TableRow key={item.id} data-testid="batch-item">
              <TableCell>
                <Ltr>{formatDate(item.due_date, locale)}</Ltr>
              </TableCell>
              <TableCell>{item.customer.name}</TableCell>
              <TableCell>
                <DocumentLink document={item.document} />
              </TableCell>
              {sdd && (
                <TableCell>
                  {item.mandate_reference} · {item.sequence}
                </TableCell>
              )}
              <TableCell align="right">{money(item.amount)}</TableCell>
              <TableCell>
                <StatusChip
                  status={0}
                  labelKey={t(`item_states.${item.state}`)}
                  colour={ITEM_STATE_COLOURS[item.state]}
                />
                {item.reason && (
                  <Typography variant="caption" component="div">
                    {item.reason}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                {item.state === 'unpaid' ? money(item.charges) : ''}
              </TableCell>
              <TableCell>
                <UnpaidButton batch={record} item={item} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const Details = () => {
  const record = useRecordContext<BankBatch>();
  const translate = useTranslate();
  const locale = useLocale();
  if (!record) return null;
  const text = (value: React.ReactNode) => <Typography variant="body2">{value}</Typography>;
  return (
    <SimpleShowLayout>
      <Labeled label={field('state')}>
        <BatchStateChip />
      </Labeled>
      <Labeled label={field('kind')}>{text(translate(t(`kinds.${record.kind}`)))}</Labeled>
      <Labeled label={field('bank_account')}>{text(record.bank_account.name)}</Labeled>
      <Labeled label={field(record.kind === 'sdd' ? 'collection_date' : 'credit_date')}>
        {text(<Ltr>{formatDate(record.credit_date, locale)}</Ltr>)}
      </Labeled>
      <Labeled label={field('total')}>
        {text(
          translate(t('count_total'), {
            smart_count: record.count,
            total: formatMoney(record.total, locale, 2),
          }),
        )}
      </Labeled>
      {record.unpaid_count > 0 && (
        <Labeled label={field('unpaid_total')}>
          {text(
            translate(t('count_total'), {
              smart_count: record.unpaid_count,
              total: formatMoney(record.unpaid_total, locale, 2),
            }),
          )}
        </Labeled>
      )}
      <Labeled label={field('file_name')}>{text(<Ltr>{record.file_name}</Ltr>)}</Labeled>
      <Items />
    </SimpleShowLayout>
  );
};

const BatchTitle = () => {
  const record = useRecordContext<BankBatch>();
  const translate = useTranslate();
  if (!record) return null;
  return <bdi>{translate(t('one'), { name: batchName(record) })}</bdi>;
};

/**
 * `/collections/bank-batches/show/{id}`: a batch, its file, the bank's outcome; its
 * "Cronologia" (presented, credited, an item unpaid) for the owner and the accountant.
 */
export const BankBatchShow = () => (
  <Show resource="bank-batches" actions={<Actions />} title={<BatchTitle />}>
    <Details />
    <RecordHistory resource="bank-batches" />
  </Show>
);
