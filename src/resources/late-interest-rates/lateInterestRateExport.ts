import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';
import { LATE_INTEREST_RATE_COLUMNS } from './columns';

const column = columnMaker('resources.late-interest-rates.fields');

/** The rates' export: the list's columns. */
export const lateInterestRateExport: ResourceExport = {
  fileName: 'resources.late-interest-rates.name',
  columns: LATE_INTEREST_RATE_COLUMNS.map((source) => column(source)),
};
