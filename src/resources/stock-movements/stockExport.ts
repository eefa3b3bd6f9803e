import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';
import { reasonChoices } from './stockModel';

const column = columnMaker('resources.stock-movements.fields');

/** The ledger's export: the list's columns, reasons translated, quantities as numbers. */
export const stockExport: ResourceExport = {
  fileName: 'resources.stock-movements.name',
  columns: [
    column('date', { date: true }),
    column('article.code', {}, 'article'),
    column('article.description', {}, 'description'),
    column('quantity', { numeric: true }),
    column('reason', { choices: reasonChoices() }),
    column('shipping_list.number', { numeric: true }, 'shipping_list_id'),
    column('note'),
    column('user'),
  ],
};
