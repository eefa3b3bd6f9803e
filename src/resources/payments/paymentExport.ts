import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';

const column = columnMaker('resources.payments.fields');

/** The payments' export: the list's columns, amounts as numbers. */
export const paymentExport: ResourceExport = {
  fileName: 'resources.payments.title',
  columns: [
    column('payment_date', { date: true }),
    column('customer.name', {}, 'customer'),
    column('method'),
    column('bank_account.name', {}, 'bank_account'),
    column('amount', { numeric: true }),
    column('allocated', { numeric: true }),
    column('unallocated', { numeric: true }),
    column('note'),
    column('reversal_reason'),
  ],
};
