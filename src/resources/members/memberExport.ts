import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';

const column = columnMaker('resources.members.fields');

/** The members' export: name, e-mail, role. */
export const memberExport: ResourceExport = {
  fileName: 'resources.members.name',
  columns: [column('name'), column('email'), column('role')],
};
