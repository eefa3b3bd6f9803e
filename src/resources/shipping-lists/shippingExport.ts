import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';
import { listStatusChoices } from './shippingListModel';

const column = columnMaker('shipping.fields');

/** The lists' export: the list's columns, the status translated, figures as numbers. */
export const shippingExport: ResourceExport = {
  fileName: 'shipping.title',
  columns: [
    column('number', { numeric: true }),
    column('year', { numeric: true }),
    column('date', { date: true }),
    column('customer.name', {}, 'customer'),
    column('carrier'),
    column('status', { choices: listStatusChoices() }),
    column('item_count', { numeric: true }),
    column('parcels', { numeric: true }),
    column('weight', { numeric: true }),
    column('notes'),
  ],
};
