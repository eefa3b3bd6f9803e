import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';

const column = columnMaker('resources.payment-terms.fields');

/** The payment terms' export: every field of the list and the notes. */
export const paymentTermExport: ResourceExport = {
  fileName: 'resources.payment-terms.name',
  columns: ['code', 'description', 'method', 'basis', 'days', 'notes'].map((source) =>
    column(source),
  ),
};
