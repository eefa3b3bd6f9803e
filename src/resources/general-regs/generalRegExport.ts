import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';

/** The list's columns; the export adds the rest of the address and the e-invoicing codes. */
export const GENERAL_REG_COLUMNS = [
  'name',
  'vat_number',
  'tax_code',
  'city',
  'province',
  'phone',
  'email',
] as const;

const column = columnMaker('resources.general-regs.fields');

export const generalRegExport: ResourceExport = {
  fileName: 'resources.general-regs.name',
  columns: [...GENERAL_REG_COLUMNS, 'address', 'zip', 'country', 'pec', 'sdi_code'].map((source) =>
    column(source),
  ),
};
