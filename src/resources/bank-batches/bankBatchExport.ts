import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';

const column = columnMaker('resources.bank-batches.fields');

/** The batches' export: the list's columns, amounts as numbers. */
export const bankBatchExport: ResourceExport = {
  fileName: 'resources.bank-batches.title',
  columns: [
    column('number'),
    column('year'),
    column('kind'),
    column('bank_account.name', {}, 'bank_account'),
    column('credit_date', { date: true }),
    column('count', { numeric: true }),
    column('total', { numeric: true }),
    column('unpaid_count', { numeric: true }),
    column('unpaid_total', { numeric: true }),
    column('state'),
    column('file_name'),
  ],
};
