import HistoryIcon from '@mui/icons-material/History';
import { lazyPage } from '../../lib/progress/lazyPage';
import { defineResource } from '../../lib/resources/defineResource';

const AuditEntryList = lazyPage(() => import('./AuditEntryList').then((m) => m.AuditEntryList));

/**
 * The audit trail, `/settings/audit` (docs/audit.md): who did what, when and from where; read
 * only, for the owner and the accountant. Each record's own entries: `RecordHistory`.
 */
export const auditEntries = defineResource({
  name: 'audit-entries',
  icon: HistoryIcon,
  recordRepresentation: 'id',
  paths: { list: '/settings/audit' },
  screens: { list: AuditEntryList },
  menu: { group: 'settings', label: 'resources.audit-entries.menu' },
  export: () => import('./auditExport').then((m) => m.auditExport),
});
