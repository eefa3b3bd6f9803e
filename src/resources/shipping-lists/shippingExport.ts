import type { ExportColumn } from '../../lib/list/export/exportColumns';
import { listStatusChoices } from './shippingListModel';

const column = (source: string, label: string, extra: Partial<ExportColumn> = {}) => ({
  source,
  label: `shipping.fields.${label}`,
  ...extra,
});

/** The lists' export: the list's columns, the status translated, figures as numbers. */
export const shippingExportColumns = (): ExportColumn[] => [
  column('number', 'number', { numeric: true }),
  column('year', 'year', { numeric: true }),
  column('date', 'date', { date: true }),
  column('carrier', 'carrier'),
  column('status', 'status', { choices: listStatusChoices() }),
  column('item_count', 'item_count', { numeric: true }),
  column('parcels', 'parcels', { numeric: true }),
  column('weight', 'weight', { numeric: true }),
  column('notes', 'notes'),
];
