import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';
import { BANK_ACCOUNT_COLUMNS } from './bankAccountColumns';

const column = columnMaker('resources.bank-accounts.fields');

/** The bank accounts' export: the list's columns, then the rest of the record. */
export const bankAccountExport: ResourceExport = {
  fileName: 'resources.bank-accounts.name',
  columns: [...BANK_ACCOUNT_COLUMNS, 'bic', 'notes'].map((source) => column(source)),
};
