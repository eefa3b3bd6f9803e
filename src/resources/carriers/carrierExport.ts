import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';
import { CARRIER_COLUMNS } from './carrierColumns';

const column = columnMaker('resources.carriers.fields');

/** The carriers' export: the list's columns, then the rest of the record. */
export const carrierExport: ResourceExport = {
  fileName: 'resources.carriers.name',
  columns: [...CARRIER_COLUMNS, 'tax_code', 'address', 'zip', 'country', 'notes'].map((source) =>
    column(source),
  ),
};
