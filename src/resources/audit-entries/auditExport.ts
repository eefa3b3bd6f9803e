import { columnMaker } from '../../lib/list/export/exportColumns';
import type { ResourceExport } from '../../lib/resources/defineResource';

const column = columnMaker('resources.audit-entries.fields');

/** The trail's export: who, when, from where, what, on which record. */
export const auditExport: ResourceExport = {
  fileName: 'resources.audit-entries.name',
  columns: ['at', 'user_email', 'ip', 'action', 'resource', 'record_id', 'label', 'route'].map(
    (source) => column(source),
  ),
};
